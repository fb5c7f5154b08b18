import BookCore
import Foundation
import Testing
@testable import BookHTML
@testable import BookSite
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Raw HTML as authors of mdBook books write it passes through; what would run script is removed,
/// each removal a warning, unless book.toml trusts the book's HTML.
@Suite struct RawHTMLTests {
    static let chapter = """
        # Raw

        <details>
        <summary>More</summary>

        Hidden *text*.

        </details>

        <div class="warning">

        A **warning** with Markdown.

        </div>

        Press <kbd>Ctrl</kbd> and the <i class="fa fa-bars"></i> button.

        <img class="right" src="https://example.com/pic.png" alt="A picture">

        <script>alert(1)</script>

        A <button onclick="alert(1)">button</button> and a <a href="javascript:alert(1)">link</a>.

        """

    static let trusted = "[output.bookgen]\nraw-html = \"trusted\"\n"

    static func rawWarnings(_ book: FixtureBook) throws -> [String] {
        try book.checkedBook().diagnostics.filter { $0.id.hasPrefix("raw-html") }.map(\.headline)
    }

    @Test func authorsHTMLPassesThrough() throws {
        let book = try FixtureBook(["a.md": Self.chapter])
        defer { book.remove() }
        let html = article(try book.page("a.html"))
        #expect(html.contains("<details>\n<summary>More</summary>\n<p>Hidden <em>text</em>.</p>\n</details>\n"))
        #expect(html.contains("<div class=\"warning\">\n<p>A <strong>warning</strong> with Markdown.</p>\n</div>\n"))
        #expect(html.contains("<p>Press <kbd>Ctrl</kbd> and the <i class=\"fa fa-bars\"></i> button.</p>"))
        #expect(html.contains("<img class=\"right\" src=\"https://example.com/pic.png\" alt=\"A picture\">"))
        // Nothing the author wrote is shown as text.
        #expect(!html.contains("&lt;"))
    }

    /// cmark's rule: an HTML block runs to the next blank line, so Markdown inside it is read only after one.
    @Test func markdownInsideAnHTMLBlockOnlyAfterABlankLine() throws {
        let book = try FixtureBook(["a.md": "# A\n\n<div class=\"note\">\n*as written*\n</div>\n\n<div>\n\n*emphasis*\n\n</div>\n"])
        defer { book.remove() }
        let html = article(try book.page("a.html"))
        #expect(html.contains("<div class=\"note\">\n*as written*\n</div>\n"))
        #expect(html.contains("<div>\n<p><em>emphasis</em></p>\n</div>\n"))
    }

