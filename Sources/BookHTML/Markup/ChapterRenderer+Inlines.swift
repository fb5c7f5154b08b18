import BookCore
import BookMarkdown

extension ChapterRenderer {
    /// Renders the inline children of one block (a paragraph, a heading, a table cell), closing any
    /// raw tag the author left open, so the page's structure cannot be broken from inside.
    package mutating func inlineContainer(_ nodes: [MarkdownNode]) {
        rawHTML.enterContainer()
        for node in nodes {
            if rawHTML.isRemoving, !node.isRawHTML { continue }
            inline(node)
        }
        html += rawHTML.exitContainer()
    }

    private mutating func inline(_ node: MarkdownNode) {
        switch node.kind {
        case .text(let text):
            html += HTMLEscape.text(text)
        case .softBreak:
            html += "\n"
        case .lineBreak:
            html += mode.isXHTML ? "<br/>\n" : "<br>\n"
        case .code(let text):
            html += "<code>\(HTMLEscape.text(text))</code>"
        case .htmlInline(let raw):
            html += rawHTML.fragment(raw)
        case .emphasis:
            wrap("em", node.children)
        case .strong:
            wrap("strong", node.children)
        case .strikethrough:
            wrap("del", node.children)
        case .link(let destination, let title):
            link(node, destination: destination, title: title)
        case .image(let destination, let title):
            image(node, destination: destination, title: title)
        case .footnoteReference(let number):
            footnoteReference(number)
        case .imageSet(let set):
            imageSet(node, set)
        default:
            for child in node.children { inline(child) }
        }
    }

    private mutating func wrap(_ tag: String, _ children: [MarkdownNode]) {
        html += "<\(tag)>"
        inlineContainer(children)
        html += "</\(tag)>"
    }

    private mutating func link(_ node: MarkdownNode, destination: String, title: String) {
        let location = chapter.inlineLocation(of: node, opening: UInt8(ascii: "["))
        let href: String?
        switch links.resolveLink(destination, in: page, at: location, mode: mode) {
        case .href(let resolved):
            href = resolved
        case .asset(let resolved, let path):
            href = resolved
            assets.insert(path)
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            href = nil
        }
        guard let href else {
            // The build fails on the diagnostic; the text is still rendered, for `build --allow-failures` and `serve` readers.
            inlineContainer(node.children)
            return
        }
        html += "<a href=\"\(HTMLEscape.text(HTMLEscape.href(href)))\""
        if !title.isEmpty { html += " title=\"\(HTMLEscape.text(title))\"" }
        html += ">"
        inlineContainer(node.children)
        html += "</a>"
    }

    private mutating func image(_ node: MarkdownNode, destination: String, title: String) {
        let location = chapter.inlineLocation(of: node, opening: UInt8(ascii: "!"))
        switch links.resolveImage(destination, in: page, at: location, mode: mode) {
        case .asset(let resolved, let path):
            assets.insert(path)
            html += "<img src=\"\(HTMLEscape.text(HTMLEscape.href(resolved)))\" alt=\"\(HTMLEscape.text(node.plainText))\""
            if !title.isEmpty { html += " title=\"\(HTMLEscape.text(title))\"" }
            html += mode.isXHTML ? "/>" : " loading=\"lazy\">"
        case .href:
            // Only scheme-less paths become assets; anything else was refused above.
            html += HTMLEscape.text(node.plainText)
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            html += HTMLEscape.text(node.plainText)
        }
    }
}
