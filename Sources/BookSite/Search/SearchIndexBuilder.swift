import BookCore
import BookHTML
import BookMarkdown

/// The search index: one entry per section of a chapter (the text between two headings), holding
/// the prose a reader would search and the names its code uses.
///
/// It is a script, `window.bookgenSearch = {...}`, so a page opened from `file://` can load it.
/// Its size grows with the book's prose, once: no inverted index, no per-page copies. Code is not
/// copied whole: each section keeps only the identifiers and words of its code blocks that its
/// prose does not already hold, once each, so `lastSearch` is found in the section that uses it.
/// Ranking, stemming and highlighting happen in the page script.
struct SearchIndexBuilder {
    struct Section {
        var anchor: String
        var title: String
        var text: String
        /// The section's code words not in `text`, separated by spaces, in order of appearance.
        var code: String
    }

    /// The script so far: the pages, then the entries of the chapters added.
    private var js: [UInt8] = []
    private var hasEntries = false

    /// An index of `pages` (`[href, title]`, page numbers counted from 0), whose entries come next.
    ///
    /// - Parameter capacity: The bytes to reserve for the whole script.
    init(pages: [(href: String, title: String)], capacity: Int = 0) {
        js.reserveCapacity(capacity)
        js += "window.bookgenSearch={\"pages\":[".utf8
        for (index, page) in pages.enumerated() {
            if index > 0 { js.append(UInt8(ascii: ",")) }
            js.append(UInt8(ascii: "["))
            HTMLEscape.appendJavaScriptString(page.href, to: &js)
            js.append(UInt8(ascii: ","))
            HTMLEscape.appendJavaScriptString(page.title, to: &js)
            js.append(UInt8(ascii: "]"))
        }
        js += "],\n\"docs\":[\n".utf8
    }

    /// Adds a chapter's entries, made by `entries(page:sections:)`; chapters come in page order.
    mutating func add(entries: [UInt8]) {
        guard !entries.isEmpty else { return }
        if hasEntries { js += ",\n".utf8 }
        hasEntries = true
        js += entries
    }

    /// A page's sections as entries of the index's `docs`, `[page, anchor, title, text, code?]`,
    /// separated by `,\n`. Pure, so chapters are written in parallel; the script only joins them.
    static func entries(page: Int, sections: [Section]) -> [UInt8] {
        var js: [UInt8] = []
        js.reserveCapacity(sections.reduce(0) { $0 + $1.text.utf8.count + $1.code.utf8.count + $1.title.utf8.count + 64 })
        for (index, section) in sections.enumerated() {
            if index > 0 { js += ",\n".utf8 }
            js.append(UInt8(ascii: "["))
            js += String(page).utf8
            for field in [section.anchor, section.title, section.text] {
                js.append(UInt8(ascii: ","))
                HTMLEscape.appendJavaScriptString(field, to: &js)
            }
            if !section.code.isEmpty {
                js.append(UInt8(ascii: ","))
                HTMLEscape.appendJavaScriptString(section.code, to: &js)
            }
            js.append(UInt8(ascii: "]"))
        }
        return js
    }

    /// A chapter's sections, split at its headings. Pure, so chapters are read in parallel.
    ///
    /// - Parameter anchors: The id of each heading, keyed by where the heading starts.
    static func sections(of chapter: PreparedChapter, title: String, anchors: [SourceLocation: String]) -> [Section] {
        var sections: [Section] = []
        var collector = SectionText(chapter: chapter)
        var anchor = ""
        var sectionTitle = title
        func flush() {
            let (text, code) = collector.finish()
            if !text.isEmpty || !code.isEmpty || !anchor.isEmpty {
                sections.append(Section(anchor: anchor, title: sectionTitle, text: text, code: code))
            }
            collector = SectionText(chapter: chapter)
        }
        for block in chapter.chapter.document.blocksAsWritten {
            if case .heading(let level, _) = block.kind {
                // The chapter's own title opens its first section instead of starting an empty one.
                if level == 1 && anchor.isEmpty && collector.isEmpty { continue }
                flush()
                anchor = anchors[block.range.start] ?? ""
                sectionTitle = Self.collapsed(block.plainText)
                continue
            }
            collector.add(block)
        }
        flush()
        return sections
    }

    /// The index as JavaScript: `pages` holds `[href, title]`, `docs` holds
    /// `[page, anchor, title, text]` with the section's code words as a fifth element when it has any.
    mutating func script() -> [UInt8] {
        js += "\n]};\n".utf8
        defer { js = [] }
        return js
    }

    /// Runs of white space become one space; the ends are trimmed.
    static func collapsed(_ text: String) -> String {
        String(decoding: collapsed(bytes: Array(text.utf8)), as: UTF8.self)
    }

    /// `collapsed(_:)` on UTF-8 bytes: ASCII bytes are judged directly, a longer scalar by its
    /// Unicode properties (no-break and ideographic spaces are white space too).
    static func collapsed(bytes text: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var pendingSpace = false
        var index = 0
        while index < text.count {
            let byte = text[index]
            var length = 1
            let space: Bool
            if byte < 0x80 {
                space = byte == 0x20 || (0x09...0x0D).contains(byte)
            } else {
                // A valid lead byte: the scalar's length, then its value from the continuation bytes.
                length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                var value = UInt32(byte) & (0xFF >> (length + 1))
                for offset in 1..<length { value = value << 6 | UInt32(text[index + offset] & 0x3F) }
                space = Unicode.Scalar(value)?.properties.isWhitespace ?? false
            }
            if space {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(0x20) }
                pendingSpace = false
                result.append(contentsOf: text[index..<(index + length)])
            }
            index += length
        }
        return result
    }
}

