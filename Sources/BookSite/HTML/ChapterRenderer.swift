import BookCore
import BookMarkdown

/// A heading of a rendered page, for the page's own table of contents and the search index.
struct PageHeading: Sendable, Equatable {
    var level: Int
    var text: String
    var id: String
}

/// One chapter as HTML, with what rendering found out about it.
struct RenderedChapter: Sendable {
    /// The chapter's opening `# Title`, when it starts with one; the page puts its contents list after it.
    var header: String
    /// Everything after `header`.
    var html: String
    var headings: [PageHeading]
    var diagnostics: [Diagnostic]
    /// Files of the book folder the chapter links to or shows, relative to the book folder.
    var assets: Set<String>
}

/// Renders one chapter's Markdown tree to HTML.
///
/// Every piece of text is escaped; raw HTML follows `RawHTMLPolicy`; links and images go through
/// `LinkResolver`, which reports the broken ones at their file, line and column.
struct ChapterRenderer {
    let checked: CheckedChapter
    var chapter: Chapter { checked.chapter }
    let page: LinkResolver.Page
    /// The slugs of the chapter's headings, in document order (see `HeadingPlan`).
    let slugs: [String]
    let verification: Verification
    let links: LinkResolver
    let mode: LinkResolver.Mode
    let code: CodeBlockRenderer
    /// The complete programs behind the chapter page's example blocks ("Copy program"); nil on the
    /// print page and in the EPUB, and when the book's support code is not bookgen's.
    var program: ReaderProgram?

    var html = ""
    var headings: [PageHeading] = []
    var diagnostics: [Diagnostic] = []
    var assets: Set<String> = []
    /// Highlighted blocks by fence line, shared between the chapter page and the print page.
    var codeCache: [Int: String]
    private var headingCursor = 0
    /// Tables so far: each scrollable table is a landmark, and landmarks need distinct names.
    private var tableCount = 0
    /// Allowed raw inline tags opened and not yet closed in the current inline container.
    var openTags: [String] = []

    init(chapter: CheckedChapter, page: LinkResolver.Page, slugs: [String], verification: Verification, links: LinkResolver,
         mode: LinkResolver.Mode, code: CodeBlockRenderer, codeCache: [Int: String] = [:]) {
        self.checked = chapter
        self.page = page
        self.slugs = slugs
        self.verification = verification
        self.links = links
        self.mode = mode
        self.code = code
        self.codeCache = codeCache
    }

    mutating func render() -> RenderedChapter {
        var children = chapter.document.children[...]
        var header = ""
        if let first = children.first, case .heading(level: 1) = first.kind {
            block(first, tight: false)
            header = html
            html = ""
            children = children.dropFirst()
        }
        html.reserveCapacity(chapter.lines.bytes.count * 2)
        blocks(Array(children), tight: false)
        return RenderedChapter(header: header, html: html, headings: headings, diagnostics: diagnostics, assets: assets)
    }

    private mutating func blocks(_ nodes: [MarkdownNode], tight: Bool) {
        var index = 0
        while index < nodes.count {
            let node = nodes[index]
            // A Swift block directly followed by its output: one figure, so the console is tied to its code.
            if index + 1 < nodes.count, case .example = display(of: node), case .output = display(of: nodes[index + 1]) {
                html += "<div class=\"bg-example\">\n"
                block(node, tight: tight)
                block(nodes[index + 1], tight: tight)
                html += "</div>\n"
                index += 2
                continue
            }
            if case .heading(let level) = node.kind, Self.isSolution(node) || Self.isHint(node) {
                index = solution(nodes, from: index, level: level)
                continue
            }
            block(node, tight: tight)
            index += 1
        }
    }

    /// Whether a heading opens a challenge's solution: its text is `Solution` or starts with it.
    static func isSolution(_ heading: MarkdownNode) -> Bool {
        heading.plainText == "Solution" || heading.plainText.hasPrefix("Solution ") || heading.plainText.hasPrefix("Solution:")
    }

    /// Whether a heading opens a challenge's hint, which the reader opens as a solution is opened.
    static func isHint(_ heading: MarkdownNode) -> Bool {
        heading.plainText == "Hint" || heading.plainText.hasPrefix("Hint:")
    }

    /// Renders a solution (or hint) heading and its section (up to the next heading of its level or above) as
    /// a disclosure the reader opens, with no script; the print page and the EPUB show it open.
    ///
    /// - Returns: The index of the first node after the section.
    private mutating func solution(_ nodes: [MarkdownNode], from start: Int, level: Int) -> Int {
        var end = start + 1
        while end < nodes.count {
            if case .heading(let next) = nodes[end].kind, next <= level { break }
            end += 1
        }
        let open = mode == .chapterPage ? "" : mode.isXHTML ? " open=\"open\"" : " open"
        html += "<details class=\"bg-solution\"\(open)>\n<summary>"
        // A link inside the summary would be a control inside a control: the heading goes without its anchor.
        heading(nodes[start], level: level, anchored: false)
        html += "</summary>\n"
        blocks(Array(nodes[(start + 1)..<end]), tight: false)
        html += "</details>\n"
        return end
    }

    /// What a node is on the page; only code blocks have a role.
    private func display(of node: MarkdownNode) -> BlockDisplay? {
        guard case .codeBlock = node.kind else { return nil }
        return BlockDisplay(checked.role(ofBlockAt: node.range.start.line), chapter: checked, verification: verification)
    }

