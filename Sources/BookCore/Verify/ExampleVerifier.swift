/// Judges an example's run against the output blocks the chapter shows for it.
enum ExampleVerifier {
    static let mismatch = DiagnosticMessage(id: "output-mismatch", "output does not match the expected block")
    static let printsMismatch = DiagnosticMessage(id: "prints-mismatch", "the statement above did not print what this `// Prints` comment says")
    static let crashed = DiagnosticMessage(id: "crashed", "example crashed")
    static let expectedCrash = DiagnosticMessage(id: "expected-crash", "example was expected to crash, but it finished")
    static let crashMessage = DiagnosticMessage(id: "crash-message", "example crashed, but not with the expected message")
    static let timedOut = DiagnosticMessage(id: "timed-out", "example did not finish in time and was stopped")
    static let outputLimit = DiagnosticMessage(id: "output-limit", "example printed too much; its output was cut and it was stopped")
    static let notRun = DiagnosticMessage(id: "not-run", "example did not run")

    /// - Parameter runs: One per version of the example, first to last.
    /// - Returns: Every problem with the runs; empty when the example passes.
    static func verify(_ example: Example, runs: [ExampleRun]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, run) in runs.enumerated() {
            for var diagnostic in endingProblems(example, version: index, run: run) {
                // The same problem in several versions is reported once, for the first.
                guard !diagnostics.contains(where: { $0.id == diagnostic.id && $0.message == diagnostic.message }) else { continue }
                if let inserted = example.versions[index].insertedAt {
                    diagnostic.notes.append(Diagnostic.Note("in the example as it runs with the block inserted here", at: inserted))
                }
                diagnostics.append(diagnostic)
            }
        }
        // Output that was cut, or a run that never began, says nothing about the blocks.
        if diagnostics.contains(where: { $0.id == outputLimit.id || $0.id == notRun.id }) { return diagnostics }
        for expected in example.expectations {
            let actual = Self.actual(expected, runs: runs)
            guard !OutputComparison.matches(expected, actual: actual) else { continue }
            var label = expected.comment == nil ? "what example '\(example.name)' printed" : "what the statement printed"
            if let inserted = example.versions[expected.version].insertedAt {
                label += " with the block at line \(inserted.line) inserted"
            }
            // Control characters (a carriage return, NUL, an escape) are shown, so the diff never looks empty.
            let diff = UnifiedDiff.lines(
                expected: OutputComparison.normalizedLines(expected.text).map(OutputCharacters.visible),
                actual: OutputComparison.normalizedLines(actual).map(OutputCharacters.visible),
                expectedLabel: "\(expected.location.file):\(expected.location.line) (expected)",
                actualLabel: label
            )
            diagnostics.append(Diagnostic(expected.comment == nil ? mismatch : printsMismatch, at: expected.location, excerpt: diff))
        }
        return diagnostics
    }

    /// What went wrong with how one version's run ended.
    private static func endingProblems(_ example: Example, version: Int, run: ExampleRun) -> [Diagnostic] {
        let expectsCrash = example.versions[version].expectsCrash
        switch run.ending {
        case .finished:
            return expectsCrash ? [Diagnostic(expectedCrash, at: example.location)] : []
        case .crashed(let description, let detail):
            if expectsCrash {
                guard let expected = example.versions[version].expectedCrashMessage else { return [] }
                let said = CrashSite.runtimeMessages(in: CrashSite.shown(detail, chapterPath: example.chapterPath))
                guard !said.contains(where: { $0.contains(expected) }) else { return [] }
                let site = CrashSite.location(of: run, example: example, detail: detail)
                var diagnostic = Diagnostic(crashMessage, at: site ?? example.location, excerpt: said.isEmpty ? tail(of: detail) : said)
                diagnostic.message = "example crashed, but the runtime's message does not contain '\(expected)'"
                    + (said.isEmpty ? "; it \(description) without one" : "")
                return [diagnostic]
            }
            let site = CrashSite.location(of: run, example: example, detail: detail)
            var diagnostic = Diagnostic(crashed, at: site ?? example.location, excerpt: tail(of: CrashSite.shown(detail, chapterPath: example.chapterPath)))
            diagnostic.message = "example crashed: it \(description)"
            if site == nil {
                diagnostic.notes.append(Diagnostic.Note("the runtime did not say which line trapped, so this is where the example starts"))
            } else if site != example.location {
                diagnostic.notes.append(Diagnostic.Note("in example '\(example.name)', which starts here", at: example.location))
            }
            return [diagnostic]
        case .timedOut(let seconds):
            var diagnostic = Diagnostic(timedOut, at: example.location)
            let raise = example.timeout == nil ? "--timeout" : "the example's timeout="
            diagnostic.message = "example did not finish within \(format(seconds)) s and was stopped; raise \(raise) if it is only slow"
            return [diagnostic]
        case .outputLimitExceeded(let bytes):
            var diagnostic = Diagnostic(outputLimit, at: example.location)
            diagnostic.message = "example printed more than \(bytes) bytes; its output was cut there and it was stopped"
            return [diagnostic]
        case .notRun(let reason):
            return [Diagnostic(notRun, at: example.location, notes: [Diagnostic.Note(reason)])]
        }
    }

    /// What an output block's version printed over the block's segments; a segment the run never
    /// reached (it crashed first) printed nothing.
    static func actual(_ expected: ExpectedOutput, runs: [ExampleRun]) -> String {
        guard expected.version < runs.count else { return "" }
        let segments = runs[expected.version].segments
        return expected.segments.map { $0 < segments.count ? segments[$0] : "" }.joined()
    }

    /// The outputs an `--update` would write: for each expected block that differs, the text its
    /// version printed. Blocks of a version whose run was cut, never began, or crashed unexpectedly are left alone.
    static func corrections(_ example: Example, runs: [ExampleRun]) -> [(ExpectedOutput, String)] {
        example.expectations.compactMap { expected in
            guard expected.version < runs.count else { return nil }
            switch runs[expected.version].ending {
            case .finished: break
            case .crashed: if !example.versions[expected.version].expectsCrash { return nil }
            default: return nil
            }
            let actual = Self.actual(expected, runs: runs)
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