/// The searchable text of one section, gathered block by block.
private struct SectionText {
    /// UTF-8: sections are long, and appending bytes is much cheaper than appending to a String.
    private var text: [UInt8] = []
    private var codeWords: [String] = []
    private var seenCode: Set<String> = []
    /// Where the role of each code block comes from: the check read every block once.
    let chapter: PreparedChapter

    init(chapter: PreparedChapter) {
        self.chapter = chapter
    }

    var isEmpty: Bool { text.isEmpty && codeWords.isEmpty }

    /// Swift keywords are left out of the code words: every example has them, no reader searches them.
    private static let keywords: Set<String> = [
        "let", "var", "func", "in", "return", "if", "else", "guard", "for", "while", "switch", "case", "default",
        "import", "struct", "class", "enum", "protocol", "extension", "self", "Self", "true", "false", "nil",
        "try", "catch", "throw", "throws", "do", "is", "as", "init", "static", "private", "public", "final",
        "where", "some", "any", "break", "continue", "_", "of",
    ]

    /// Adds a block: prose to `text` with a space between blocks, cells and items (so words of two
    /// cells never run together), code blocks to the code words.
    mutating func add(_ node: MarkdownNode) {
        switch node.kind {
        case .codeBlock(let block):
            addCode(block, role: chapter.role(ofBlockAt: node.range.start.line))
        case .htmlBlock, .thematicBreak:
            break
        case .text(let string), .code(let string):
            text += string.utf8
        case .softBreak, .lineBreak:
            text.append(0x20)
        case .htmlInline:
            break
        case .paragraph, .heading, .tableCell, .item, .list, .blockQuote, .alert, .table, .tableRow, .document,
             .definitionList, .definitionTerm, .definitionDetails:
            for child in node.children { add(child) }
            text.append(0x20)
        default:
            for child in node.children { add(child) }
        }
    }

    private mutating func addCode(_ block: CodeBlock, role: BlockRole) {
        let code: String
        switch role {
        case .hidden, .output, .plain(language: "output"):
            // Hidden blocks are not on the page; an example's output is what its code prints.
            return
        case .include(let include):
            code = chapter.includes[include.location.line] ?? ""
        case .plain(let language) where language != "swift":
            code = block.literal
        default:
            code = HiddenLines.readerView(of: block.literal)
        }
        var start: String.UnicodeScalarView.Index?
        func take(upTo end: String.UnicodeScalarView.Index) {
            guard let begin = start else { return }
            start = nil
            let word = code.unicodeScalars[begin..<end]
            // Numbers are left out too: `42` in an example is not what a reader looks for.
            guard let first = word.first, !("0"..."9").contains(first), word.index(after: word.startIndex) != word.endIndex else { return }
            let name = String(word)
            if !Self.keywords.contains(name), seenCode.insert(name).inserted { codeWords.append(name) }
        }
        var index = code.unicodeScalars.startIndex
        while index != code.unicodeScalars.endIndex {
            let scalar = code.unicodeScalars[index]
            let isWordScalar = scalar.isASCII
                ? scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                : scalar.properties.isAlphabetic
            if isWordScalar {
                if start == nil { start = index }
            } else {
                take(upTo: index)
            }
            index = code.unicodeScalars.index(after: index)
        }
        take(upTo: index)
    }

    /// The section's prose, collapsed, and its code words not already in the prose.
    func finish() -> (text: String, code: String) {
        let collapsed = SearchIndexBuilder.collapsed(bytes: text)
        let prose = String(decoding: collapsed, as: UTF8.self)
        guard !codeWords.isEmpty else { return (prose, "") }
        let code: [String]
        if collapsed.allSatisfy({ $0 < 0x80 }) {
            let inProse = Self.asciiProse(collapsed, contains: codeWords.map { Array($0.lowercased().utf8) })
            code = codeWords.indices.filter { !inProse[$0] }.map { codeWords[$0] }
        } else {
            let proseWords = Self.words(prose)
            code = codeWords.filter { !proseWords.contains($0.lowercased()) }
        }
        return (prose, code.joined(separator: " "))
    }

    /// The lower-cased words of a text: runs of letters, digits and `_`.
    private static func words(_ prose: String) -> Set<String> {
        var words: Set<String> = []
        let lower = prose.lowercased()
        var start: String.Index?
        for index in lower.indices {
            let character = lower[index]
            if character == "_" || character.isLetter || character.isNumber {
                if start == nil { start = index }
            } else if let begin = start {
                words.insert(String(lower[begin..<index]))
                start = nil
            }
        }
        if let begin = start { words.insert(String(lower[begin...])) }
        return words
    }

    /// For each of `words` (lower-cased), whether `words(_:)` of ASCII `prose` holds it, found on
    /// the bytes: there, letters are A to Z and numbers 0 to 9, and a section has few code words.
    private static func asciiProse(_ prose: [UInt8], contains words: [[UInt8]]) -> [Bool] {
        var found = [Bool](repeating: false, count: words.count)
        let lengths = Set(words.map(\.count))
        var start = 0
        for end in 0...prose.count {
            if end < prose.count, isASCIIWordByte(prose[end]) { continue }
            defer { start = end + 1 }
            guard end > start, lengths.contains(end - start) else { continue }
            for (index, word) in words.enumerated() where !found[index] && word.count == end - start {
                found[index] = word.indices.allSatisfy { lowered(prose[start + $0]) == word[$0] }
            }
        }
        return found
    }

    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
    }
}
