/// How one environment fared in a check.
package struct EnvironmentReport: Sendable {
    package var name: String
    /// What pages call it, e.g. `RxSwift 6.10.2`.
    package var label: String
    /// The same on every machine: a package's version, or `sources` and a digest of the book's modules.
    package var version: String
    /// Why it was left out; nil when it was checked.
    package var skipReason: String?
    package var passed = 0
    package var failed = 0
    package var skipped = 0
}

/// Everything a check found: the one input of every renderer and of the command's report.
public struct CheckedBook: Sendable {
    package var book: Book
    package var chapters: [PreparedChapter]
    /// The site's not-found page as the book writes it (`Book.notFoundChapter`), its blocks shown as written.
    package var notFoundChapter: PreparedChapter? { book.notFoundChapter.map(PreparedChapter.init(shownAsWritten:)) }
    /// One per example and compile-fail check, in chapter and line order.
    package var verdicts: [Verdict] {
        didSet { verdictIndex = Self.index(verdicts) }
    }
    private var verdictIndex: [String: Int]
    /// Problems with the book itself (structure, fences, attributes, includes, book.toml), each a failure.
    package var diagnostics: [Diagnostic]
    /// Compiler warnings of the examples compiled in this run.
    package var warnings: [Diagnostic]
    /// Every environment some chapter uses, in the book's order.
    package var environments: [EnvironmentReport]
    /// False when the examples were not run (`build --from-cache` without a toolchain, or `serve` without one).
    package var wasChecked: Bool
    package var updatedFiles: [String] = []
    package var compilerRuns = 0

    package init(book: Book, chapters: [PreparedChapter], verdicts: [Verdict], diagnostics: [Diagnostic],
                warnings: [Diagnostic], environments: [EnvironmentReport], wasChecked: Bool) {
        self.book = book
        self.chapters = chapters
        self.verdicts = verdicts
        self.verdictIndex = Self.index(verdicts)
        self.diagnostics = diagnostics
        self.warnings = warnings
        self.environments = environments
        self.wasChecked = wasChecked
    }

    private static func index(_ verdicts: [Verdict]) -> [String: Int] {
        Dictionary(verdicts.enumerated().map { ($0.element.id, $0.offset) }) { first, _ in first }
    }

    package var passed: Int { verdicts.filter { $0.status == .passed }.count }
    package var failed: Int { verdicts.filter { $0.status == .failed }.count }
    package var skipped: Int { verdicts.filter { $0.status == .skipped }.count }
    /// Errors in the book rather than in an example (a missing include, a broken link, a bad
    /// book.toml), counted apart so that a count of examples stays one.
    package var bookProblems: Int { diagnostics.filter { $0.severity == .error }.count }
    /// Whether the check failed: an example failed, or the book has a problem.
    package var hasFailures: Bool { failed > 0 || bookProblems > 0 }

    /// Swift blocks shown without a check: unmarked ones under `swift-blocks = "marked"`, and interface
    /// listings (declarations without bodies) in a top-level chapter.
    package var listings: Int { chapters.reduce(0) { $0 + $1.snippets.listings } }
    /// The listings with `// Prints` comments: those the transcript after them checks, and the rest.
    package var transcriptListings: TranscriptListingCounts { chapters.reduce(TranscriptListingCounts()) { $0 + $1.snippets.transcriptListings } }

    /// The closing line: `41 passed, 1 failed`, with `, N skipped` when some were and
    /// `; N book problems` when the book has some.
    package var summaryLine: String {
        "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
            + (bookProblems > 0 ? "; \(bookProblems) book problem\(bookProblems == 1 ? "" : "s")" : "")
    }

    /// The verdict on an example or compile-fail check, by id.
    package func verdict(_ id: String) -> Verdict? {
        verdictIndex[id].map { verdicts[$0] }
    }

    package func environment(_ name: String) -> EnvironmentReport? {
        environments.first { $0.name == name }
    }
}
