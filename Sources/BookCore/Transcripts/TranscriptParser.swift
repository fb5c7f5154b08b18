/// Reads the `swifttest` transcripts of one HTML comment, as TSPL writes them:
///
/// ```
/// <!--
///   - test: `name`, `other, third`
///
///   ```swifttest
///   -> shown code
///   >> hidden code
///   << printed line
///   ```
/// -->
/// ```
///
/// A prefix counts only left of where code starts (its column plus 3 at most the fence's plus 2),
/// so that a continuation line starting with `->` (a return type) stays code.
enum TranscriptParser {
    /// - Parameters:
    ///   - lines: The comment's lines, as the chapter holds them.
    ///   - firstLine: The chapter line of `lines[0]`.
    /// - Returns: One block per `- test:` line followed by a `swifttest` fence.
    static func blocks(in lines: [String], firstLine: Int, file: String) -> [TranscriptBlock] {
        var blocks: [TranscriptBlock] = []
        var names: [String]?
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("- test:") {
                names = testNames(in: trimmed.dropFirst("- test:".count))
            } else if let fenceNames = names, let fence = fenceOpening(lines[index]) {
                var content: [TranscriptLine] = []
                var end = index + 1
                while end < lines.count, !isFenceClosing(lines[end], fence: fence) {
                    if let line = parse(lines[end], line: firstLine + end, fenceColumn: fence.column, previous: content.last) {
                        content.append(line)
                    }
                    end += 1
                }
                let contentLines = (firstLine + index + 1)...max(firstLine + index + 1, firstLine + end - 1)
                blocks.append(TranscriptBlock(location: FileLocation(file: file, line: firstLine), contentLines: contentLines,
                                              testNames: fenceNames, lines: content))
                names = nil
                index = end
            }
            index += 1
        }
        return blocks
    }

    /// The names in every backtick group, split at commas: `` `a, b`, `c` `` names a, b and c.
    static func testNames(in text: Substring) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }
            .flatMap { $0.element.split(separator: ",") }
            .map { String(String($0).trimmingBlanks) }
            .filter { !$0.isEmpty }
    }

    private struct Fence {
        var column: Int
        var marker: Character
        var length: Int
    }

    private static func fenceOpening(_ line: String) -> Fence? {
        let indent = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indent)
        guard let marker = rest.first, marker == "`" || marker == "~" else { return nil }
        let length = rest.prefix { $0 == marker }.count
        guard length >= 3, String(rest.dropFirst(length)).trimmingBlanks == "swifttest" else { return nil }
        return Fence(column: indent, marker: marker, length: length)
    }

    private static func isFenceClosing(_ line: String, fence: Fence) -> Bool {
        let rest = line.trimmingBlanks
        return rest.count >= fence.length && rest.allSatisfy { $0 == fence.marker }
    }

    private static let prefixes: [String: TranscriptLine.Kind] = [
        "->": .shownCode, ">>": .hiddenCode, "<<": .output, "<-": .output, "/>": .template,
        "</": .printed, "!$": .diagnostic, "!!": .diagnosticExcerpt, "xx": .trap,
    ]

    /// One content line; nil for a blank line that follows no code (it holds nothing).
    private static func parse(_ text: String, line: Int, fenceColumn: Int, previous: TranscriptLine?) -> TranscriptLine? {
        let characters = Array(text)
        let indent = characters.prefix { $0 == " " }.count
        if indent <= fenceColumn + 2, characters.count >= indent + 2 {
            let token = String(characters[indent..<(indent + 2)])
            let after = characters.count > indent + 2 ? characters[indent + 2] : nil
            if let kind = prefixes[token], after == nil || after == " " || after == "-" && characters.count == indent + 3 {
                let codeColumn = indent + 4
                if kind == .shownCode || kind == .hiddenCode {
                    var code = characters
                    code[indent] = " "
                    code[indent + 1] = " "
                    return TranscriptLine(kind: kind, line: line, text: String(code), codeColumn: codeColumn)
                }
                // `<<-` and `!!-`: an empty line, which `<< ` would leave with a trailing blank.
                let content = after == "-" ? "" : String(characters.dropFirst(indent + 3))
                if kind == .template {
                    let code = String(repeating: " ", count: indent + 3) + "print(\"" + content + "\")"
                    return TranscriptLine(kind: kind, line: line, text: code, codeColumn: codeColumn)
                }
                return TranscriptLine(kind: kind, line: line, text: content, codeColumn: codeColumn)
            }
        }
        // A blank line, a comment or an indented line: code that continues the line before.
        return TranscriptLine(kind: .continuation, line: line, text: text, codeColumn: previous?.codeColumn ?? fenceColumn + 4)
    }
}
