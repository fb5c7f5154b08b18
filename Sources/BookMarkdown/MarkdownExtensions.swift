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
        for (index, node) in nodes.enumerated() {
            var block = self.block(node)
            if let last = transformed.last, case .definitionList = last.kind {
                // After a definition: `: text` paragraphs are more definitions, and blocks indented
                // past the `:` belong to the last one, as mdBook reads them (a loose list).
                if let details = looseDetails(block) {
                    transformed[transformed.count - 1].children += details
                    transformed[transformed.count - 1].range.end = block.range.end
                    continue
                }
                if block.range.start.column >= 3, isContinuable(block), case .definitionDetails? = last.children.last?.kind {
                    var list = last
                    var details = list.children.removeLast()
                    if !details.children.isEmpty, !isBlock(details.children[0]) {
                        details.children = [MarkdownNode(kind: .paragraph, range: details.range, children: details.children)]
                    }
                    details.children.append(block)
                    details.range.end = block.range.end
                    list.children.append(details)
                    list.range.end = block.range.end
                    transformed[transformed.count - 1] = list
                    continue
                }
            }
            // A paragraph followed, after a blank line, by `: text` is a term.
            if case .paragraph = block.kind, index + 1 < nodes.count, looseDetails(nodes[index + 1]) != nil {
                block = MarkdownNode(kind: .definitionList, range: block.range,
                                     children: [MarkdownNode(kind: .definitionTerm, range: block.range, children: block.children)])
            }
            // Terms in consecutive paragraphs make one list, as mdBook makes them.
            if case .definitionList = block.kind, let last = transformed.last, case .definitionList = last.kind {
                transformed[transformed.count - 1].children += block.children
                transformed[transformed.count - 1].range.end = block.range.end
            } else {
                transformed.append(block)
            }
        }
        return disclosures(transformed.map(loosened), keepingTitle: isDocument)
    }

    /// A paragraph whose first line is `: text`, as definitions (each `: ` line opening one), each
    /// holding a paragraph; nil for any other block.
    private static func looseDetails(_ block: MarkdownNode) -> [MarkdownNode]? {
        guard case .paragraph = block.kind, let first = block.children.first, case .text(let text) = first.kind,
              definitionText(text) != nil else { return nil }
        return details(lines(of: block.children)).map { details in
            var details = details
            details.children = [MarkdownNode(kind: .paragraph, range: details.range, children: details.children)]
            return details
        }
    }

    /// A definition list with a definition of blocks has every definition's text in a paragraph,
    /// as a loose list has; any other node as it is.
    private static func loosened(_ node: MarkdownNode) -> MarkdownNode {
        guard case .definitionList = node.kind,
              node.children.contains(where: { $0.kind == .definitionDetails && $0.children.contains(where: isBlock) }) else { return node }
        var list = node
        for index in list.children.indices where list.children[index].kind == .definitionDetails {
            let details = list.children[index]
            if !details.children.isEmpty, !details.children.contains(where: isBlock) {
                list.children[index].children = [MarkdownNode(kind: .paragraph, range: details.range, children: details.children)]
            }
        }
        return list
    }

    private static func isBlock(_ node: MarkdownNode) -> Bool {
        switch node.kind {
        case .paragraph, .codeBlock, .list, .blockQuote, .alert, .htmlBlock, .table, .definitionList, .thematicBreak: true
        default: false
        }
    }

    /// Whether an indented block may continue a definition: not a heading, which ends the list.
    private static func isContinuable(_ node: MarkdownNode) -> Bool {
        switch node.kind {
        case .paragraph, .codeBlock, .list, .blockQuote, .alert, .table: true
        default: false
        }
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

    /// A heading with its `{#id .class key=value}` taken out of its text: the id, the classes and the
    /// other attributes, which mdBook 0.5 writes on the heading too.
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
        let others = words.compactMap { word -> HeadingAttributes.Attribute? in
            guard !word.hasPrefix("#"), !word.hasPrefix("."), let equals = word.firstIndex(of: "="), equals != word.startIndex else { return nil }
            return HeadingAttributes.Attribute(key: String(word[..<equals]), value: String(word[word.index(after: equals)...]))
        }
        heading.kind = .heading(level: level, attributes: HeadingAttributes(id: id, classes: classes, others: others))
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

    /// A definition list, as mdBook reads one: a paragraph whose first line is a term and a later
    /// line a definition (`: text`); the lines before the first definition are the term, each
    /// `: ` line opens a definition and the lines after it continue it (lazily, as mdBook's do).
    /// Nil for any other paragraph.
    static func definitionList(_ paragraph: MarkdownNode) -> MarkdownNode? {
        // Nearly every paragraph is prose: no line of it starts with `: `, which this finds without copying.
        let children = paragraph.children
        guard children.indices.dropFirst().contains(where: { index in
            guard case .softBreak = children[index - 1].kind, case .text(let text) = children[index].kind else { return false }
            return definitionText(text) != nil
        }) else { return nil }
        let lines = lines(of: children)
        guard let firstDefinition = lines.firstIndex(where: { line in
            if case .text(let text)? = line.first?.kind { return definitionText(text) != nil }
            return false
        }), firstDefinition > 0 else { return nil }
        let termLines = lines[..<firstDefinition]
        let term = joined(Array(termLines))
        // Cannot be nil: the term has at least one line, each with at least one node.
        let termRange = SourceRange(start: term.first!.range.start, end: term.last!.range.end)
        let entries = [MarkdownNode(kind: .definitionTerm, range: termRange, children: term)] + details(Array(lines[firstDefinition...]))
        return MarkdownNode(kind: .definitionList, range: paragraph.range, children: entries)
    }

    /// The text after a definition's `:` and the blanks after it, or nil when `text` does not start one.
    static func definitionText(_ text: String) -> Substring? {
        guard text.hasPrefix(": ") || text.hasPrefix(":\t") else { return nil }
        return text.dropFirst().drop { $0 == " " || $0 == "\t" }
    }

    /// A paragraph's inlines cut at its soft breaks, empty lines left out.
    private static func lines(of children: [MarkdownNode]) -> [[MarkdownNode]] {
        var lines: [[MarkdownNode]] = [[]]
        for child in children {
            if case .softBreak = child.kind { lines.append([]) } else { lines[lines.count - 1].append(child) }
        }
        return lines.filter { !$0.isEmpty }
    }

    /// Lines joined again by soft breaks.
    private static func joined(_ lines: [[MarkdownNode]]) -> [MarkdownNode] {
        var nodes: [MarkdownNode] = []
        for (index, line) in lines.enumerated() {
            if index > 0 { nodes.append(MarkdownNode(kind: .softBreak, range: line[0].range)) }
            nodes += line
        }
        return nodes
    }

    /// Lines starting with a `: ` line, as definitions: each `: ` line opens one, without its
    /// marker, and the lines after it continue it.
    private static func details(_ lines: [[MarkdownNode]]) -> [MarkdownNode] {
        var groups: [[[MarkdownNode]]] = []
        for var line in lines {
            if case .text(let text) = line[0].kind, let rest = definitionText(text) {
                line[0].kind = .text(String(rest))
                if rest.isEmpty { line.removeFirst() }
                groups.append([line])
            } else if groups.isEmpty {
                groups.append([line])
            } else {
                groups[groups.count - 1].append(line)
            }
        }
        return groups.compactMap { group in
            let nodes = joined(group.filter { !$0.isEmpty })
            guard let first = nodes.first, let last = nodes.last else { return nil }
            return MarkdownNode(kind: .definitionDetails, range: SourceRange(start: first.range.start, end: last.range.end), children: nodes)
        }
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
