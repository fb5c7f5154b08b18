/// Judges an example's run against the output blocks the chapter shows for it.
enum ExampleVerifier {
    static let mismatch = DiagnosticMessage(id: "output-mismatch", "output does not match the expected block")
    static let crashed = DiagnosticMessage(id: "crashed", "example crashed")
    static let expectedCrash = DiagnosticMessage(id: "expected-crash", "example was expected to crash, but it finished")
    static let timedOut = DiagnosticMessage(id: "timed-out", "example did not finish in time and was stopped")
    static let outputLimit = DiagnosticMessage(id: "output-limit", "example printed too much; its output was cut and it was stopped")
    static let notRun = DiagnosticMessage(id: "not-run", "example did not run")

    /// - Returns: Every problem with the run; empty when the example passes.
    static func verify(_ example: Example, run: ExampleRun) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        switch run.ending {
        case .finished:
            if example.expectsCrash { diagnostics.append(Diagnostic(expectedCrash, at: example.location)) }
        case .crashed(let description, let detail):
            if !example.expectsCrash {
                var diagnostic = Diagnostic(crashed, at: example.location, excerpt: tail(of: detail))
                diagnostic.message = "example crashed: it \(description)"
                diagnostics.append(diagnostic)
            }
        case .timedOut(let seconds):
            var diagnostic = Diagnostic(timedOut, at: example.location)
            diagnostic.message = "example did not finish within \(format(seconds)) s and was stopped; raise --timeout if it is only slow"
            diagnostics.append(diagnostic)
        case .outputLimitExceeded(let bytes):
            var diagnostic = Diagnostic(outputLimit, at: example.location)
            diagnostic.message = "example printed more than \(bytes) bytes; its output was cut there and it was stopped"
            diagnostics.append(diagnostic)
            return diagnostics
        case .notRun(let reason):
            diagnostics.append(Diagnostic(notRun, at: example.location, notes: [Diagnostic.Note(reason)]))
            return diagnostics
        }
        for (index, expected) in example.expectedOutputs.enumerated() {
            let actual = index < run.segments.count ? run.segments[index] : ""
            guard !OutputComparison.matches(expected, actual: actual) else { continue }
            // Control characters (a carriage return, NUL, an escape) are shown, so the diff never looks empty.
            let diff = UnifiedDiff.lines(
                expected: OutputComparison.normalizedLines(expected.text).map(OutputCharacters.visible),
                actual: OutputComparison.normalizedLines(actual).map(OutputCharacters.visible),
                expectedLabel: "\(expected.location.file):\(expected.location.line) (expected)",
                actualLabel: "what example '\(example.name)' printed"
            )
            diagnostics.append(Diagnostic(mismatch, at: expected.location, excerpt: diff))
        }
        return diagnostics
    }

    /// The outputs an `--update` would write: for each expected block that differs, the text the code printed.
    static func corrections(_ example: Example, run: ExampleRun) -> [(ExpectedOutput, String)] {
        switch run.ending {
        case .finished, .crashed: break
        default: return []
        }
        if case .crashed = run.ending, !example.expectsCrash { return [] }
        return example.expectedOutputs.enumerated().compactMap { index, expected in
            let actual = index < run.segments.count ? run.segments[index] : ""
            return OutputComparison.matches(expected, actual: actual) ? nil : (expected, OutputComparison.correction(expected, actual: actual))
        }
    }

    /// The last lines the example wrote to stderr before the runtime's stack trace, which names
    /// addresses in a generated program and says nothing to the author.
    private static func tail(of text: String) -> [String] {
        let lines = text.split(separator: "\n").map(String.init)
        let message = lines.prefix { $0 != "Current stack trace:" }
        return Array(message.suffix(12))
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
