import CCmarkGFM

/// Copies a cmark-gfm tree into `MarkdownNode` values.
///
/// The walk is iterative, following cmark's own child, sibling and parent links, so a deeply
/// nested document (a thousand `>` markers) cannot overflow the stack.
struct TreeConverter {
    private let source: [UInt8]
    /// Built when a range needs correcting; a document of plain paragraphs never needs it.
    var lazyLines: SourceLines?

    mutating func lines() -> SourceLines {
        if let lines = lazyLines { return lines }
        let lines = SourceLines(source)
        lazyLines = lines
        return lines
    }

    init(source: [UInt8]) {
        self.source = source
    }

    /// A node under construction: its own data, the children converted so far, and cmark's
    /// end line, which a fenced code block below it needs (see `fence(of:range:literal:)`).
    private struct Frame {
        /// Nil for a node type this module does not know: its children are spliced into the parent.
        var kind: MarkdownNode.Kind?
        var range: SourceRange
        var cmarkEndLine: Int
        var children: [MarkdownNode] = []
    }

    private var stack: [Frame] = []
    /// Where the document first nests deeper than `MarkdownParser.maximumDepth`, if it does.
    private(set) var tooDeep: SourceLocation?
    /// Footnote definitions met so far: they come in number order, at the document's end.
    private var footnotes = 0

    /// Converts `root` and everything below it.
    mutating func convert(_ root: OpaquePointer) -> MarkdownNode {
        stack = []
        var node = root
        while true {
            enter(node)
            if let child = cmark_node_first_child(node) {
                node = child
                continue
            }
            // Leave finished nodes until one has a next sibling, or the root is done.
            while true {
                let frame = stack.removeLast()
                if node == root {
                    return MarkdownNode(kind: frame.kind ?? .document, range: frame.range, children: Self.exact(frame.children))
                }
                leave(frame)
                if let next = cmark_node_next(node) {
                    node = next
                    break
                }
                // A node other than the root always has a parent.
                node = cmark_node_parent(node)!
            }
        }
    }

    private mutating func enter(_ node: OpaquePointer) {
        var range = self.range(of: node)
        var kind = self.kind(of: node, range: range)
        range = corrected(range, of: node, kind: kind)
        // Deeper than the limit, containers give way to their children, so that no walk over the
        // tree, recursive or not, goes deeper than the limit and one leaf.
        if stack.count > MarkdownParser.maximumDepth, let container = kind, !container.isLeaf {
            tooDeep = tooDeep ?? range.start
            kind = nil
        }
        stack.append(Frame(kind: kind, range: range, cmarkEndLine: Int(cmark_node_get_end_line(node))))
    }

    private mutating func leave(_ frame: Frame) {
        if case .text("") = frame.kind {
            // The autolink extension leaves an empty text node where it cut a URL out of the text.
            return
        }
        if let kind = frame.kind {
            stack[stack.count - 1].children.append(MarkdownNode(kind: kind, range: frame.range, children: Self.exact(frame.children)))
        } else {
            stack[stack.count - 1].children.append(contentsOf: frame.children)
        }
    }

