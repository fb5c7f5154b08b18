/// The Markdown bookgen reads beyond cmark-gfm, turned into node kinds of their own right after
/// parsing, so that every reader of the tree (pages, EPUB, search index, heading plan) sees the
/// same thing: mdBook's heading attributes and definition lists, GitHub's alerts, and the
/// Solution and Hint sections a reader opens.
enum MarkdownExtensions {
    /// The alert markers GitHub knows, upper-cased.
    static let alertKinds: Set<String> = ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"]

    /// `document` with every extension recognised, at every depth.
    static func apply(to document: MarkdownNode) -> MarkdownNode {
        var document = document
        document.children = blocks(document.children, isDocument: true)
        return document
    }

    /// A container's blocks, each transformed, with definition lists merged and disclosure sections grouped.
    private static func blocks(_ nodes: [MarkdownNode], isDocument: Bool = false) -> [MarkdownNode] {
        var transformed: [MarkdownNode] = []
        transformed.reserveCapacity(nodes.count)
        for node in nodes {
            let block = self.block(node)
            // Terms in consecutive paragraphs make one list, as mdBook makes them.
            if case .definitionList = block.kind, let last = transformed.last, case .definitionList = last.kind {
                transformed[transformed.count - 1].children += block.children
                transformed[transformed.count - 1].range.end = block.range.end
            } else {
                transformed.append(block)
            }
        }
        return disclosures(transformed, keepingTitle: isDocument)
    }

    private static func block(_ node: MarkdownNode) -> MarkdownNode {
        switch node.kind {
        case .heading(let level, _):
            return heading(node, level: level)
        case .blockQuote:
            var quote = node
            if let (kind, body) = alert(node) {
                quote.kind = .alert(kind: kind)
                quote.children = blocks(body)
            } else {
                quote.children = blocks(node.children)
            }
            return quote
        case .paragraph:
            return definitionList(node) ?? node
        case .document, .list, .item, .footnoteDefinition:
            var container = node
            container.children = blocks(node.children)
            return container
        default:
            return node
        }
    }

    /// A heading with its `{#id .class key=value}` taken out of its text; attributes other than the
    /// id and classes are read and dropped, as mdBook drops them.
    static func heading(_ node: MarkdownNode, level: Int) -> MarkdownNode {
        guard let last = node.children.last, case .text(let text) = last.kind,
              text.hasSuffix("}"), let open = text.lastIndex(of: "{") else { return node }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let words = inside.split(separator: " ")
        guard !words.isEmpty, words.allSatisfy({ $0.hasPrefix("#") || $0.hasPrefix(".") || $0.contains("=") }) else { return node }
        let id = words.first { $0.hasPrefix("#") && $0.count > 1 }.map { String($0.dropFirst()) }
        let classes = words.filter { $0.hasPrefix(".") && $0.count > 1 }.map { String($0.dropFirst()) }
        var heading = node
        let kept = String(text[..<open]).trimmingTrailingBlanks
        heading.children[heading.children.count - 1].kind = .text(kept)
        if kept.isEmpty { heading.children.removeLast() }
        heading.kind = .heading(level: level, attributes: HeadingAttributes(id: id, classes: classes))
        return heading
    }

    /// A GitHub alert: a block quote whose first line is `[!NOTE]` (or `TIP`, `IMPORTANT`,
    /// `WARNING`, `CAUTION`, in any case) and nothing else. Returns its kind, upper-cased, and the
    /// blocks after the marker.
    static func alert(_ quote: MarkdownNode) -> (String, [MarkdownNode])? {
        guard let first = quote.children.first, case .paragraph = first.kind, let marker = first.children.first,
              case .text(let text) = marker.kind, text.hasPrefix("[!"), text.hasSuffix("]") else { return nil }
        let kind = text.dropFirst(2).dropLast().uppercased()
        guard alertKinds.contains(kind) else { return nil }
        var rest = first.children.dropFirst()
        if let next = rest.first {
            switch next.kind {
            case .softBreak, .lineBreak: rest = rest.dropFirst()
            default: return nil
            }
        }
        var paragraph = first
        paragraph.children = Array(rest)
        return (kind, (rest.isEmpty ? [] : [paragraph]) + quote.children.dropFirst())
    }

    /// A definition list, as mdBook reads one: a paragraph whose first line is a term and whose
    /// later lines are either terms or definitions (`: text`), each term followed by a definition.
    /// Nil for any other paragraph.
    static func definitionList(_ paragraph: MarkdownNode) -> MarkdownNode? {
        // Nearly every paragraph is prose: no line of it starts with `: `, which this finds without copying.
        let children = paragraph.children
        guard children.indices.dropFirst().contains(where: { index in
            guard case .softBreak = children[index - 1].kind, case .text(let text) = children[index].kind else { return false }
            return text.hasPrefix(": ")
        }) else { return nil }
        var lines: [[MarkdownNode]] = [[]]
        for child in children {
            if case .softBreak = child.kind { lines.append([]) } else { lines[lines.count - 1].append(child) }
        }
        guard lines.count > 1 else { return nil }
        var entries: [MarkdownNode] = []
        var lastWasTerm = false
        for var line in lines {
            guard let first = line.first else { return nil }
            let range = SourceRange(start: first.range.start, end: line[line.count - 1].range.end)
            if case .text(let text) = first.kind, text.hasPrefix(": ") {
                line[0].kind = .text(String(text.dropFirst(2)))
                entries.append(MarkdownNode(kind: .definitionDetails, range: range, children: line))
                lastWasTerm = false
            } else {
                // A term must follow a definition or open the list.
                if lastWasTerm { return nil }
                entries.append(MarkdownNode(kind: .definitionTerm, range: range, children: line))
                lastWasTerm = true
            }
        }
        guard case .definitionTerm = entries[0].kind, !lastWasTerm else { return nil }
        return MarkdownNode(kind: .definitionList, range: paragraph.range, children: entries)
    }

    /// What section a heading opens: `Solution`, `Solution ...` or `Solution: ...`; `Hint` or
    /// `Hint: ...`; nil for any other heading.
    static func disclosureKind(of heading: MarkdownNode) -> DisclosureKind? {
        let text = heading.plainText
        if text == "Solution" || text.hasPrefix("Solution ") || text.hasPrefix("Solution:") { return .solution }
        if text == "Hint" || text.hasPrefix("Hint:") { return .hint }
        return nil
    }

    /// Groups each Solution or Hint heading with its section, up to the next heading of its level
    /// or above. A document's opening title is never grouped: it is the chapter's title.
    private static func disclosures(_ nodes: [MarkdownNode], keepingTitle: Bool) -> [MarkdownNode] {
        var grouped: [MarkdownNode] = []
        var index = 0
        while index < nodes.count {
            let node = nodes[index]
            let isTitle = keepingTitle && index == 0
            guard case .heading(let level, _) = node.kind, !isTitle, let kind = disclosureKind(of: node) else {
                grouped.append(node)
                index += 1
                continue
            }
            var end = index + 1
            while end < nodes.count {
                if case .heading(let next, _) = nodes[end].kind, next <= level { break }
                end += 1
            }
            let section = Array(nodes[index..<end])
            // Cannot be nil: the section holds at least its heading.
            let range = SourceRange(start: node.range.start, end: section.last!.range.end)
            grouped.append(MarkdownNode(kind: .disclosure(kind), range: range, children: section))
            index = end
        }
        return grouped
    }
}

private extension String {
    var trimmingTrailingBlanks: String {
        var text = self
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
