import Foundation

/// A made-up book for the site benchmark, no two chapters alike, in one of four shapes.
enum SyntheticBook {
    enum Shape: String, CaseIterable {
        /// The repository's first bench book: per section a short paragraph, a list and an example
        /// with its output; a table in the third section (about 2.4 MB for 500 chapters).
        case light
        /// The book of issue 13: per section three prose paragraphs of 60 words with bold, code spans
        /// and links, and an example with its output; one table per chapter (about 5.9 MB for 500).
        case prose
        /// The light book's small vocabulary with a table in every one of its six sections.
        case tables
        /// A language guide of 410 chapters (`LanguageGuide`): rich vocabulary, plain listings, 18 MB.
        case guide
    }

    /// Writes `chapters` chapters and a SUMMARY.md into `folder`, replacing what was there.
    ///
    /// - Returns: The bytes of Markdown written.
    @discardableResult
    static func write(chapters: Int, shape: Shape, into folder: String) throws -> Int {
        let manager = FileManager.default
        try? manager.removeItem(atPath: folder)
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var summary = "# A Synthetic Book\n\n"
        var bytes = 0
        for number in 1...chapters {
            if number % 50 == 1 { summary += "\n## Part \(number / 50 + 1)\n\n" }
            summary += "- [Chapter \(number)](\(name(number)))\n"
            let text = switch shape {
            case .light: lightChapter(number, of: chapters)
            case .prose: proseChapter(number, of: chapters)
            case .tables: lightChapter(number, of: chapters, tables: true)
            case .guide: LanguageGuide.chapter(number, of: chapters)
            }
            bytes += text.utf8.count
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name(number)))
        }
        try Data(summary.utf8).write(to: URL(fileURLWithPath: folder + "/SUMMARY.md"))
        let manifest = shape == .guide ? LanguageGuide.manifest : examplesManifest
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: folder + "/book.toml"))
        return bytes + summary.utf8.count
    }

    /// The examples run against the bundled library, as the repository's own book does, when the
    /// benchmark measures a build with a warm check.
    static let examplesManifest = """
        [book]
        title = "A Synthetic Book"
        environments = ["bundled"]

        [environment.bundled]
        modules = ["RxSubjects", "RxRelays"]
        imports = ["RxSubjects", "RxRelays"]

        """

    static func name(_ number: Int) -> String {
        String(format: "%04d-chapter.md", number)
    }

    static func lightChapter(_ number: Int, of total: Int, tables: Bool = false) -> String {
        let next = number % total + 1
        var text = "# Chapter \(number)\n\n"
        text += "This chapter, number \(number), shows how a `PublishSubject<Int>` passes events \(number) times to every "
        text += "subscriber it has *right now*, and why a late subscriber sees **nothing** before it arrives. "
        text += "See [the next chapter](\(name(next))#section-2-of-chapter-\(next)) for more.\n\n"
        for section in 1...6 {
            text += "## Section \(section) of chapter \(number)\n\n"
            text += "A paragraph about subjects and relays with `onNext(\(section))`, a [link](#section-1-of-chapter-\(number)), "
            text += "and some words that make the search index grow: replay buffer \(number * section), behavior value, async last element.\n"
            text += "It goes on for a second line so that paragraphs have soft breaks, as real prose does.\n\n"
            text += "- first point about `dispose()`\n- second point, ~~struck~~ and *emphasised*\n- [x] a finished task\n\n"
            text += example(section: section, chapter: number)
            if section == 3 || tables {
                text += "| subject | replays | stops |\n|---|:---:|---:|\n"
                for row in 1...4 { text += "| `Subject\(row)` | \(row) elements | yes |\n" }
                text += "\n"
            }
        }
        return text
    }

    static func proseChapter(_ number: Int, of total: Int) -> String {
        var words = Words(seed: UInt64(number))
        let next = number % total + 1
        var text = "# Chapter \(number)\n\n"
        for section in 1...6 {
            text += "## Section \(section) of chapter \(number)\n\n"
            for paragraph in 1...3 {
                // Links alternate between this page's sections and the next chapter's, so both kinds are checked.
                let link = paragraph == 2
                    ? "[the next chapter's section \(section)](\(name(next))#section-\(section)-of-chapter-\(next))"
                    : "[section \(7 - section)](#section-\(7 - section)-of-chapter-\(number))"
                text += words.paragraph(extras: ["**\(words.phrase(2))**", "`onNext(\(number * section + paragraph))`", "`PublishSubject<Int>`", link])
                text += "\n\n"
            }
            text += example(section: section, chapter: number)
            if section == 3 {
                text += "| subject | replays | stops | starts with | thread-safe |\n|---|:---:|---:|---|---|\n"
                for row in 1...6 {
                    text += "| `Subject\(row)` | \(row) elements | \(words.phrase(2)) | `value(\(row * number))` | yes |\n"
                }
                text += "\n"
            }
        }
        return text
    }

    /// An example of a dozen lines and its output block.
    static func example(section: Int, chapter number: Int) -> String {
        """
        ```swift
        # import Foundation
        example(of: "Example \(section) of chapter \(number)") {
          let subject = PublishSubject<String>()
          let bag = DisposeBag()
          subject
            .subscribe(onNext: { print("got", $0) })
            .disposed(by: bag)
          subject.onNext("value \(section)")
        }
        ```

        ```output
        --- Example of: Example \(section) of chapter \(number) ---
        got value \(section)
        ```


        """
    }
}

