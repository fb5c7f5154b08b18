/// One line of a `swifttest` transcript, read from a chapter's HTML comment.
package struct TranscriptLine: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        /// `->`: code the book shows beside the test.
        case shownCode = "->"
        /// `>>`: code the test needs and the book does not show.
        case hiddenCode = ">>"
        /// A line without a prefix: it continues the code line before it.
        case continuation = ""
        /// `<<` or `<-`: a line the code prints.
        case output = "<<"
        /// `/>`: a line printed with interpolation (`x is \\(x)`), run as `print("...")`; the `</`
        /// lines after it hold what it prints.
        case template = "/>"
        /// `</`: a line the code prints, after a `/>` (or on its own).
        case printed = "</"
        /// `!$`: a compiler diagnostic, `error: ...`, `warning: ...` or `note: ...`.
        case diagnostic = "!$"
        /// `!!`: a source or caret line the compiler prints under the diagnostic before.
        case diagnosticExcerpt = "!!"
        /// `xx`: the program traps here.
        case trap = "xx"
    }

    package var kind: Kind
    /// The chapter line.
    package var line: Int
    /// For code: the chapter line with the prefix turned into spaces, so columns stay the chapter's
    /// (for `/>`, the `print("...")` it stands for).
    /// For the rest: what follows the prefix and its space (`<<-`, `!!-` stand for an empty line).
    package var text: String
    /// The 1-based column where the code after a prefix starts (the prefix's column plus 3); a
    /// continuation line keeps the one of the line it continues.
    package var codeColumn: Int

    package var isCode: Bool { kind == .shownCode || kind == .hiddenCode || kind == .continuation || kind == .template }
}

/// One HTML comment of a chapter holding a `- test:` line and a `swifttest` fence.
package struct TranscriptBlock: Hashable, Sendable {
    /// The comment's first line (`<!--`).
    package var location: FileLocation
    /// The chapter lines from the fence's first content line to its last.
    package var contentLines: ClosedRange<Int>
    /// Every test the block belongs to, as the `- test:` line names them.
    package var testNames: [String]
    package var lines: [TranscriptLine]
}

/// A test of a chapter's `swifttest` transcripts: the blocks that name it, in page order, read as
/// one program. See AUTHORING.md, "Tested listings in HTML comments".
package struct TranscriptTest: Sendable {
    package var chapterPath: String
    package var name: String
    package var blocks: [TranscriptBlock]
    /// The shown listings whose code is that of one of the blocks, named first by it; their
    /// `// Prints` comments are checked against this test's run.
    package var listings: [TranscriptListing] = []

    /// Unique within the book; `--filter` matches it.
    package var id: String { "\(chapterPath)#test \(name)" }
    /// The first block's comment.
    package var location: FileLocation { blocks[0].location }
    package var lines: [TranscriptLine] { blocks.flatMap(\.lines) }

    /// The block holding a chapter line, or the first.
    func block(holding line: Int) -> TranscriptBlock {
        blocks.first { $0.contentLines.contains(line) } ?? blocks[0]
    }

    /// The modules the code imports (`import X`, `@testable import X`, `import struct X.Y`).
    var importedModules: [String] {
        lines.filter(\.isCode).compactMap { line in
            var words = line.text.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
            guard words.first == "import", words.count >= 2 else { return nil }
            let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
            let path = kinds.contains(words[words.startIndex + 1]) && words.count >= 3 ? words[words.startIndex + 2] : words[words.startIndex + 1]
            return String(path.split(separator: ".").first ?? path)
        }
    }
}
