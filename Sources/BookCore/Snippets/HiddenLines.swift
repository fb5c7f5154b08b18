/// Lines the compiler sees but the reader does not: their first non-blank characters are `# `, or
/// the line is just `#`. Swift never starts a line that way, so `#if` and macros are unaffected.
public enum HiddenLines {
    /// Whether `line` is hidden from the reader.
    public static func isHidden(_ line: Substring) -> Bool {
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
    public static func readerView(of code: String) -> String {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        let shown = lines.filter { !isHidden($0) }.joined(separator: "\n")
        return endsWithNewline && !shown.isEmpty ? shown + "\n" : shown
    }
}
