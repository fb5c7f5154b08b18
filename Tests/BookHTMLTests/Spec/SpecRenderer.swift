import BookCore
import BookMarkdown
import Foundation
@testable import BookHTML

/// Runs one spec example through the site's Markdown renderer and says how its HTML compares with
/// cmark-gfm's.
enum SpecRenderer {
    /// How the site's HTML for an example compares with the spec's.
    enum Verdict: Equatable, Sendable {
        /// The same HTML, once both are normalised as cmark's test runner does.
        case exact
        /// Different on purpose; the reason names which of the site's rules made the difference.
        case byDesign(Reason)
        /// Different for no reason the site stands by.
        case failure
    }

    /// The site's deliberate departures from cmark's HTML.
    enum Reason: String, CaseIterable, Sendable {
        /// Raw HTML passes through `RawHTMLFilter`: what could run script is removed, elements are
        /// closed within the Markdown container that holds them, comments are left out.
        case escapedRawHTML = "filtered raw HTML"
        /// Links and images the site refuses (outside the book, other schemes, network images), or
        /// `#anchors` with no heading, are build errors and render as their text.
        case refusedLink = "refused link or image"
        /// Everything else: heading ids and their `#` links, the frame around code blocks and
        /// tables, alignment classes, accessible task-list checkboxes, lazy images, and no final
        /// newline inside `<pre>`. Undoing those rewrites gives cmark's HTML.
        case markupWrappers = "heading ids, code and table wrappers, task checkboxes"
        /// GitHub's autolink extension is always on, so a spec.txt example written for plain
        /// CommonMark gets links where cmark without the extension gives text.
        case autolinksAlwaysOn = "autolinks always on"
        /// The example only checks that cmark does not crash (its expected HTML is `<ignore>`).
        case nothingToCompare = "no expected HTML"
    }

    struct Result {
        var html: String
        var verdict: Verdict
    }

    static func run(_ example: SpecExample) -> Result {
        let document = MarkdownParser.parse(example.markdown)
        let chapter = Chapter(path: "spec.md", fileName: "spec.md", title: "Spec", part: nil,
                              lines: SourceLines(Array(example.markdown.utf8)), document: document)
        let slugs = HeadingPlan.slugs(of: ChapterHeading.all(in: document), reserved: PagePlan.templateIDs)
        let page = PagePlan.Page(htmlName: "spec.html", stem: "spec", anchors: Set(slugs))
        // Every relative path counts as a file of the book: the examples link to files that do not exist.
        var links = LinkResolver(pages: ["spec.md": page], bookFolder: "/nonexistent")
        links.fileExists = { _ in true }
        let checked = PreparedChapter(chapter: chapter, snippets: SnippetExtractor.extract(chapter).snippets, includes: [:], environments: [])
        var renderer = ChapterRenderer(chapter: checked, page: page, slugs: slugs, verdicts: .unchecked, links: links,
                                       mode: .chapterPage, code: CodeBlockRenderer())
        let rendered = renderer.render()
        let html = rendered.header + rendered.html
        let expected = SpecHTMLNormalizer.normalize(example.html)
        func result(_ verdict: Verdict) -> Result { Result(html: html, verdict: verdict) }
        if SpecHTMLNormalizer.normalize(html) == expected { return result(.exact) }
        if example.html == "<IGNORE>\n" { return result(.byDesign(.nothingToCompare)) }
        if containsRawHTML(document) { return result(.byDesign(.escapedRawHTML)) }
        if !rendered.diagnostics.isEmpty { return result(.byDesign(.refusedLink)) }
        // The site drops the final newline of a code block, cmark keeps it.
        let expectedAsSite = expected.replacingOccurrences(of: "\n</code></pre>", with: "</code></pre>")
        let undone = SpecHTMLNormalizer.normalize(asCmarkWouldWrite(html))
        if undone == expectedAsSite { return result(.byDesign(.markupWrappers)) }
        if !example.tags.contains("autolink"), !expected.contains("<a "), withoutLinks(undone) == expectedAsSite {
            return result(.byDesign(.autolinksAlwaysOn))
        }
        return result(.failure)
    }

    private static func containsRawHTML(_ node: MarkdownNode) -> Bool {
        switch node.kind {
        case .htmlBlock, .htmlInline: return true
        default: return node.children.contains(where: containsRawHTML)
        }
    }

    /// The site's HTML with its deliberate rewrites undone, where they can be.
    static func asCmarkWouldWrite(_ html: String) -> String {
        var text = html
        text.replace(/<h([1-6]) id="[^"]*">/) { "<h\($0.1)>" }
        text.replace(/\ <a class="bg-anchor" href="[^"]*" aria-label="Link to this section">#<\/a><\/h/) { _ in "</h" }
        text.replace(/<div class="bg-code( bg-short)?"><div class="bg-code-head">.*?<\/div><pre tabindex="0">/) { _ in "<pre>" }
        text.replace(/<div class="bg-console( bg-short)?">.*?<\/div><pre tabindex="0"><samp>/) { _ in "<pre><code>" }
        text.replace("</samp></pre></div>", with: "</code></pre>")
        text.replace("</code></pre></div>", with: "</code></pre>")
        text.replace(/<div class="bg-table"[^>]*><table>/) { _ in "<table>" }
        text.replace("</table></div>", with: "</table>")
        text.replace(/\ class="bg-(left|center|right)"/) { " align=\"\($0.1)\"" }
        text.replace(/<li class="bg-task"><input type="checkbox" disabled( checked)? aria-label="[^"]*">/) {
            "<li><input type=\"checkbox\" disabled=\"\"\($0.1 == nil ? "" : " checked=\"\"") /> "
        }
        text.replace(" loading=\"lazy\"", with: "")
        return text
    }

    /// The HTML with every link replaced by its text.
    private static func withoutLinks(_ html: String) -> String {
        var text = html
        text.replace(/<a href="[^"]*">/) { _ in "" }
        text.replace("</a>", with: "")
        return text
    }
}
