extension MarkdownNode {
    /// Calls `visit` on this node and then on every descendant, depth first, in document order.
    ///
    /// - Parameter visit: Called once per node, parents before their children.
    /// - Throws: Whatever `visit` throws; the walk stops there.
    package func walk(_ visit: (MarkdownNode) throws -> Void) rethrows {
        try visit(self)
        // An explicit stack, so a deeply nested document cannot overflow the call stack; it holds
        // child lists and positions in them, so no node is copied onto it.
        var stack: [(nodes: [MarkdownNode], next: Int)] = [(children, 0)]
        while let top = stack.indices.last {
            let index = stack[top].next
            guard index < stack[top].nodes.count else {
                stack.removeLast()
                continue
            }
            stack[top].next = index + 1
            let node = stack[top].nodes[index]
            try visit(node)
            if !node.children.isEmpty { stack.append((node.children, 0)) }
        }
    }

    /// This node and all its descendants matching `isIncluded`, in document order.
    ///
    /// - Parameter isIncluded: Decides which nodes to keep.
    /// - Returns: The matching nodes, parents before their children.
    package func descendants(where isIncluded: (MarkdownNode) -> Bool) -> [MarkdownNode] {
        var found: [MarkdownNode] = []
        walk { if isIncluded($0) { found.append($0) } }
        return found
    }

    /// The node's children as written, with each disclosure section unfolded into its heading and
    /// blocks: for readers that go by headings (a table of contents, the search index's sections).
    package var blocksAsWritten: [MarkdownNode] {
        guard children.contains(where: { if case .disclosure = $0.kind { true } else { false } }) else { return children }
        return children.flatMap { child in
            if case .disclosure = child.kind { child.blocksAsWritten } else { [child] }
        }
    }

    /// The text a reader sees, without markup: what a heading's title or an anchor is made from.
    ///
    /// Text, code spans and the alt text of images count; a soft or hard line break becomes one
    /// space; raw HTML is left out.
    package var plainText: String {
        var text = ""
        walk { node in
            switch node.kind {
            case .text(let string), .code(let string):
                text += string
            case .softBreak, .lineBreak:
                text += " "
            default:
                break
            }
        }
        return text
    }
}

extension MarkdownNode.Kind {
    /// The number of columns of a table; 0 for any other node.
    package var columnCount: Int {
        if case .table(let alignments) = self { alignments.count } else { 0 }
    }
}
