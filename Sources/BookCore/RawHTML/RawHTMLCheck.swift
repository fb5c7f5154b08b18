import BookMarkdown

/// The warnings a chapter's raw HTML earns (what was removed, what was left open or closed
/// nothing), found by running `RawHTMLFilter` over the chapter as the renderers run it: each
/// Markdown container's children are one scope. `check` and `build` both report them, from here.
package enum RawHTMLCheck {
    package static func findings(in chapter: Chapter, mode: RawHTMLMode) -> [Diagnostic] {
        let document = chapter.document
        guard containsRawHTML(document) else { return [] }
        var filter = RawHTMLFilter(mode: mode, output: .html)
        visit(document, chapter: chapter, filter: &filter)
        return filter.findings
    }

    private static func containsRawHTML(_ node: MarkdownNode) -> Bool {
        switch node.kind {
        case .htmlBlock, .htmlInline: true
        default: node.children.contains(where: containsRawHTML)
        }
    }

    private static func visit(_ node: MarkdownNode, chapter: Chapter, filter: inout RawHTMLFilter) {
        guard !node.children.isEmpty else { return }
        filter.enterContainer()
        for child in node.children {
            switch child.kind {
            case .htmlBlock(let raw), .htmlInline(let raw):
                let bytes = Array(raw.utf8)
                let isBlock = if case .htmlBlock = child.kind { true } else { false }
                _ = filter.fragment(raw) { offset in chapter.rawHTMLLocation(of: child, literal: bytes, offset: offset, isBlock: isBlock) }
            default:
                if !filter.isRemoving { visit(child, chapter: chapter, filter: &filter) }
            }
        }
        _ = filter.exitContainer()
    }
}

extension Chapter {
    /// Where byte `offset` of a raw HTML node's text is in the chapter.
    ///
    /// cmark hands a block's lines over without the containers' prefixes (`> `, a list item's
    /// indentation), and an inline's continuation lines without their indentation, so each line of
    /// the text is found again in its source line.
    package func rawHTMLLocation(of node: MarkdownNode, literal: [UInt8], offset: Int, isBlock: Bool) -> FileLocation {
        let start = node.range.start
        let before = literal[..<min(offset, literal.count)]
        let lineIndex = before.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = offset - lineStart
        let number = start.line + lineIndex
        let lineEnd = literal[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? literal.count
        let text = literal[lineStart..<lineEnd]
        guard let source = lines.line(number) else { return FileLocation(file: path, line: number, column: column + 1) }
        var content = source
        while let last = content.last, last == UInt8(ascii: "\r") || last == UInt8(ascii: "\n") { content = content.dropLast() }
        if lineIndex == 0 && !isBlock {
            // An inline starts at its `<`; cmark may count from after a continuation line's indentation.
            if start.column - 1 < content.count, content[content.startIndex + start.column - 1] == UInt8(ascii: "<") {
                return FileLocation(file: path, line: number, column: start.column + column)
            }
        }
        if isBlock, content.count >= text.count, content.suffix(text.count).elementsEqual(text) {
            return FileLocation(file: path, line: number, column: content.count - text.count + column + 1)
        }
        if !text.isEmpty, let found = ByteSearch.firstOffset(of: text, in: content) {
            return FileLocation(file: path, line: number, column: found + column + 1)
        }
        return FileLocation(file: path, line: number, column: (lineIndex == 0 ? start.column : 1) + column)
    }
}

extension MarkdownNode {
    /// An HTML block or inline raw HTML.
    package var isRawHTML: Bool {
        switch kind {
        case .htmlBlock, .htmlInline: true
        default: false
        }
    }
}
