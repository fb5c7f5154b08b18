import BookMarkdown

/// A one-line-per-node picture of a tree, with ranges, for comparing whole trees in tests.
func outline(_ node: MarkdownNode, ranges: Bool = true) -> String {
    var lines: [String] = []
    func visit(_ node: MarkdownNode, depth: Int) {
        var line = String(repeating: "  ", count: depth) + describe(node.kind)
        if ranges {
            let r = node.range
            line += " \(r.start.line):\(r.start.column)-\(r.end.line):\(r.end.column)"
        }
        lines.append(line)
        for child in node.children { visit(child, depth: depth + 1) }
    }
    visit(node, depth: 0)
    return lines.joined(separator: "\n")
}

private func describe(_ kind: MarkdownNode.Kind) -> String {
    switch kind {
    case .document: "document"
    case .blockQuote: "blockQuote"
    case .list(let ordered, let start, let tight): "list(ordered: \(ordered), start: \(start), tight: \(tight))"
    case .item(let checked): checked.map { "item(checked: \($0))" } ?? "item"
    case .codeBlock(let block):
        "codeBlock(info: \(quoted(block.info)), literal: \(quoted(block.literal))"
            + (block.fence.map { f in ", fence: \(f.character)x\(f.length) indent \(f.indent) lines \(f.contentLines) \(f.isClosed ? "closed" : "open")" } ?? "")
            + ")"
    case .htmlBlock(let html): "htmlBlock(\(quoted(html)))"
    case .paragraph: "paragraph"
    case .heading(let level, let attributes):
        "heading(\(level))" + (attributes.map { " {id: \($0.id.map(quoted) ?? "nil"), classes: \($0.classes)}" } ?? "")
    case .thematicBreak: "thematicBreak"
    case .table(let alignments): "table(\(alignments.map { "\($0)" }.joined(separator: ",")))"
    case .tableRow(let isHeader): isHeader ? "tableRow(header)" : "tableRow"
    case .tableCell: "tableCell"
    case .text(let text): "text(\(quoted(text)))"
    case .softBreak: "softBreak"
    case .lineBreak: "lineBreak"
    case .code(let code): "code(\(quoted(code)))"
    case .htmlInline(let html): "htmlInline(\(quoted(html)))"
    case .emphasis: "emphasis"
    case .strong: "strong"
    case .strikethrough: "strikethrough"
    case .link(let destination, let title): "link(\(quoted(destination)), \(quoted(title)))"
    case .image(let destination, let title): "image(\(quoted(destination)), \(quoted(title)))"
    case .footnoteReference(let number): "footnoteReference(\(number))"
    case .footnoteDefinition(let number): "footnoteDefinition(\(number))"
    case .alert(let kind): "alert(\(kind))"
    case .definitionList: "definitionList"
    case .definitionTerm: "definitionTerm"
    case .definitionDetails: "definitionDetails"
    case .disclosure(let kind): "disclosure(\(kind))"
    case .directive(let directive): "directive(\(directive.name), \(quoted(directive.arguments)))"
    case .imageSet(let set): "imageSet(\(set.variants.map(\.path).joined(separator: ", ")))"
    }
}

private func quoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
        switch scalar {
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
