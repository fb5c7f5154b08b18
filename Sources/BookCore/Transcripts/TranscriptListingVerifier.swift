/// Checks the `// Prints` comments of the listings paired with a transcript test against what the
/// test's run printed at their statements.
///
/// The run is split where the transcript's printed lines are: when the run printed exactly the
/// transcript's lines, the lines a statement's transcript lines stand for are the run's lines at the
/// same places, so each comment is held against what the program printed there, not against the
/// transcript's text. A run that printed something else is reported by the transcript's own check,
/// and its listings' comments are left unchecked.
enum TranscriptListingVerifier {
    /// - Returns: A `prints-mismatch` error at each comment that differs, with a diff, and how many
    ///   comments were checked.
    static func verify(_ program: TranscriptProgram, run: TranscriptRun) -> (problems: [Diagnostic], checked: Int) {
        let test = program.test
        guard !test.listings.isEmpty, run.compiled, let output = run.output else { return ([], 0) }
        let printed = OutputComparison.normalizedLines(output)
        let expected = program.expectations.output
        guard printed == expected.map({ OutputComparison.normalizedLines($0.text + "\n").first ?? "" }) else { return ([], 0) }
        let indexByLine = Dictionary(expected.enumerated().map { ($0.element.line, $0.offset) }) { first, _ in first }
        var problems: [Diagnostic] = []
        var checked = 0
        for listing in test.listings {
            for check in listing.checks {
                let indices = check.outputLines.compactMap { indexByLine[$0] }
                // A line the test does not hold (another test's copy of a shared block): nothing to hold it against.
                guard indices.count == check.outputLines.count else { continue }
                checked += 1
                let actual = indices.map { printed[$0] }
                let wanted = OutputComparison.normalizedLines(check.printed.map { $0 + "\n" }.joined())
                guard wanted != actual else { continue }
                let diff = UnifiedDiff.lines(
                    expected: wanted.map(OutputCharacters.visible), actual: actual.map(OutputCharacters.visible),
                    expectedLabel: "\(check.location.file):\(check.location.line) (expected)",
                    actualLabel: "what the statement printed in test '\(test.name)'")
                var diagnostic = Diagnostic(ExampleVerifier.printsMismatch, at: check.location, excerpt: diff)
                diagnostic.notes.append(Diagnostic.Note("checked by test '\(test.name)', whose transcript shows the listing's code", at: listing.transcript))
                problems.append(diagnostic)
            }
        }
        return (problems, checked)
    }
}
