/// One diagnostic printed by `swiftc` in LLVM style: `file:line:column: severity: text`,
/// followed by the lines the compiler printed under it (source excerpt, caret).
struct CompilerMessage: Equatable, Sendable {
    var file: String
    var line: Int
    var column: Int
    var severity: Diagnostic.Severity
    var text: String
    var excerpt: [String]

    /// Reads every diagnostic of a compiler run; lines that are not diagnostics attach to the one before.
    static func parse(_ output: String) -> [CompilerMessage] {
        var messages: [CompilerMessage] = []
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            if let message = parseHeadline(line) {
                messages.append(message)
            } else if !messages.isEmpty, !line.isEmpty {
                messages[messages.count - 1].excerpt.append(line)
            }
        }
        return messages
    }

    private static func parseHeadline(_ line: String) -> CompilerMessage? {
        for severity in [Diagnostic.Severity.error, .warning, .note] {
            let tag = ": \(severity.rawValue): "
            guard let tagRange = line.range(of: tag) else { continue }
            let location = line[..<tagRange.lowerBound]
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { continue }
            let file = parts.dropLast(2).joined(separator: ":")
            return CompilerMessage(file: file, line: lineNumber, column: column, severity: severity,
                                   text: String(line[tagRange.upperBound...]), excerpt: [])
        }
        return nil
    }

    var diagnostic: Diagnostic {
        Diagnostic(file: file, line: line, column: column, severity: severity, id: "compiler", message: text, excerpt: excerpt)
    }
}
