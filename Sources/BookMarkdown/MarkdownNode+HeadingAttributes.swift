extension MarkdownNode {
    /// A heading's `{#custom-id}` (mdBook's heading attributes, as in `## Setup {#setup .wide}`): the
    /// id it asks for, and the heading without the braces. Classes and other attributes are read
    /// and dropped. Nil id for a heading that has none, or any other node.
    public var headingAttributes: (id: String?, heading: MarkdownNode) {
        guard case .heading = kind, let last = children.last, case .text(let text) = last.kind,
              text.hasSuffix("}"), let open = text.range(of: "{", options: .backwards) else { return (nil, self) }
        let inside = text[open.upperBound..<text.index(before: text.endIndex)]
        let words = inside.split(separator: " ")
        guard !words.isEmpty, words.allSatisfy({ $0.hasPrefix("#") || $0.hasPrefix(".") || $0.contains("=") }) else { return (nil, self) }
        let id = words.first { $0.hasPrefix("#") && $0.count > 1 }.map { String($0.dropFirst()) }
        var heading = self
        let kept = String(text[..<open.lowerBound]).trimmingTrailingSpaces
        heading.children[heading.children.count - 1].kind = .text(kept)
        if kept.isEmpty { heading.children.removeLast() }
        return (id, heading)
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