    /// `nodes` in an array of their own size: appending grew it by doubling, and a large book's
    /// trees would hold up to twice the memory they need until the build ends.
    private static func exact(_ nodes: [MarkdownNode]) -> [MarkdownNode] {
        guard nodes.capacity > nodes.count else { return nodes }
        return [MarkdownNode](unsafeUninitializedCapacity: nodes.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: nodes)
        }
    }

    /// cmark's source position, or the parent's range when cmark reports none: in 0.29.0.gfm.6
    /// some inlines (those made by extensions, for example) report line 0.
    private func range(of node: OpaquePointer) -> SourceRange {
        let startLine = Int(cmark_node_get_start_line(node))
        let endLine = Int(cmark_node_get_end_line(node))
        guard startLine > 0, endLine > 0 else {
            // Only the document of an empty source has no parent: an empty range at its start.
            return stack.last?.range
                ?? SourceRange(start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 1, column: 0))
        }
        return SourceRange(
            start: SourceLocation(line: startLine, column: Int(cmark_node_get_start_column(node))),
            end: SourceLocation(line: endLine, column: Int(cmark_node_get_end_column(node)))
        )
    }

    private mutating func kind(of node: OpaquePointer, range: SourceRange) -> MarkdownNode.Kind? {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT:
            return .document
        case CMARK_NODE_BLOCK_QUOTE:
            return .blockQuote
        case CMARK_NODE_LIST:
            return .list(
                ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                start: Int(cmark_node_get_list_start(node)),
                tight: cmark_node_get_list_tight(node) != 0
            )
        case CMARK_NODE_ITEM:
            // The tasklist extension keeps the item's type and claims the node: only its type string tells.
            let isTask = typeString(of: node) == "tasklist"
            return .item(checked: isTask ? cmark_gfm_extensions_get_tasklist_item_checked(node) : nil)
        case CMARK_NODE_CODE_BLOCK:
            let literal = literal(of: node)
            return .codeBlock(CodeBlock(
                info: string(cmark_node_get_fence_info(node)),
                literal: literal,
                fence: fence(of: node, range: range, literal: literal)
            ))
        case CMARK_NODE_HTML_BLOCK:
            return .htmlBlock(literal(of: node))
        case CMARK_NODE_PARAGRAPH:
            return .paragraph
        case CMARK_NODE_HEADING:
            return .heading(level: Int(cmark_node_get_heading_level(node)), attributes: nil)
        case CMARK_NODE_THEMATIC_BREAK:
            return .thematicBreak
        case CMARK_NODE_TEXT:
            return .text(literal(of: node))
        case CMARK_NODE_SOFTBREAK:
            return .softBreak
        case CMARK_NODE_LINEBREAK:
            return .lineBreak
        case CMARK_NODE_CODE:
            return .code(literal(of: node))
        case CMARK_NODE_HTML_INLINE:
            return .htmlInline(literal(of: node))
        case CMARK_NODE_EMPH:
            return .emphasis
        case CMARK_NODE_STRONG:
            return .strong
        case CMARK_NODE_LINK:
            return .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            return .image(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_FOOTNOTE_REFERENCE:
            // cmark-gfm gives a reference the number of its footnote as its literal.
            return .footnoteReference(number: Int(literal(of: node)) ?? 0)
        case CMARK_NODE_FOOTNOTE_DEFINITION:
            footnotes += 1
            return .footnoteDefinition(number: footnotes)
        default:
            return extensionKind(of: node)
        }
    }

    /// Extension node types are numbered at registration time, so they are told apart by name.
    private func extensionKind(of node: OpaquePointer) -> MarkdownNode.Kind? {
        switch typeString(of: node) {
        case "table":
            let columns = Int(cmark_gfm_extensions_get_table_columns(node))
            guard let alignments = cmark_gfm_extensions_get_table_alignments(node) else {
                return .table(alignments: Array(repeating: .none, count: columns))
            }
            return .table(alignments: (0..<columns).map { TableAlignment(cmark: alignments[$0]) })
        case "table_row", "table_header":
            return .tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0)
        case "table_cell":
            return .tableCell
        case "strikethrough":
            return .strikethrough
        default:
            // Unknown: a leaf keeps its text, anything else is replaced by its children.
            if cmark_node_first_child(node) == nil, let literal = cmark_node_get_literal(node) {
                return .text(String(cString: literal))
            }
            return nil
        }
    }

    private mutating func fence(of node: OpaquePointer, range: SourceRange, literal: String) -> CodeBlock.Fence? {
        var length: Int32 = 0
        var offset: Int32 = 0
        var character: CChar = 0
        guard cmark_node_get_fenced(node, &length, &offset, &character) != 0 else { return nil }
        let fenceByte = UInt8(bitPattern: character)
        // The literal holds every content line, blank ones included, so its line count places the
        // closing fence exactly, wherever the block sits. cmark's end line alone cannot: when a list
        // item or block quote ends under an unterminated fence, cmark ends the block on the line
        // that closed the container, the very line a closing fence would have been on. Then the
        // container itself ends a line earlier, which is what gives it away.
        let firstContentLine = range.start.line + 1
        let closingLine = firstContentLine + SourceLines.count(in: literal)
        let cmarkEndLine = Int(cmark_node_get_end_line(node))
        let containersReachClosingLine = stack.dropFirst().allSatisfy { $0.cmarkEndLine >= closingLine }
        let isClosed = cmarkEndLine == closingLine
            && containersReachClosingLine
            && lines().isClosingFence(line: closingLine, character: fenceByte, length: Int(length))
        return CodeBlock.Fence(
            character: Character(Unicode.Scalar(fenceByte)),
            length: Int(length),
            indent: Int(offset),
            contentLines: firstContentLine..<closingLine,
            isClosed: isClosed
        )
    }

    private func typeString(of node: OpaquePointer) -> String {
        string(cmark_node_get_type_string(node))
    }

    private func literal(of node: OpaquePointer) -> String {
        string(cmark_node_get_literal(node))
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

extension MarkdownNode.Kind {
    /// True for the kinds that never have children.
    var isLeaf: Bool {
        switch self {
        case .codeBlock, .htmlBlock, .thematicBreak, .text, .softBreak, .lineBreak, .code, .htmlInline: true
        default: false
        }
    }
}

extension TableAlignment {
    /// cmark-gfm stores a column's alignment as 'l', 'c', 'r', or 0 for none.
    init(cmark value: UInt8) {
        switch value {
        case UInt8(ascii: "l"): self = .left
        case UInt8(ascii: "c"): self = .center
        case UInt8(ascii: "r"): self = .right
        default: self = .none
        }
    }
}