    private mutating func block(_ node: MarkdownNode, tight: Bool) {
        switch node.kind {
        case .document:
            blocks(node.children, tight: false)
        case .blockQuote:
            html += "<blockquote>\n"
            blocks(node.children, tight: false)
            html += "</blockquote>\n"
        case .list(let ordered, let start, let isTight):
            if ordered {
                html += start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n"
            } else {
                html += "<ul>\n"
            }
            for item in node.children { listItem(item, tight: isTight) }
            html += ordered ? "</ol>\n" : "</ul>\n"
        case .item:
            listItem(node, tight: tight)
        case .codeBlock(let block):
            let line = node.range.start.line
            let predicted = isPrediction(blockAt: line)
            if predicted { html += predictionOpening }
            let rendered: String
            if let cached = codeCache[line] {
                rendered = cached
            } else {
                // swift-format-ignore: force unwrap: `node` is a code block.
                rendered = code.render(block.literal, display: display(of: node)!)
                codeCache[line] = rendered
            }
            if let disclosure = programDisclosure(node), rendered.hasSuffix("</div>\n") {
                html += rendered.dropLast(7) + disclosure + "</div>\n"
            } else {
                html += rendered
            }
            if predicted { html += "</details>\n" }
        case .htmlBlock(let raw):
            let trimmed = raw.drop(while: { $0 == " " || $0 == "\n" })
            if trimmed.hasPrefix("<!--") && raw[...].trimmingSuffix(while: { $0 == " " || $0 == "\n" }).hasSuffix("-->") { return }
            html += "<pre class=\"bg-raw\">\(HTMLEscape.text(raw.hasSuffix("\n") ? String(raw.dropLast()) : raw))</pre>\n"
        case .paragraph:
            if tight {
                inlineContainer(node.children)
                html += "\n"
            } else {
                html += "<p>"
                inlineContainer(node.children)
                html += "</p>\n"
            }
        case .heading(let level):
            heading(node, level: level)
        case .thematicBreak:
            html += mode.isXHTML ? "<hr/>\n" : "<hr>\n"
        case .table:
            table(node)
        default:
            // Inline nodes never stand at block level in cmark's tree; render them in place all the same.
            inlineContainer([node])
        }
    }

    private mutating func listItem(_ node: MarkdownNode, tight: Bool) {
        if case .item(let checked?) = node.kind {
            let xhtml = mode.isXHTML
            html += "<li class=\"bg-task\"><input type=\"checkbox\"" + (xhtml ? " disabled=\"disabled\"" : " disabled")
            if checked { html += xhtml ? " checked=\"checked\"" : " checked" }
            html += (checked ? " aria-label=\"done\"" : " aria-label=\"not done\"") + (xhtml ? "/>" : ">")
        } else {
            html += "<li>"
        }
        blocks(node.children, tight: tight)
        html += "</li>\n"
    }

    private mutating func heading(_ node: MarkdownNode, level: Int, anchored: Bool = true) {
        let slug = headingCursor < slugs.count ? slugs[headingCursor] : Slugger.slug(node.plainText)
        headingCursor += 1
        let id = links.anchorID(slug, chapter: page, mode: mode)
        // On the print page, chapter titles sit under the book's title: one level down, at most h6.
        let shown = mode == .printPage ? min(level + 1, 6) : level
        headings.append(PageHeading(level: level, text: node.plainText, id: id))
        html += "<h\(shown) id=\"\(HTMLEscape.text(id))\">"
        inlineContainer(node.children)
        // An e-reader has no hover to reveal the link, so the EPUB leaves it out.
        if anchored && mode != .ebookPage {
            html += " <a class=\"bg-anchor\" href=\"#\(HTMLEscape.text(id))\" aria-label=\"Link to this section\">#</a>"
        }
        html += "</h\(shown)>\n"
    }

    private mutating func table(_ node: MarkdownNode) {
        guard case .table(let alignments) = node.kind else { return }
        tableCount += 1
        let label = mode == .printPage ? "Table \(tableCount) of “\(chapter.title)”" : "Table \(tableCount)"
        html += "<div class=\"bg-table\" tabindex=\"0\" role=\"region\" aria-label=\"\(HTMLEscape.text(label))\"><table>\n"
        var inBody = false
        for row in node.children {
            let isHeader: Bool
            if case .tableRow(let header) = row.kind { isHeader = header } else { isHeader = false }
            if isHeader {
                html += "<thead>\n"
            } else if !inBody {
                html += "<tbody>\n"
                inBody = true
            }
            html += "<tr>"
            for (column, cell) in row.children.enumerated() {
                // An empty header cell (a corner) names no column, so it is a plain cell.
                let tag = isHeader && !cell.children.isEmpty ? "th" : "td"
                let alignment = column < alignments.count ? alignments[column] : .none
                switch alignment {
                case .none: html += "<\(tag)>"
                case .left: html += "<\(tag) class=\"bg-left\">"
                case .center: html += "<\(tag) class=\"bg-center\">"
                case .right: html += "<\(tag) class=\"bg-right\">"
                }
                inlineContainer(cell.children)
                html += "</\(tag)>"
            }
            html += "</tr>\n"
            if isHeader { html += "</thead>\n" }
        }
        if inBody { html += "</tbody>\n" }
        html += "</table></div>\n"
    }
}
