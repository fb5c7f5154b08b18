import BookCore
import BookMarkdown

extension Chapter {
    /// Where an inline really starts. cmark counts an inline's column from the start of the
    /// paragraph's text on that line, after the indentation it stripped from a continuation line,
    /// so `  [x](y)` on a second line is reported at column 1; this finds the `[` or `!` again.
    package func inlineLocation(of node: MarkdownNode, opening: UInt8) -> FileLocation {
        let start = node.range.start
        guard let line = lines.line(start.line) else { return location(start) }
        let bytes = Array(line)
        func opens(at column: Int) -> Bool { column >= 1 && column <= bytes.count && bytes[column - 1] == opening }
        if opens(at: start.column) { return location(start) }
        let prefix = bytes.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ">") }.count
        if opens(at: start.column + prefix) {
            return FileLocation(file: path, line: start.line, column: start.column + prefix)
        }
        return location(start)
    }
}
