/// A language guide as large as a real one: 410 chapters of prose over a vocabulary of tens of
/// thousands of words (as a real guide's prose and code together have), each chapter with nested sections, notes, lists, a table now and then, and
/// about 27 plain Swift listings (statements, not examples: the book says `swift-blocks = "marked"`),
/// 18 MB in all. Word frequencies follow Zipf's law, as a language's do, so the search index meets
/// the long tail of rare words a real guide has.
enum LanguageGuide {
    static let manifest = """
        [book]
        title = "A Synthetic Language Guide"
        swift-blocks = "marked"

        """

    static func chapter(_ number: Int, of total: Int) -> String {
        var prose = ZipfProse(seed: UInt64(number) &* 7919)
        let next = number % total + 1
        var text = "# \(prose.title())\n\n"
        text += prose.paragraph(words: 70) + "\n\n"
        for section in 1...9 {
            text += "## \(prose.title()) {#part-\(section)}\n\n"
            for subsection in 1...3 {
                if subsection > 1 { text += "### \(prose.title())\n\n" }
                text += prose.paragraph(words: 90, code: prose.identifier()) + "\n\n"
                text += "```swift\n" + prose.listing(lines: 4 + (section + subsection) % 9) + "```\n\n"
                text += prose.paragraph(words: 60, link: "[\(prose.phrase(3))](\(SyntheticBook.name(next))#part-\(subsection))") + "\n\n"
            }
            switch section % 4 {
            case 0:
                text += "> Note: " + prose.paragraph(words: 40) + "\n\n"
            case 1:
                for _ in 1...4 { text += "- " + prose.paragraph(words: 14, code: prose.identifier()) + "\n" }
                text += "\n"
            case 2 where number % 3 == 0:
                text += "| Keyword | Meaning | Example |\n|---|---|---|\n"
                for _ in 1...5 { text += "| `\(prose.identifier())` | \(prose.phrase(6)) | `\(prose.identifier()) = \(prose.word())` |\n" }
                text += "\n"
            default:
                text += prose.paragraph(words: 50, code: "\(prose.identifier())(\(prose.identifier()):)") + "\n\n"
            }
        }
        return text
    }
}

/// English-like prose: the commonest function words at the top of the ranking, then about 40,000
/// made-up words from syllables (30,000 words in all), each drawn with probability proportional to 1 / rank.
private struct ZipfProse {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    }

    private static let common = """
        the of and to a in is that it for as with was on be by this are or from at an which not but \
        have its can one all has when more if their will each they what there than other so into only \
        some these may also value type function code you use used would two first new any your like \
        how then most way where such same must called instance property method
        """.split(separator: " ").map(String.init)

    private static let syllables = ["ba", "ce", "di", "fo", "gu", "ha", "je", "ki", "lo", "mu", "na", "pe", "qui",
                                    "ro", "su", "ta", "ve", "wi", "xo", "yu", "za", "bre", "cla", "dro", "fle",
                                    "gri", "pla", "stra", "tho", "ment", "tion", "ing", "er", "al", "ous", "ive"]

    /// The vocabulary, commonest first.
    static let vocabulary: [String] = {
        var words = common
        var seen = Set(words)
        var index = 0
        while words.count < 30_000 {
            // Two to four syllables, spelled from the index's digits in base 36.
            var value = index
            var word = ""
            repeat {
                word += syllables[value % syllables.count]
                value /= syllables.count
            } while value > 0
            if index % 5 == 0 { word += syllables[(index / 7) % syllables.count] }
            index += 1
            if seen.insert(word).inserted { words.append(word) }
        }
        return words
    }()

    /// Cumulative Zipf weights (exponent 1), for drawing a rank by binary search.
    private static let cumulative: [Double] = {
        var total = 0.0
        return vocabulary.indices.map { rank in
            total += 1 / Double(rank + 1)
            return total
        }
    }()

    private mutating func next() -> UInt64 {
        // xorshift64*, as the prose book's words.
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }

    private mutating func next(_ bound: Int) -> Int {
        Int(next() >> 33) % bound
    }

    mutating func word() -> String {
        let target = Double(next() >> 11) / Double(1 << 53) * Self.cumulative.last!
        var low = 0
        var high = Self.cumulative.count - 1
        while low < high {
            let middle = (low + high) / 2
            if Self.cumulative[middle] < target { low = middle + 1 } else { high = middle }
        }
        return Self.vocabulary[low]
    }

    mutating func phrase(_ count: Int) -> String {
        (0..<count).map { _ in word() }.joined(separator: " ")
    }

    mutating func title() -> String {
        let words = phrase(2 + next(3))
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The names a guide's code uses: 4,000 of them, a word or two joined in camel case.
    private static let identifiers: [String] = (0..<4_000).map { index in
        let first = vocabulary[100 + index % 1_500]
        guard index >= 1_500 else { return first }
        let second = vocabulary[100 + (index * 7) % 3_000]
        return first + second.prefix(1).uppercased() + second.dropFirst()
    }

    mutating func identifier() -> String {
        Self.identifiers[next(Self.identifiers.count)]
    }

    /// A type's name.
    mutating func typeName() -> String {
        let name = identifier()
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Sentences of `words` words with a code span and a link among them, soft-wrapped near 80 columns.
    mutating func paragraph(words: Int, code: String? = nil, link: String? = nil) -> String {
        var text = ""
        var column = 0
        var sentence = 0
        for position in 0..<words {
            var piece = word()
            if position == words / 3, let code { piece = "`\(code)`" }
            if position == 2 * words / 3, let link { piece = link }
            if position == words / 2, next(4) == 0 { piece = "*\(piece)*" }
            if sentence == 0 { piece = piece.prefix(1).uppercased() + piece.dropFirst() }
            sentence += 1
            if sentence >= 7 + next(12) || position == words - 1 {
                piece += "."
                sentence = 0
            } else if next(9) == 0 {
                piece += ","
            }
            if column > 0, column + piece.count > 80 {
                text += "\n"
                column = 0
            } else if column > 0 {
                text += " "
                column += 1
            }
            text += piece
            column += piece.count
        }
        return text
    }

    /// Swift a guide would show: declarations, control flow, calls, string literals and comments.
    mutating func listing(lines: Int) -> String {
        let type = typeName()
        var code = "// \(phrase(6))\n"
        code += next(2) == 0 ? "struct \(type) {\n" : "final class \(type): \(typeName()) {\n"
        for line in 0..<lines {
            switch (line + next(5)) % 5 {
            case 0: code += "    var \(identifier()): \(typeName()) = .\(identifier())\n"
            case 1: code += "    let \(identifier()) = \"\(phrase(3))\"\n"
            case 2: code += "    func \(identifier())(_ \(identifier()): Int) -> Int { \(identifier()) * \(next(100)) }\n"
            case 3: code += "    static let \(identifier()): [String] = [\"\(word())\", \"\(word())\"]\n"
            default: code += "    // \(phrase(5))\n"
            }
        }
        code += "}\n"
        if next(3) == 0 {
            code += "let \(identifier()) = \(type)()\nprint(\(identifier()).\(identifier()))\n// Prints \"\(phrase(2))\"\n"
        }
        return code
    }
}
