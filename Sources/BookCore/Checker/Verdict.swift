/// The verdict on one example or compile-fail check, over every environment it was checked in.
package struct Verdict: Sendable {
    package enum Status: String, Sendable, Codable {
        case passed, failed, skipped
    }

    package enum Kind: Sendable {
        case example
        case compileFailure
    }

    /// `Example.id` or `CompileFailureCheck.id`.
    package var id: String
    package var name: String
    package var kind: Kind
    package var chapterPath: String
    package var location: FileLocation
    /// Passed only if it passed in every environment it was checked in.
    package var status: Status
    /// What failed, once for what failed alike everywhere, with a note naming the environment otherwise.
    package var diagnostics: [Diagnostic]
    /// One per environment the chapter is checked in, in the book's order.
    package var outcomes: [Outcome]

    /// What one environment made of the example.
    package struct Outcome: Sendable {
        package var environment: String
        package var status: Status
        package var diagnostics: [Diagnostic]
        /// True when the result came from the cache and no compiler or example ran for it.
        package var fromCache: Bool
        /// Why it ran again instead of coming from the cache (for `--explain`).
        package var rerunReasons: [String]
        /// What each version of the example printed there, first to last; empty for compile-fail
        /// checks and examples that did not run.
        package var runs: [ExampleRun] = []
        /// What the example printed there, as the chapter leaves its code (its last version).
        package var run: ExampleRun? { runs.last }
    }

    /// True when every environment's result came from the cache.
    package var fromCache: Bool { !outcomes.isEmpty && outcomes.allSatisfy { $0.fromCache || $0.status == .skipped } }

    /// The environments where the example was really checked (not skipped).
    package var checkedEnvironments: [String] { outcomes.filter { $0.status != .skipped }.map(\.environment) }
}
