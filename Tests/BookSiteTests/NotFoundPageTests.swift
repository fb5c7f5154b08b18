import BookCore
import Foundation
import Testing
@testable import BookHTML
@testable import BookSite

/// Issue 30, item 3: an mdBook book's `src/404.md` (or the file `input-404` names) is the site's
/// 404 page, read and checked as a chapter is, but listed nowhere.
struct NotFoundPageTests {
    static let files = [
        "book.toml": "[book]\ntitle = \"Nested\"\n",
        "src/SUMMARY.md": "# Summary\n\n[Introduction](README.md)\n\n- [Build](cli/build.md)\n",
        "src/README.md": "# Introduction\n\nHello.\n",
        "src/cli/build.md": "# Build\n\n## Flags\n",
        "src/404.md": "# Lost\n\nThis is not the page you wanted: try [building](cli/build.md#flags) or [the start](README.md).\n\n![a map](images/map.svg)\n\n{{#include parts/help.md}}\n",
        "src/parts/help.md": "<div class=\"warning\">Ask <a href=\"cli/build.md\">the builders</a>.</div>\n",
        "src/images/map.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
    ]

    static func render(_ files: [String: String]) throws -> (files: [String: String], diagnostics: [Diagnostic], check: [Diagnostic]) {
        let book = try FixtureBook(files)
        defer { book.remove() }
        let checked = try book.checkedBook()
        let rendering = SiteRenderer(jobs: 2).render(RenderContext(checked, outputs: [.site], verdicts: .unchecked))
        let site = Dictionary(rendering.files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) }) { first, _ in first }
        return (site, checked.diagnostics + rendering.diagnostics, checked.diagnostics + LinkCheck.diagnostics(of: checked))
    }

    static func places(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column) \($0.id)" }
    }

    @Test func theBooksPageIsTheNotFoundPageWithLinksFromTheTop() throws {
        let (site, diagnostics, _) = try Self.render(Self.files)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let page = try #require(site["404.html"])
        #expect(page.contains("<title>Lost · Nested</title>"))
        // Served at any depth: the base is the site's top, and every link starts there.
        #expect(page.contains("<base href=\"/\">"))
        let content = article(page)
        #expect(content.contains("<h1 id=\"lost\">Lost"))
        #expect(content.contains("<a href=\"cli/build.html#flags\">building</a>") && content.contains("<a href=\"index.html\">the start</a>"))
        #expect(content.contains("<img src=\"images/map.svg\" alt=\"a map\""))
        #expect(content.contains("<p id=\"bg-not-found-guess\" hidden></p>"))
        // Its includes are expanded and its raw HTML passes, links resolved, as a chapter's do.
        #expect(content.contains("<div class=\"warning\">Ask <a href=\"cli/build.html\">the builders</a>.</div>"))
        // As mdBook shows it: the page as written, no list of chapters of its own.
        #expect(!content.contains("bg-index-toc") && !content.contains("Page not found"))
        // The image only the 404 page shows is carried.
        #expect(site["images/map.svg"] != nil)
    }

    @Test func thePageIsListedNowhere() throws {
        let (site, _, _) = try Self.render(Self.files)
        for file in ["print.html", "searchindex.js", "toc.js", "toc.html", "index.html"] {
            let text = try #require(site[file], "\(file)")
            #expect(!text.contains("not the page you wanted") && !text.contains("Lost"), "\(file)")
        }
        #expect(site["404-chapter.html"] == nil)
    }

    @Test func itsBrokenLinkIsAnErrorAtItsPlaceInCheckAndBuild() throws {
        var files = Self.files
        files["src/parts/help.md"] = nil
        files["src/404.md"] = "# Lost\n\nTry\n[the old page](old.md) or [a heading](README.md#nowhere).\n\n<p onclick=\"go()\">Or wait.</p>\n"
        let (_, built, checked) = try Self.render(files)
        // Found while reading, then while linking: the order a chapter's problems come in.
        let expected = ["404.md:6:4 raw-html-removed", "404.md:4:1 broken-link", "404.md:4:27 broken-anchor"]
        #expect(Self.places(built) == expected)
        #expect(Self.places(checked) == expected)
    }

    @Test func aBookWithoutOneKeepsTheBuiltInPage() throws {
        var files = Self.files
        files["src/404.md"] = nil
        files["src/parts/help.md"] = nil
        let (site, diagnostics, _) = try Self.render(files)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let page = try #require(site["404.html"])
        #expect(page.contains("<title>Page not found · Nested</title>") && page.contains("<div id=\"bg-not-found\">"))
        #expect(page.contains("<nav class=\"bg-index-toc\"") && !page.contains("<base href"))
    }

    @Test func inputFourOhFourNamesAnotherFile() throws {
        var files = Self.files
        files["book.toml"] = "[book]\ntitle = \"Nested\"\n\n[output.html]\ninput-404 = \"errors/missing.md\"\nsite-url = \"/docs/\"\n"
        files["src/parts/help.md"] = nil
        files["src/errors/missing.md"] = "# Nothing here\n\nBack to [the start](../README.md).\n"
        let (site, diagnostics, _) = try Self.render(files)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let page = try #require(site["404.html"])
        #expect(page.contains("<title>Nothing here · Nested</title>") && page.contains("<base href=\"/docs/\">"))
        // Its links lead from its folder in the book to the top of the site, where the page is served.
        #expect(article(page).contains("<a href=\"index.html\">the start</a>"))
        // `404.md` is then left alone, as mdBook leaves it.
        #expect(!page.contains("Lost"))
    }

    @Test func inputFourOhFourNamingNoFileIsAnErrorAtItsKey() throws {
        var files = Self.files
        files["book.toml"] = "[book]\ntitle = \"Nested\"\n\n[output.html]\ninput-404 = \"gone.md\"\n"
        let (_, diagnostics, _) = try Self.render(files)
        #expect(Self.places(diagnostics).contains("book.toml:5:1 manifest-bad-value"), "\(Self.places(diagnostics))")
    }
}