/// Prose words from a fixed vocabulary, picked by a seeded generator: every chapter reads
/// differently, and every run of the benchmark writes the same book.
private struct Words {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    }

    private static let vocabulary = """
        subject relay observer subscription event element value buffer replay behavior publish async \
        stream sequence completes error disposes disposed bag thread scheduler operator emits receives \
        latest initial current late early subscriber subscribes sends forwards holds keeps forgets \
        drops terminates ends starts waits the a an of to in on for with by from after before while \
        when then and or but not only every each some none more less first last next previous \
        simple careful quick slow reliable shared single many one two three several always never \
        often rarely mostly reader chapter example output result state memory lock queue main \
        background interface button label text field network request response cache store model \
        synchronously asynchronously subscription thread-safe unsubscribes notification downstream \
        upstream observable controller interleaving deterministic
        """.split(separator: " ").map(String.init)

    private mutating func next(_ bound: Int) -> Int {
        // xorshift64*: fast, and good enough to make prose that does not repeat.
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return Int((state &* 0x2545_F491_4F6C_DD1D) >> 33) % bound
    }

    mutating func phrase(_ count: Int) -> String {
        (0..<count).map { _ in Self.vocabulary[next(Self.vocabulary.count)] }.joined(separator: " ")
    }

    /// Sixty words in sentences, with `extras` (markup) standing in for some of them, and a soft
    /// break in the middle, as prose wrapped in an editor has.
    mutating func paragraph(extras: [String]) -> String {
        var pieces: [String] = []
        var extraIndex = 0
        var sentenceLength = 0
        for position in 0..<60 {
            var word: String
            if position % 14 == 7, extraIndex < extras.count {
                word = extras[extraIndex]
                extraIndex += 1
            } else {
                word = Self.vocabulary[next(Self.vocabulary.count)]
            }
            if sentenceLength == 0 { word = word.prefix(1).uppercased() + word.dropFirst() }
            sentenceLength += 1
            if sentenceLength >= 8 + next(8) || position == 59 {
                word += "."
                sentenceLength = 0
            } else if next(10) == 0 {
                word += ","
            }
            pieces.append(word)
        }
        pieces[30] += "\n"
        return pieces.joined(separator: " ").replacingOccurrences(of: "\n ", with: "\n")
    }
}
