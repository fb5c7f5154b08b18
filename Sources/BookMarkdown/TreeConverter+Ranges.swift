import CCmarkGFM

extension TreeConverter {
    /// Moves the ends that cmark 0.29.0.gfm.6 places on a line the block does not own back to
    /// the block's own last line.
    ///
    /// cmark sets a block's end when it closes the block, while reading the next line. Three
    /// cases then end too late:
    /// - a block ended by a blank line ends at column 0 of that blank line (list items, lists,
    ///   block quotes): the end moves back to the last non-blank line;
    /// - a setext heading ends on the line after its underline: it moves back to the underline;
    /// - an unterminated fenced code block ends on the line that closed its list item or block
    ///   quote: it moves back to its last content line.
    mutating func corrected(_ range: SourceRange, of node: OpaquePointer, kind: MarkdownNode.Kind?) -> SourceRange {
        var range = range
        if range.end.column == 0 && range.end.line > range.start.line {
            let lines = lines()
            var line = range.end.line - 1
            while line > range.start.line, lines.isBlank(line) {
                line -= 1
            }
            range.end = SourceLocation(line: line, column: lines.length(of: line))
        }
        switch kind {
        case .heading where range.end.line > range.start.line:
            if let underline = setextUnderline(of: node, range: range) {
                range.end = SourceLocation(line: underline, column: lines().length(of: underline))
            }
        case .codeBlock(let block):
            if let fence = block.fence, !fence.isClosed {
                let last = max(fence.contentLines.upperBound - 1, range.start.line)
                range.end = SourceLocation(line: last, column: lines().length(of: last))
            }
        default:
            break
        }
        return range
    }

    /// The line of a setext heading's underline; nil for an ATX heading.
    ///
    /// The underline follows the heading's last line of text, found from the inlines' positions.
    /// When no inline has one (a heading that is only an autolink), the first line after the start
    /// that looks like an underline is taken.
    private mutating func setextUnderline(of node: OpaquePointer, range: SourceRange) -> Int? {
        let lines = lines()
        guard let first = lines.line(range.start.line),
              first.dropFirst(range.start.column - 1).first != UInt8(ascii: "#")
        else { return nil }
        var lastTextLine = 0
        var pending = cmark_node_first_child(node).map { [$0] } ?? []
        while let inline = pending.popLast() {
            lastTextLine = max(lastTextLine, Int(cmark_node_get_end_line(inline)))
            var child = cmark_node_first_child(inline)
            while let next = child {
                pending.append(next)
                child = cmark_node_next(next)
            }
        }
        if lastTextLine >= range.start.line {
            return min(lastTextLine + 1, range.end.line)
        }
        return (range.start.line + 1...range.end.line).first { lines.isSetextUnderline($0) }
    }
}
