import BookCore
import BookMarkdown

/// A heading of a rendered page, for the page's own table of contents and the search index.
package struct PageHeading: Sendable, Equatable {
    package var level: Int
    package var text: String
    package var id: String

    package init(level: Int, text: String, id: String) {
        self.level = level
        self.text = text
        self.id = id
    }
}

/// One chapter as HTML, with what rendering found out about it.
package struct RenderedChapter: Sendable {
    /// The chapter's opening `# Title`, when it starts with one; the page puts its contents list after it.
    package var header: String
    /// Everything after `header`.
    package var html: String
    package var headings: [PageHeading]
    package var diagnostics: [Diagnostic]
    /// Files of the book folder the chapter links to or shows, relative to the book folder.
    package var assets: Set<String>
}

/// Renders one chapter's Markdown tree to HTML.
///
/// Every piece of text is escaped; raw HTML follows `RawHTMLPolicy`; links and images go through
/// `LinkResolver`, which reports the broken ones at their file, line and column.
package struct ChapterRenderer {
    package let checked: CheckedChapter
    package var chapter: Chapter { checked.chapter }
    package let page: PagePlan.Page
    /// The slugs of the chapter's headings, in document order (see `HeadingPlan`).
    package let slugs: [String]
    package let verdicts: PageVerdicts
    package let links: LinkResolver
    package let mode: LinkResolver.Mode
    package let code: CodeBlockRenderer
    /// The complete programs behind the chapter page's example blocks ("Copy program"); nil on the
    /// print page and in the EPUB, and when the book's support code is not bookgen's.
    package var program: ReaderProgram?
    /// `program`'s prologue, escaped, once the first block needed it.
    package var programPrologue: String?
    /// The environments' shared prologues, escaped, for every chapter of the rendering.
    package var sharedPrologues: SharedPrologues?

    package var html = ""
    package var headings: [PageHeading] = []
    package var diagnostics: [Diagnostic] = []
    package var assets: Set<String> = []
    /// Highlighted blocks by fence line, shared between the chapter page and the print page.
    package var codeCache: [Int: String]
    private var headingCursor = 0
    /// Tables so far: each scrollable table is a landmark, and landmarks need distinct names.
    private var tableCount = 0
    /// Footnotes referred to so far: only the first reference gets the id the back link goes to.
    private var referencedFootnotes: Set<Int> = []
    /// Allowed raw inline tags opened and not yet closed in the current inline container.
    package var openTags: [String] = []

    package init(chapter: CheckedChapter, page: PagePlan.Page, slugs: [String], verdicts: PageVerdicts, links: LinkResolver,
         mode: LinkResolver.Mode, code: CodeBlockRenderer, codeCache: [Int: String] = [:]) {
        self.checked = chapter
        self.page = page
        self.slugs = slugs
        self.verdicts = verdicts
        self.links = links
        self.mode = mode
        self.code = code
        self.codeCache = codeCache
    }

    package mutating func render() -> RenderedChapter {
        var children = chapter.document.children[...]
        var header = ""
        if let first = children.first, case .heading(level: 1) = first.kind {
            block(first, tight: false)
            header = html
            html = ""
            children = children.dropFirst()
        }
        html.reserveCapacity(chapter.lines.bytes.count * 2)
        blocksAndFootnotes(Array(children))
        return RenderedChapter(header: header, html: html, headings: headings, diagnostics: diagnostics, assets: assets)
    }

    /// A document's blocks; cmark-gfm puts its footnotes last, in number order, and they close the
    /// chapter as a list.
    private mutating func blocksAndFootnotes(_ nodes: [MarkdownNode]) {
        let footnotes = nodes.reversed().prefix { if case .footnoteDefinition = $0.kind { true } else { false } }
        blocks(Array(nodes.dropLast(footnotes.count)), tight: false)
        guard !footnotes.isEmpty else { return }
        html += "<section class=\"bg-footnotes\" role=\"doc-endnotes\" aria-label=\"Footnotes\">\n<ol>\n"
        for note in footnotes.reversed() {
            guard case .footnoteDefinition(let number) = note.kind else { continue }
            html += "<li id=\"\(footnoteID("fn", number))\">\n"
            blocks(note.children, tight: false)
            html += "<p class=\"bg-footnote-back\"><a href=\"#\(footnoteID("fnref", number))\" role=\"doc-backlink\""
                + " aria-label=\"Back to the text of footnote \(number)\">↩\u{FE0E}</a></p>\n</li>\n"
        }
        html += "</ol>\n</section>\n"
    }

    /// A footnote's or its first reference's `id`: `fn-1`, `fnref-1`; on the print page, with the
    /// chapter's name in front, as its headings have.
    package func footnoteID(_ kind: String, _ number: Int) -> String {
        HTMLEscape.text(links.anchorID("\(kind)-\(number)", chapter: page, mode: mode))
    }

    /// `[^note]` in the text: the footnote's number, linked to it; the first reference to a
    /// footnote is where its back link returns.
    package mutating func footnoteReference(_ number: Int) {
        let first = referencedFootnotes.insert(number).inserted
        let id = first ? " id=\"\(footnoteID("fnref", number))\"" : ""
        html += "<sup class=\"bg-footnote-ref\"\(id)><a href=\"#\(footnoteID("fn", number))\" role=\"doc-noteref\">\(number)</a></sup>"
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

    /// A definition list, as mdBook reads one: a paragraph whose first line is a term and whose
    /// later lines are either terms or definitions (`: text`), each term followed by a definition.
    /// Returns each line's inlines, a definition's without its `: `.
    package static func definitionList(_ paragraph: MarkdownNode) -> [(isTerm: Bool, line: [MarkdownNode])]? {
        // Nearly every paragraph is prose: no line of it starts with `: `, which this finds without copying.
        let children = paragraph.children
        guard children.indices.dropFirst().contains(where: { index in
            guard case .softBreak = children[index - 1].kind, case .text(let text) = children[index].kind else { return false }
            return text.hasPrefix(": ")
        }) else { return nil }
        var lines: [[MarkdownNode]] = [[]]
        for child in paragraph.children {
            if case .softBreak = child.kind { lines.append([]) } else { lines[lines.count - 1].append(child) }
        }
        guard lines.count > 1 else { return nil }
        var entries: [(isTerm: Bool, line: [MarkdownNode])] = []
        for var line in lines {
            guard let first = line.first else { return nil }
            if case .text(let text) = first.kind, text.hasPrefix(": ") {
                line[0].kind = .text(String(text.dropFirst(2)))
                entries.append((false, line))
            } else {
                // A term must follow a definition or open the list.
                if let last = entries.last, last.isTerm { return nil }
                entries.append((true, line))
            }
        }
        guard entries.first?.isTerm == true, entries.last?.isTerm == false else { return nil }
        return entries
    }

    package static let alertKinds: Set<String> = ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"]

    /// A GitHub alert: a block quote whose first line is `[!NOTE]` (or `TIP`, `IMPORTANT`,
    /// `WARNING`, `CAUTION`, in any case) and nothing else. Returns its kind, upper-cased, and the
    /// blocks after the marker.
    package static func alert(_ quote: MarkdownNode) -> (String, [MarkdownNode])? {
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

    /// Whether a heading opens a challenge's solution: its text is `Solution` or starts with it.
    package static func isSolution(_ heading: MarkdownNode) -> Bool {
        heading.plainText == "Solution" || heading.plainText.hasPrefix("Solution ") || heading.plainText.hasPrefix("Solution:")
    }

    /// Whether a heading opens a challenge's hint, which the reader opens as a solution is opened.
    package static func isHint(_ heading: MarkdownNode) -> Bool {
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
        return BlockDisplay(checked.role(ofBlockAt: node.range.start.line), chapter: checked, verdicts: verdicts)
    }

    private mutating func block(_ node: MarkdownNode, tight: Bool) {
        switch node.kind {
        case .document:
            blocksAndFootnotes(node.children)
        case .blockQuote:
            if let (kind, body) = Self.alert(node) {
                html += "<div class=\"bg-alert bg-alert-\(kind.lowercased())\" role=\"note\">\n"
                html += "<p class=\"bg-alert-title\">\(kind.prefix(1) + kind.dropFirst().lowercased())</p>\n"
                blocks(body, tight: false)
                html += "</div>\n"
            } else {
                html += "<blockquote>\n"
                blocks(node.children, tight: false)
                html += "</blockquote>\n"
            }
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
                // Cut on UTF-8: a String's `dropLast(_:)` and `+` count its characters from the start.
                html += rendered[..<rendered.utf8.index(rendered.utf8.endIndex, offsetBy: -7)]
                html += disclosure
                html += "</div>\n"
            } else {
                html += rendered
            }
            if predicted { html += "</details>\n" }
        case .htmlBlock(let raw):
            let trimmed = raw.drop(while: { $0 == " " || $0 == "\n" })
            if trimmed.hasPrefix("<!--") && raw[...].trimmingSuffix(while: { $0 == " " || $0 == "\n" }).hasSuffix("-->") { return }
            html += "<pre class=\"bg-raw\">\(HTMLEscape.text(CodeBlockRenderer.withoutFinalNewline(raw)))</pre>\n"
        case .paragraph:
            if let entries = Self.definitionList(node) {
                // Terms in consecutive paragraphs make one list, as mdBook makes them.
                if html.hasSuffix("</dl>\n") { html.removeLast(6) } else { html += "<dl>\n" }
                for (isTerm, line) in entries {
                    html += isTerm ? "<dt>" : "<dd>"
                    inlineContainer(line)
                    html += isTerm ? "</dt>\n" : "</dd>\n"
                }
                html += "</dl>\n"
            } else if tight {
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

    private mutating func heading(_ written: MarkdownNode, level: Int, anchored: Bool = true) {
        let node = written.headingAttributes.heading
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
