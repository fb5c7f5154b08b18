/// Compares what an example printed with its expected block: exactly, line by line, forgiving only
/// trailing whitespace at line ends and the final newline.
enum OutputComparison {
    static func normalizedLines(_ text: String) -> [String] {
        // Byte-wise, as the comparison runs for every output block of every check.
        var body = text.utf8[...]
        if body.last == UInt8(ascii: "\n") { body = body.dropLast() }
        if body.last == UInt8(ascii: "\r") && text.utf8.last == UInt8(ascii: "\n") { body = body.dropLast() }
        if body.isEmpty { return [] }
        return body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            var trimmed = line
            while let last = trimmed.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r") {
                trimmed = trimmed.dropLast()
            }
            return String(decoding: trimmed, as: UTF8.self)
        }
    }

    static func matches(_ expected: ExpectedOutput, actual: String) -> Bool {
        let expectedLines = normalizedLines(expected.text)
        let actualLines = normalizedLines(actual)
        return expected.ellipsis ? EllipsisPattern(expectedLines).matches(actualLines) : expectedLines == actualLines
    }

    /// What `--update` writes into a block that no longer matches: what the code printed, keeping
    /// the lines of an `ellipsis` block whose pattern still matches.
    static func correction(_ expected: ExpectedOutput, actual: String) -> String {
        guard expected.ellipsis else { return actual }
        let lines = EllipsisPattern(normalizedLines(expected.text)).rewritten(for: normalizedLines(actual))
        return lines.map { $0 + "\n" }.joined()
    }
}