    @Test func scriptEventHandlersAndScriptURLsAreRemovedEachWithAWarning() throws {
        let book = try FixtureBook(["a.md": Self.chapter])
        defer { book.remove() }
        let html = article(try book.page("a.html"))
        #expect(!html.contains("script"))
        #expect(!html.contains("alert"))
        #expect(html.contains("<p>A <button>button</button> and a <a>link</a>.</p>"))
        let file = "\(book.folder)/a.md"
        #expect(try Self.rawWarnings(book) == [
            "\(file):20:1: warning: removed `<script>` and what it holds, as GitHub removes it (it could run script or take over the page); `raw-html = \"trusted\"` in book.toml keeps it [raw-html-removed]",
            "\(file):22:11: warning: removed `onclick` from `<button>`: an event handler would run script in the reader's browser; `raw-html = \"trusted\"` in book.toml keeps it [raw-html-removed]",
            "\(file):22:55: warning: removed `href` from `<a>`: a `javascript:` URL would run script in the reader's browser; `raw-html = \"trusted\"` in book.toml keeps it [raw-html-removed]",
        ])
    }

    @Test(arguments: [
        ("<iframe src=\"https://example.com\"></iframe>", "removed `<iframe>`"),
        ("<style>body{display:none}</style>", "removed `<style>`"),
        ("<img src=x onerror=alert(1)>", "removed `onerror` from `<img>`"),
        ("<a href=\"&#106;avascript:alert(1)\">x</a>", "removed `href` from `<a>`: a `javascript:` URL"),
        ("<a href=\" JAVA\tSCRIPT:alert(1)\">x</a>", "removed `href` from `<a>`: a `javascript:` URL"),
        ("<a href=\"data:text/html,<script>alert(1)</script>\">x</a>", "removed `href` from `<a>`: a `data:` URL"),
        ("<svg onload=alert(1)>", "removed `onload` from `<svg>`"),
        ("text <script>alert(1)</script> inline", "removed `<script>`"),
    ])
    func whatCouldRunScriptIsRemoved(_ raw: String, _ warning: String) throws {
        let book = try FixtureBook(["a.md": "# A\n\n\(raw)\n\nParagraph with \(raw) inside.\n"])
        defer { book.remove() }
        let html = article(try book.page("a.html"))
        #expect(!html.contains("alert"), "\(html)")
        #expect(!html.lowercased().contains("script:"), "\(html)")
        #expect(!html.contains("<iframe") && !html.contains("<style"))
        let warnings = try Self.rawWarnings(book).filter { $0.hasSuffix("[raw-html-removed]") }
        #expect(warnings.count >= 2 && warnings.allSatisfy { $0.contains(warning) }, "\(warnings)")
    }

    @Test func anImageMayBeADataURL() throws {
        let book = try FixtureBook(["a.md": "# A\n\n<img src=\"data:image/png;base64,AAAA\" alt=\"dot\">\n"])
        defer { book.remove() }
        #expect(article(try book.page("a.html")).contains("<img src=\"data:image/png;base64,AAAA\" alt=\"dot\">"))
        #expect(try Self.rawWarnings(book).isEmpty)
    }

    /// A raw image of the book is published with the page, and a raw link to a chapter goes to its page.
    @Test func rawImagesAndLinksOfTheBookResolveAsMarkdownOnes() throws {
        let book = try FixtureBook([
            "SUMMARY.md": "# S\n\n- [A](guide/a.md)\n- [B](b.md)\n",
            "guide/a.md": "# A\n\n<img class=\"right\" src=\"images/pic.png\" alt=\"P\">\n\nSee <a href=\"../b.md\">B</a> and <a href=\"https://example.com/x\">x</a>.\n",
            "b.md": "# B\n",
            "guide/images/pic.png": "png",
        ])
        defer { book.remove() }
        let site = try book.render()
        let page = try #require(site.files.first { $0.path.hasSuffix(".html") && String(decoding: $0.contents, as: UTF8.self).contains("class=\"right\"") })
        let html = article(String(decoding: page.contents, as: UTF8.self))
        #expect(html.contains("<img class=\"right\" src=\"images/pic.png\" alt=\"P\">"), "\(html)")
        #expect(html.contains("<a href=\"../b.html\">B</a> and <a href=\"https://example.com/x\">x</a>"), "\(html)")
        #expect(site.files.contains { $0.path == "guide/images/pic.png" })
        let xhtml = try #require(XHTMLChapters.render(RenderContext(try book.checkedBook(), outputs: [.epub]), jobs: 1).chapters.first)
        #expect(xhtml.assets == ["guide/images/pic.png"])
    }

    @Test func trustedHTMLPassesAsWrittenWithoutWarnings() throws {
        let book = try FixtureBook(["a.md": Self.chapter, "book.toml": Self.trusted])
        defer { book.remove() }
        let html = article(try book.page("a.html"))
        #expect(html.contains("<script>alert(1)</script>"))
        #expect(html.contains("<p>A <button onclick=\"alert(1)\">button</button> and a <a href=\"javascript:alert(1)\">link</a>.</p>"))
        #expect(try Self.rawWarnings(book).isEmpty)
    }

    @Test func aBadRawHTMLSettingIsAnError() throws {
        let book = try FixtureBook(["a.md": "# A\n", "book.toml": "[output.bookgen]\nraw-html = \"escaped\"\n"])
        defer { book.remove() }
        let diagnostics = try book.checkedBook().diagnostics
        #expect(diagnostics.contains { $0.severity == .error && $0.message.contains("'raw-html' must be") })
    }

    /// What raw HTML leaves open is closed where its Markdown container ends, so the page's own
    /// markup still nests; a stray end tag is left out. Each is a warning.
    @Test func elementsAreClosedWithinTheirContainer() throws {
        let book = try FixtureBook(["a.md": "# A\n\n- item <span>open\n- <div>\n  unclosed\n\nA </em> stray end tag, a <p>paragraph.\n"])
        defer { book.remove() }
        let html = article(try book.page("a.html"))
        #expect(html.contains("<li>item <span>open</span>\n</li>"))
        #expect(html.contains("<li><div>\nunclosed\n</div></li>"))
        #expect(html.contains("<p>A  stray end tag, a <p>paragraph.</p></p>"))
        let file = "\(book.folder)/a.md"
        #expect(try Self.rawWarnings(book).map { $0.replacingOccurrences(of: file, with: "a.md") } == [
            "a.md:3:8: warning: `<span>` is not closed within the Markdown block that holds it (a paragraph, a list item, a quote, the chapter); bookgen closes it at that block's end [raw-html-unclosed]",
            "a.md:4:3: warning: `<div>` is not closed within the Markdown block that holds it (a paragraph, a list item, a quote, the chapter); bookgen closes it at that block's end [raw-html-unclosed]",
            "a.md:7:3: warning: `</em>` closes no element that raw HTML opened in the same Markdown block (a paragraph, a list item, a quote, the chapter); it is left out [raw-html-unmatched]",
        ])
    }

    /// The EPUB's chapters are XML: the same chapter's raw HTML is written as well-formed XHTML.
    @Test(arguments: [false, true])
    func theEPUBsChaptersStayWellFormed(trusted: Bool) throws {
        let extra = "\n<div>Text&nbsp;&copy; &#0; a & b &unknown; <br> <input disabled> <hr></div>\n\n<svg viewBox=\"0 0 2 2\"><circle r=\"1\"/></svg>\n\n<p>open <b>bold\n\n<details open>\n<summary>S</summary>\n"
        var files = ["a.md": Self.chapter + extra]
        if trusted { files["book.toml"] = Self.trusted }
        let book = try FixtureBook(files)
        defer { book.remove() }
        let context = RenderContext(try book.checkedBook(), outputs: [.epub], verdicts: .unchecked)
        let chapter = try #require(XHTMLChapters.render(context, jobs: 1).chapters.first)
        let document = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body>\(chapter.header)\(chapter.body)</body></html>"
        let parser = XMLParser(data: Data(document.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? ""):\n\(document)")
        #expect(chapter.body.contains("<img class=\"right\" src=\"https://example.com/pic.png\" alt=\"A picture\"/>"))
        #expect(chapter.body.contains("<div>Text\u{A0}© \u{FFFD} a &amp; b &amp;unknown; <br/> <input disabled=\"disabled\"/> <hr/></div>"))
        #expect(chapter.body.contains("<svg viewBox=\"0 0 2 2\" xmlns=\"http://www.w3.org/2000/svg\"><circle r=\"1\"/></svg>"))
        #expect(chapter.body.contains("<details open=\"open\">"))
        #expect(chapter.body.contains("<script>") == trusted)
    }
}
