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
/// Every piece of text is escaped; raw HTML passes through `RawHTMLFilter`; links and images go through
/// `LinkResolver`, which reports the broken ones at their file, line and column.
package struct ChapterRenderer {
    package let checked: PreparedChapter
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
    package var codeCache: [Int: RenderedBlock]
    private var headingCursor = 0
    /// Tables so far: each scrollable table is a landmark, and landmarks need distinct names.
    private var tableCount = 0
    /// Footnotes referred to so far: only the first reference gets the id the back link goes to.
    private var referencedFootnotes: Set<Int> = []
    /// The chapter's raw HTML, filtered and kept nested inside the Markdown container that holds it.
    package var rawHTML: RawHTMLFilter

    package init(chapter: PreparedChapter, page: PagePlan.Page, slugs: [String], verdicts: PageVerdicts, links: LinkResolver,
         mode: LinkResolver.Mode, code: CodeBlockRenderer, codeCache: [Int: RenderedBlock] = [:], rawHTML: RawHTMLMode = .sanitized) {
        self.checked = chapter
        self.page = page
        self.slugs = slugs
        self.verdicts = verdicts
        self.links = links
        self.mode = mode
        self.code = code
        self.codeCache = codeCache
        self.rawHTML = RawHTMLFilter(mode: rawHTML, output: mode.isXHTML ? .xhtml : .html)
        // Raw HTML's relative URLs point where the chapter's Markdown links and images would: an
        // image of the book is carried by the site, a chapter's `.md` is its page. What does not
        // resolve is left as written, as mdBook leaves it.
        let sink = rawAssets
        let location = FileLocation(file: chapter.chapter.path, line: 1)
        self.rawHTML.resolveURL = { _, attribute, value in
            guard !value.isEmpty, LinkResolver.scheme(of: value) == nil, !value.hasPrefix("//"), !value.hasPrefix("#") else { return nil }
            let resolution = attribute == "href" ? links.resolveLink(value, in: page, at: location, mode: mode)
                : links.resolveImage(value, in: page, at: location, mode: mode)
            switch resolution {
            case .asset(let resolved, let path):
                sink.paths.insert(path)
                return HTMLEscape.href(resolved)
            case .href(let resolved):
                return HTMLEscape.href(resolved)
            case .failure:
                return nil
            }
        }
    }

    /// The book's files raw HTML shows or links to.
    private final class AssetSink {
        var paths: Set<String> = []
    }
    private let rawAssets = AssetSink()

    package mutating func render() -> RenderedChapter {
        var children = chapter.document.children[...]
        var header = ""
        if let first = children.first, case .heading(level: 1, _) = first.kind {
            block(first, tight: false)
            header = html
            html = ""
            children = children.dropFirst()
        }
        html.reserveCapacity(chapter.lines.bytes.count * 2)
        blocksAndFootnotes(Array(children))
        assets.formUnion(rawAssets.paths)
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
        rawHTML.enterContainer()
        defer { html += rawHTML.exitContainer() }
        var index = 0
        while index < nodes.count {
            let node = nodes[index]
            if rawHTML.isRemoving, !node.isRawHTML {
                index += 1
                continue
            }
            // A Swift block directly followed by its output: one figure, so the console is tied to its code.
            if index + 1 < nodes.count, case .example = display(of: node), case .output = display(of: nodes[index + 1]) {
                html += "<div class=\"bg-example\">\n"
                block(node, tight: tight)
                block(nodes[index + 1], tight: tight)
                html += "</div>\n"
                index += 2
                continue
            }
            block(node, tight: tight)
            index += 1
        }
    }

    /// A solution (or hint) section as a disclosure the reader opens, with no script; the print
    /// page and the EPUB show it open.
    private mutating func disclosure(_ section: MarkdownNode) {
        guard let heading = section.children.first, case .heading(let level, _) = heading.kind else { return }
        let open = mode == .chapterPage ? "" : mode.isXHTML ? " open=\"open\"" : " open"
        html += "<details class=\"bg-solution\"\(open)>\n<summary>"
        // A link inside the summary would be a control inside a control: the heading goes without its anchor.
        self.heading(heading, level: level, anchored: false)
        html += "</summary>\n"
        blocks(Array(section.children.dropFirst()), tight: false)
        html += "</details>\n"
    }

    /// What a node is on the page; only code blocks have a role.
    private func display(of node: MarkdownNode) -> BlockDisplay? {
        guard case .codeBlock(let block) = node.kind else { return nil }
        return BlockDisplay(checked.role(ofBlockAt: node.range.start.line), fenceInfo: block.info, chapter: checked, verdicts: verdicts)
    }

    private mutating func block(_ node: MarkdownNode, tight: Bool) {
        switch node.kind {
        case .document:
            blocksAndFootnotes(node.children)
        case .blockQuote:
            html += "<blockquote>\n"
            blocks(node.children, tight: false)
            html += "</blockquote>\n"
        case .alert(let kind):
            html += "<div class=\"bg-alert \(AlertKind.classes(of: kind))\" role=\"note\">\n"
            html += "<p class=\"bg-alert-title\">\(HTMLEscape.text(AlertKind.label(of: kind)))</p>\n"
            blocks(node.children, tight: false)
            html += "</div>\n"
        case .disclosure:
            disclosure(node)
        case .definitionList:
            html += "<dl>\n"
            for entry in node.children {
                let isTerm = entry.kind == .definitionTerm
                html += isTerm ? "<dt>" : "<dd>"
                // A loose list's definitions hold blocks (paragraphs), a tight one's inlines.
                if !isTerm, let first = entry.children.first, first.kind == .paragraph || !Self.isInline(first) {
                    html += "\n"
                    blocks(entry.children, tight: false)
                } else {
                    inlineContainer(entry.children)
                }
                html += isTerm ? "</dt>\n" : "</dd>\n"
            }
            html += "</dl>\n"
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
            let rendered: RenderedBlock
            if let cached = codeCache[line] {
                rendered = cached
            } else {
                // Cannot be nil: `node` is a code block.
                rendered = code.render(block.literal, display: display(of: node)!)
                codeCache[line] = rendered
            }
            // The chapter page's blocks carry their complete program as a footer in their frame.
            html += rendered.body
            if let disclosure = programDisclosure(node) { html += disclosure }
            html += rendered.closing
            if predicted { html += "</details>\n" }
        case .htmlBlock(let raw):
            html += rawHTML.fragment(raw)
        case .paragraph:
            if tight {
                inlineContainer(node.children)
                html += "\n"
            } else {
                html += "<p>"
                inlineContainer(node.children)
                html += "</p>\n"
            }
        case .heading(let level, _):
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

    /// Whether `name` may name an attribute in HTML and XHTML: a letter, then letters, digits, `-`, `_`, `.` or `:`.
    static func isAttributeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.:".unicodeScalars.contains($0)) }
            && !name.lowercased().hasPrefix("on")
    }

    /// Whether a node is an inline (text and its markup).
    static func isInline(_ node: MarkdownNode) -> Bool {
        switch node.kind {
        case .text, .softBreak, .lineBreak, .code, .htmlInline, .emphasis, .strong, .strikethrough, .link, .image, .footnoteReference: true
        default: false
        }
    }

    private mutating func heading(_ node: MarkdownNode, level: Int, anchored: Bool = true) {
        let slug = headingCursor < slugs.count ? slugs[headingCursor] : Slugger.slug(node.plainText)
        headingCursor += 1
        let id = links.anchorID(slug, chapter: page, mode: mode)
        // On the print page, chapter titles sit under the book's title: one level down, at most h6.
        let shown = mode == .printPage ? min(level + 1, 6) : level
        headings.append(PageHeading(level: level, text: node.plainText, id: id))
        html += "<h\(shown) id=\"\(HTMLEscape.text(id))\""
        // mdBook's `{.class}` on a heading.
        if case .heading(_, let attributes?) = node.kind {
            if !attributes.classes.isEmpty { html += " class=\"\(HTMLEscape.text(attributes.classes.joined(separator: " ")))\"" }
            // `key=value`, as mdBook writes them; a name that is no attribute name, or `id` and
            // `class` given this way, is left out.
            for other in attributes.others where Self.isAttributeName(other.key) && !["id", "class"].contains(other.key.lowercased()) {
                html += " \(other.key)=\"\(HTMLEscape.text(other.value))\""
            }
        }
        html += ">"
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
