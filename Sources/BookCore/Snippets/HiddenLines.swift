/// Lines the compiler sees but the reader does not: their first non-blank characters are `# `, or
/// the line is just `#`. Swift never starts a line that way, so `#if` and macros are unaffected.
package enum HiddenLines {
    /// Whether `line` is hidden from the reader.
    package static func isHidden(_ line: Substring) -> Bool {
        let rest = line.drop(while: { $0 == " " || $0 == "\t" })
        return rest == "#" || rest.hasPrefix("# ")
    }

    /// The compiler's view of a line: a hidden line's `#` becomes a space, so columns stay right.
    static func compilerView(of line: String) -> String {
        guard isHidden(line[...]), let hash = line.firstIndex(of: "#") else { return line }
        var result = line
        result.replaceSubrange(hash...hash, with: " ")
        return result
    }

    /// What the page shows and the copy button copies: the block without its hidden lines.
    package static func readerView(of code: String) -> String {
        // Without a CR, every LF byte ends a line (a LF is a character of its own), so lines are
        // cut on bytes; only a line whose first non-blank byte is `#` asks `isHidden`.
        guard !code.utf8.contains(UInt8(ascii: "\r")) else { return linesReaderView(of: code) }
        let bytes = Array(code.utf8)
        var lines: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(start..<index)
            start = index + 1
        }
        lines.append(start..<bytes.count)
        let endsWithNewline = lines.last?.isEmpty == true
        if endsWithNewline { lines.removeLast() }
        var shown: [UInt8] = []
        shown.reserveCapacity(bytes.count)
        var first = true
        for line in lines {
            let blank = bytes[line].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
            if line.count > blank, bytes[line.lowerBound + blank] == UInt8(ascii: "#"),
               isHidden(Substring(String(decoding: bytes[line], as: UTF8.self))) {
                continue
            }
            if !first { shown.append(UInt8(ascii: "\n")) }
            first = false
            shown += bytes[line]
        }
        if endsWithNewline && !shown.isEmpty { shown.append(UInt8(ascii: "\n")) }
        return String(decoding: shown, as: UTF8.self)
    }

    /// `readerView(of:)` on the string's lines as characters, for text with carriage returns.
    private static func linesReaderView(of code: String) -> String {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        let shown = lines.filter { !isHidden($0) }.joined(separator: "\n")
        return endsWithNewline && !shown.isEmpty ? shown + "\n" : shown
    }
}
