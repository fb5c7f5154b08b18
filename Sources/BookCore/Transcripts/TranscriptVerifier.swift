import Foundation

/// Judges a transcript test's build and run against what its transcript says: the compiler's
/// diagnostics (`!$`, `!!`), the printed lines (`<<`, `<-`, `</`) and a trap (`xx`). Each problem is
/// reported at the comment block where the first difference is, with a diff.
enum TranscriptVerifier {
    static let diagnosticsDiffer = DiagnosticMessage(id: "transcript-diagnostics", "the compiler's diagnostics are not the ones the transcript lists")
    static let outputDiffers = DiagnosticMessage(id: "output-mismatch", "output does not match the transcript")
    static let noTrap = DiagnosticMessage(id: "expected-crash", "the transcript expects a trap here, but the program finished")
    static let crashed = DiagnosticMessage(id: "crashed", "the test's program crashed")
    static let timedOut = DiagnosticMessage(id: "timed-out", "the test's program did not finish in time and was stopped")
    static let outputLimit = DiagnosticMessage(id: "output-limit", "the test's program printed too much and was stopped")
    static let notRun = DiagnosticMessage(id: "not-run", "the test's program did not run")
    static let libraryBroken = DiagnosticMessage(id: "not-run", "not run: a test it imports does not build")

    /// - Returns: The problems, and the compiler's warnings about a test whose transcript lists no
    ///   diagnostic (they are reported as an example's are, and fail nothing).
    static func verify(_ program: TranscriptProgram, run: TranscriptRun) -> (problems: [Diagnostic], warnings: [Diagnostic]) {
        let test = program.test
        let expected = program.expectations
        var diagnostics: [Diagnostic] = []

        var messages = CompilerMessage.parse(run.compilerOutput)
        var warnings: [Diagnostic] = []
        if expected.messages.isEmpty {
            // A warning and the notes under it.
            var isWarning = false
            messages = messages.filter { message in
                if message.severity != .note { isWarning = message.severity == .warning }
                if isWarning { warnings.append(message.diagnostic) }
                return !isWarning
            }
        }
        var actualLines: [(text: String, line: Int?)] = []
        var unmatched = expected.messages
        for message in messages {
            let headline = trimmedEnd("\(message.severity.rawValue): \(Self.withoutGroup(message.text))")
            let line = message.file == test.chapterPath ? message.line : nil
            actualLines.append((headline, line))
            // The source and caret lines count where the book gives them for this message.
            guard let index = unmatched.firstIndex(where: { $0.headline == headline }) else { continue }
            let book = Self.dedented(unmatched.remove(at: index).excerpt)
            guard !book.isEmpty else { continue }
            // The compiler's own lines about diagnostic groups (`[#Name]: <https://...>`) are no excerpt.
            for (offset, excerptLine) in Self.dedented(message.excerpt.filter { !$0.hasPrefix("[#") }).enumerated() {
                var text = excerptLine
                // The book writes some source and caret lines flush left, whatever their column.
                if offset < book.count, let first = book[offset].first, first != " ", text.drop(while: { $0 == " " }) == book[offset] {
                    text = book[offset]
                }
                actualLines.append((text, line))
            }
        }
        let expectedLines = expected.messages.flatMap { message in
            ([trimmedEnd(message.headline)] + dedented(message.excerpt)).map { (text: trimmedEnd($0), line: Int?.some(message.line)) }
        }
        // A library's or an unbuilt program's messages are all there is to check; so are those of
        // code the transcript says does not compile.
        if expectedLines.map(\.text) != actualLines.map(\.text) {
            let at = firstDifference(expected: expectedLines, actual: actualLines) ?? test.location.line
            var diagnostic = Diagnostic(diagnosticsDiffer, at: test.block(holding: at).location, excerpt: UnifiedDiff.lines(
                expected: expectedLines.map(\.text), actual: actualLines.map(\.text),
                expectedLabel: "\(test.chapterPath):\(test.location.line) (test '\(test.name)', expected)",
                actualLabel: run.compiled ? "what the compiler said" : "what the compiler said (it did not build)"))
            if expected.expectsError, run.compiled { diagnostic.message = "the transcript lists compiler errors, but the test's code compiles" }
            diagnostics.append(diagnostic)
        }
        guard run.compiled, !expected.expectsError, let output = run.output, let ending = run.ending else { return (diagnostics, warnings) }

        let trapBlock = expected.trap.map { test.block(holding: $0.line).location } ?? test.location
        switch ending {
        case .finished:
            if expected.trap != nil { diagnostics.append(Diagnostic(noTrap, at: trapBlock)) }
        case .crashed(let description, let detail):
            if expected.trap == nil {
                var diagnostic = Diagnostic(crashed, at: test.location, excerpt: detail.split(separator: "\n").suffix(12).map(String.init))
                diagnostic.message = "the test's program crashed: it \(description)"
                diagnostics.append(diagnostic)
            }
        case .timedOut: diagnostics.append(Diagnostic(timedOut, at: test.location))
        case .outputLimitExceeded: diagnostics.append(Diagnostic(outputLimit, at: test.location))
        case .notRun(let reason): diagnostics.append(Diagnostic(notRun, at: test.location, notes: [Diagnostic.Note(reason)]))
        }

        let printed = OutputComparison.normalizedLines(output).map { (text: $0, line: Int?.none) }
        let wanted = expected.output.map { (text: trimmedEnd($0.text), line: Optional($0.line)) }
        if wanted.map(\.text) != printed.map(\.text) {
            let at = firstDifference(expected: wanted, actual: printed) ?? test.location.line
            diagnostics.append(Diagnostic(outputDiffers, at: test.block(holding: at).location, excerpt: UnifiedDiff.lines(
                expected: wanted.map(\.text).map(OutputCharacters.visible), actual: printed.map(\.text).map(OutputCharacters.visible),
                expectedLabel: "\(test.chapterPath):\(test.location.line) (test '\(test.name)', expected)",
                actualLabel: "what test '\(test.name)' printed")))
        }
        return (diagnostics, warnings)
    }

