/// The verdict on one example or compile-fail check, over every environment it was checked in.
public struct Verdict: Sendable {
    public enum Status: String, Sendable, Codable {
        case passed, failed, skipped
    }

    public enum Kind: Sendable {
        case example
        case compileFailure
    }

    /// `Example.id` or `CompileFailureCheck.id`.
    public var id: String
    public var name: String
    public var kind: Kind
    public var chapterPath: String
    public var location: FileLocation
    /// Passed only if it passed in every environment it was checked in.
    public var status: Status
    /// What failed, once for what failed alike everywhere, with a note naming the environment otherwise.
    public var diagnostics: [Diagnostic]
    /// One per environment the chapter is checked in, in the book's order.
    public var outcomes: [Outcome]

    /// What one environment made of the example.
    public struct Outcome: Sendable {
        public var environment: String
        public var status: Status
        public var diagnostics: [Diagnostic]
        /// True when the result came from the cache and no compiler or example ran for it.
        public var fromCache: Bool
        /// Why it ran again instead of coming from the cache (for `--explain`).
        public var rerunReasons: [String]
        /// What each version of the example printed there, first to last; empty for compile-fail
        /// checks and examples that did not run.
        public var runs: [ExampleRun] = []
        /// What the example printed there, as the chapter leaves its code (its last version).
        public var run: ExampleRun? { runs.last }
    }

    /// True when every environment's result came from the cache.
    public var fromCache: Bool { !outcomes.isEmpty && outcomes.allSatisfy { $0.fromCache || $0.status == .skipped } }

    /// The environments where the example was really checked (not skipped).
    public var checkedEnvironments: [String] { outcomes.filter { $0.status != .skipped }.map(\.environment) }
}
