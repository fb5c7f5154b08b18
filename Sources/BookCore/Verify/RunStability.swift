/// Whether an example prints the same on two runs. Every example that runs (not from the cache) is
/// run twice: output that changes between runs (a `Set`'s order, a date, a race) would pass or fail
/// by chance, and once a passing run is cached it would pass for good.
enum RunStability {
    static let unstable = DiagnosticMessage(id: "unstable-output", "example printed differently on two runs; its output cannot be checked as written")

    /// How many changed lines a diagnostic names before it stops.
    static let namedLines = 5

    /// Whether a run's ending lets it run again at no great cost: a time-out or a flood of output would cost as much again.
    static func isWorthRepeating(_ run: ExampleRun) -> Bool {
        switch run.ending {
        case .finished, .crashed: true
        case .timedOut, .outputLimitExceeded, .notRun: false
        }
    }

    /// The problem with an example whose versions printed `first` on one run and `second` on the
    /// next; nil when each version printed the same, or when the output blocks' `...` cover what
    /// changed (both runs match the page, or a mismatch would be corrected alike from either run:
    /// a stale line beside a varying one is a plain mismatch).
    ///
    /// - Parameter firstProblems: What verifying the first run found.
    static func diagnostic(_ example: Example, first: [ExampleRun], second: [ExampleRun], firstProblems: [Diagnostic]) -> Diagnostic? {
        guard let (before, after) = zip(first, second).first(where: { $0.segments != $1.segments }) else { return nil }
        if firstProblems.isEmpty && ExampleVerifier.verify(example, runs: second).isEmpty { return nil }
        let corrected = ExampleVerifier.corrections(example, runs: first), againCorrected = ExampleVerifier.corrections(example, runs: second)
        if corrected.map(\.1) == againCorrected.map(\.1) && corrected.map(\.0.location) == againCorrected.map(\.0.location) { return nil }
        let beforeLines = before.segments.joined().split(separator: "\n", omittingEmptySubsequences: false)
        let afterLines = after.segments.joined().split(separator: "\n", omittingEmptySubsequences: false)
        var notes: [Diagnostic.Note] = []
        for index in 0..<max(beforeLines.count, afterLines.count) {
            let was = index < beforeLines.count ? "'\(beforeLines[index])'" : "nothing"
            let now = index < afterLines.count ? "'\(afterLines[index])'" : "nothing"
            guard was != now else { continue }
            if notes.count == namedLines {
                notes.append(Diagnostic.Note("and more lines changed"))
                break
            }
            notes.append(Diagnostic.Note("output line \(index + 1): \(was) on the first run, \(now) on the second"))
        }
        notes.append(Diagnostic.Note("if the change is expected, mark the output block `ellipsis` and write `...` where the text varies; otherwise make the example print the same each time (sort a Set, fix a seed)"))
        return Diagnostic(unstable, at: example.location, notes: notes)
    }
}