    /// The chapter line of the first difference: the expected line that is missing or changed, else
    /// the actual line's own place, else the expected line before the extra one.
    private static func firstDifference(expected: [(text: String, line: Int?)], actual: [(text: String, line: Int?)]) -> Int? {
        let script = UnifiedDiff.editScript(expected.map(\.text), actual.map(\.text))
        guard let change = script.first(where: { $0.kind != .same }) else { return nil }
        if change.kind == .delete { return expected[change.oldIndex].line }
        if let line = actual[change.newIndex].line { return line }
        return change.oldIndex > 0 ? expected[change.oldIndex - 1].line : expected.first?.line
    }

    /// A diagnostic's source, caret and fix-it lines without the indentation they share, and
    /// without blanks at their ends: the compiler prints the code as the file holds it, indented
    /// where the chapter indents it, and TSPL's transcripts print it as the old tool's did.
    private static func dedented(_ lines: [String]) -> [String] {
        var trimmed = lines.map(trimmedEnd)
        // An empty fix-it line (the fix removes text) is printed or not, by compiler and by book.
        while trimmed.last?.isEmpty == true { trimmed.removeLast() }
        let indent = trimmed.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return trimmed.map { String($0.dropFirst(min(indent, $0.count))) }
    }

    /// The message without the diagnostic group the compiler names after it (` [#no-usage]`),
    /// which TSPL's transcripts predate.
    static func withoutGroup(_ text: String) -> String {
        guard text.hasSuffix("]"), let open = text.range(of: " [#", options: .backwards) else { return text }
        return String(text[..<open.lowerBound])
    }

    private static func trimmedEnd(_ line: String) -> String {
        var text = Substring(line)
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return String(text)
    }
}
