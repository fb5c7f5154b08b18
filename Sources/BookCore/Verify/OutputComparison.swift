/// Compares what an example printed with its expected block: exactly, line by line, forgiving only
/// trailing whitespace at line ends and the final newline.
enum OutputComparison {
    static func normalizedLines(_ text: String) -> [String] {
        var body = Substring(text)
        if body.hasSuffix("\r\n") { body = body.dropLast(2) } else if body.hasSuffix("\n") { body = body.dropLast() }
        if body.isEmpty { return [] }
        return body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var trimmed = line
            while let last = trimmed.last, last == " " || last == "\t" || last == "\r" { trimmed = trimmed.dropLast() }
            return String(trimmed)
        }
    }

    static func matches(expected: String, actual: String) -> Bool {
        normalizedLines(expected) == normalizedLines(actual)
    }
}
