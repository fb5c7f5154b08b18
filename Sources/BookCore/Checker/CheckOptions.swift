import Foundation

/// How `bookgen check` runs.
public struct CheckOptions: Sendable {
    /// Only examples whose name (or `chapter#name`) contains this text.
    public var filter: String?
    /// How many compilers and example processes run at once.
    public var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// Seconds one example may run before it is stopped.
    public var timeout: Double = 10
    /// Bytes one example may print before it is stopped.
    public var outputLimit = 1 << 20
    public var useCache = true
    /// Rewrite the expected-output blocks that differ from what the code printed.
    public var update = false
    /// Where the library build and the results are kept; by default `.build/bookgen` in the package.
    public var cacheFolder: String?

    public init() {}
}

/// The verdict on one example or compile-fail check.
public struct ExampleResult: Sendable {
    public enum Status: String, Sendable, Codable {
        case passed, failed, skipped
    }

    public var id: String
    public var name: String
    public var chapterPath: String
    public var location: FileLocation
    public var status: Status
    public var diagnostics: [Diagnostic]
    /// True when the result came from the cache and no compiler or example ran for it.
    public var fromCache: Bool
    /// Why it ran again instead of coming from the cache (for `--explain`).
    public var rerunReasons: [String]
    public var run: ExampleRun?
}

/// Everything a check found, for the command to print and for the site to show.
public struct CheckReport: Sendable {
    public var book: Book
    public var snippets: [ChapterSnippets]
    public var results: [ExampleResult]
    /// Problems with the book itself (structure, fences, attributes), each counted as a failure.
    public var bookDiagnostics: [Diagnostic]
    /// Compiler warnings of the examples that were compiled in this run.
    public var warnings: [Diagnostic]
    public var updatedFiles: [String]
    /// The library's cache key, shown on the site as the version examples were verified against.
    public var libraryKey: String
    /// A digest of the library's sources alone: the same on every machine, so a page can show it.
    public var librarySourcesFingerprint: String
    public var compilerRuns: Int

    public var passed: Int { results.filter { $0.status == .passed }.count }
    public var failed: Int { results.filter { $0.status == .failed }.count + bookDiagnostics.filter { $0.severity == .error }.count }
    public var skipped: Int { results.filter { $0.status == .skipped }.count }

    /// The closing line: `41 passed, 1 failed`, with `, N skipped` when some were.
    public var summaryLine: String {
        "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
    }
}
