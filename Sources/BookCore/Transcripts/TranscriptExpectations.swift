/// What a transcript test says its program does: the lines it prints, the compiler's diagnostics,
/// and whether it traps.
struct TranscriptExpectations: Sendable {
    /// A diagnostic as the book writes it: `error: text` and the source and caret lines under it.
    struct Message: Hashable, Sendable {
        var headline: String
        var excerpt: [String]
        var line: Int
    }

    /// `<<`, `<-` and `</` lines, in order, with their chapter lines.
    var output: [(text: String, line: Int)] = []
    var messages: [Message] = []
    /// The first `xx` line: its chapter line and what it says (`assert`, `overflow`).
    var trap: (line: Int, word: String)?

    /// `severity: text` of a `file:line:column: severity: text` line, or nil.
    static func locatedHeadline(_ line: String) -> String? {
        guard let message = CompilerMessage.parse(line).first, message.excerpt.isEmpty else { return nil }
        return "\(message.severity.rawValue): \(message.text)"
    }

    /// Whether a diagnostic line starts with a severity, as the compiler's headlines do.
    static func namesSeverity(_ line: String) -> Bool {
        ["error:", "warning:", "note:", "remark:"].contains { line.hasPrefix($0) }
    }

    var expectsError: Bool { messages.contains { $0.headline.hasPrefix("error:") } }

    init(_ test: TranscriptTest) {
        for line in test.lines {
            switch line.kind {
            case .output, .printed: output.append((line.text, line.line))
            case .diagnostic:
                // Some `!$` lines are a message's source or caret line (`!$ if #available(x 1, *) {`):
                // only a line naming a severity starts a message.
                if Self.namesSeverity(line.text) || messages.isEmpty {
                    messages.append(Message(headline: line.text, excerpt: [], line: line.line))
                } else {
                    messages[messages.count - 1].excerpt.append(line.text)
                }
            case .diagnosticExcerpt:
                // A compiled test's transcript holds the compiler's own lines, location first:
                // `/tmp/swifttest.swift:19:6: error: ...`; the location is the old tool's file, not the chapter.
                if let headline = Self.locatedHeadline(line.text) {
                    messages.append(Message(headline: headline, excerpt: [], line: line.line))
                } else if !messages.isEmpty {
                    messages[messages.count - 1].excerpt.append(line.text)
                }
            case .trap: if trap == nil { trap = (line.line, line.text) }
            case .shownCode, .hiddenCode, .continuation, .template: break
            }
        }
    }
}
