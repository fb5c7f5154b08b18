import BookCore
import Foundation
import Testing
@testable import BookHTML
@testable import BookSite

/// What an mdBook book's pages carry as mdBook's do: heading classes and attributes, definition
/// lists in each form mdBook 0.5 reads (the expected HTML is mdbook 0.5.4's, its `<dt>` anchors
/// aside), `{{#title}}`, the print page and search as book.toml enables them, and the theme's
/// head.hbs, favicon and style sheets.
struct MdBookFeaturesSiteTests {
    static func book(_ chapter: String, toml: String = "", files: [String: String] = [:]) throws -> FixtureBook {
        var all = files
        all["book.toml"] = "[book]\ntitle = \"T\"\n" + toml
        all["src/SUMMARY.md"] = "- [A](a.md)\n"
        all["src/a.md"] = chapter
        return try FixtureBook(all)
    }

    @Test func headingsCarryTheirClassesAndAttributes() throws {
        let book = try Self.book("# A\n\n## Setup {#setup .wide .x data-k=v onclick=x}\n")
        defer { book.remove() }
        let page = article(try book.page("a.html"))
        #expect(page.contains("<h2 id=\"setup\" class=\"wide x\" data-k=\"v\">Setup"))
        #expect(!page.contains("onclick"))
    }

    @Test(arguments: [
        ("T\n: d\n", "<dl>\n<dt>T</dt>\n<dd>d</dd>\n</dl>\n"),
        ("T\n  : indented\nlazy\n    more\n", "<dl>\n<dt>T</dt>\n<dd>indented\nlazy\nmore</dd>\n</dl>\n"),
        ("T\n: one\n: two\n", "<dl>\n<dt>T</dt>\n<dd>one</dd>\n<dd>two</dd>\n</dl>\n"),
        ("T\n\n: one\n\n: two\n", "<dl>\n<dt>T</dt>\n<dd>\n<p>one</p>\n</dd>\n<dd>\n<p>two</p>\n</dd>\n</dl>\n"),
        ("T\n: d\n\n  second\n\nafter\n", "<dl>\n<dt>T</dt>\n<dd>\n<p>d</p>\n<p>second</p>\n</dd>\n</dl>\n<p>after</p>\n"),
        ("T1\n: d1\nT2\n: d2\n", "<dl>\n<dt>T1</dt>\n<dd>d1\nT2</dd>\n<dd>d2</dd>\n</dl>\n"),
        ("Prose\n  with : a colon\n", "<p>Prose\nwith : a colon</p>\n"),
    ])
    func definitionListsAreReadAsMdBookReadsThem(markdown: String, expected: String) throws {
        let book = try Self.book("# A\n\n" + markdown)
        defer { book.remove() }
        let page = article(try book.page("a.html"))
        let body = try #require(page.components(separatedBy: "</h1>\n").last)
        #expect(String(body.drop { $0 == "\n" }).replacingOccurrences(of: "\n\n", with: "\n") == expected)
    }

    @Test func titleSetsTheTitleElementOnly() throws {
        let book = try Self.book("{{#title Custom <Title>}}\n# A\n")
        defer { book.remove() }
        let page = try book.page("a.html")
        #expect(page.contains("<title>Custom &lt;Title&gt;</title>"))
        #expect(!article(page).contains("Custom"))
    }

    @Test func printAndSearchAreLeftOutWhenBookTomlDisablesThem() throws {
        let enabled = try Self.book("# A\n")
        defer { enabled.remove() }
        let all = try enabled.render().files.map(\.path)
        #expect(all.contains("print.html") && all.contains("searchindex.js"))
        #expect(try enabled.page("a.html").contains("href=\"print.html\""))

        let disabled = try Self.book("# A\n", toml: "[output.html.print]\nenable = false\n\n[output.html.search]\nenable = false\n")
        defer { disabled.remove() }
        let files = try disabled.render().files.map(\.path)
        #expect(!files.contains("print.html") && !files.contains("searchindex.js"))
        let page = try disabled.page("a.html")
        #expect(!page.contains("print.html") && !page.contains("bg-search-button") && !page.contains("id=\"bg-search\""))

        // `limit-results` reaches the search script; without it, the panel is as it always was.
        #expect(try enabled.page("a.html").contains("<div id=\"bg-search\" class=\"bg-search\""))
        let limited = try Self.book("# A\n", toml: "[output.html.search]\nlimit-results = 20\n")
        defer { limited.remove() }
        #expect(try limited.page("a.html").contains("<div id=\"bg-search\" data-limit=\"20\" class=\"bg-search\""))
    }

    @Test func theThemesHeadFaviconsAndStyleSheetsAreUsed() throws {
        let book = try Self.book("# A\n", files: ["theme/head.hbs": "<meta name=\"x-head\" content=\"{{kept}}\">\n", "theme/favicon.svg": "<svg/>",
                                                  "theme/favicon.png": "png", "theme/custom.css": "p{}", "theme/index.hbs": "x", "theme/css/chrome.css": "x"])
        defer { book.remove() }
        let rendering = try book.render()
        #expect(rendering.diagnostics.isEmpty)
        let files = Dictionary(rendering.files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) }) { first, _ in first }
        #expect(files["favicon.svg"] == "<svg/>" && files["favicon.png"] == "png" && files["theme/custom.css"] == "p{}")
        let page = try #require(files["a.html"])
        let head = try #require(page.components(separatedBy: "</head>").first)
        #expect(head.contains("<meta name=\"x-head\" content=\"{{kept}}\">"))
        #expect(head.contains("<link rel=\"icon\" href=\"favicon.svg\" type=\"image/svg+xml\">"))
        #expect(head.contains("<link rel=\"stylesheet\" href=\"theme/custom.css\">"))
        // mdBook's own templates are a warning each, and a Handlebars expression in head.hbs one more.
        let warnings = try book.checkedBook().diagnostics.filter { $0.id.hasPrefix("theme-") }
        #expect(warnings.map { "\($0.id) \(($0.file as NSString).lastPathComponent)" }
                == ["theme-file-unused chrome.css", "theme-file-unused index.hbs", "theme-head-template head.hbs"])
    }
}
