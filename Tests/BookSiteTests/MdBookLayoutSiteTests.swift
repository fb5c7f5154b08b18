import BookCore
import Foundation
import Testing
@testable import BookHTML
@testable import BookSite

/// The site of a book in mdBook's layout (`Tests/Fixtures/mdbook-guide`): pages where mdBook writes
/// them (a chapter in a subfolder in that folder, `README.md` as `index.html`), their relative links
/// and images resolved from where each chapter is, and SUMMARY.md's structure in the table of contents.
struct MdBookLayoutSiteTests {
    static let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/mdbook-guide").path

    static func site() throws -> [String: String] {
        var options = CheckOptions()
        options.useCache = false
        let book = try PreparedBook.prepare(folder: guide, options: options).unchecked()
        let rendering = SiteRenderer(jobs: 2).render(RenderContext(book, outputs: [.site], verdicts: .unchecked))
        #expect(rendering.diagnostics.isEmpty, "\(rendering.diagnostics)")
        return Dictionary(rendering.files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) }) { first, _ in first }
    }

    @Test func chaptersInSubfoldersArePagesInTheirFoldersWithTheirLinksAndImagesResolved() throws {
        let site = try Self.site()
        for page in ["index.html", "guide/installing.html", "guide/linux.html", "guide/first-steps.html", "reference/counting.html", "afterword.html", "toc.html"] {
            #expect(site[page] != nil, "\(page) is written")
        }
        #expect(site["README.html"] == nil && site["guide-installing.html"] == nil)
        #expect(site["guide/images/steps.svg"] != nil, "the image is carried where the pages name it")
        let installing = article(try #require(site["guide/installing.html"]))
        #expect(installing.contains("<img src=\"images/steps.svg\" alt=\"The steps\""))
        #expect(installing.contains("<a href=\"linux.html\">on Linux</a>"))
        #expect(installing.contains("<a href=\"first-steps.html#a-first-example\">the first steps</a>"))
        #expect(article(try #require(site["guide/linux.html"])).contains("<a href=\"../index.html\">the introduction</a>"))
        #expect(article(try #require(site["reference/counting.html"])).contains("<a href=\"../guide/first-steps.html\">the first steps</a>"))
    }

    @Test func theContentsShowPrefixNumberedNestedDraftAndSuffixChapters() throws {
        let toc = try #require(try Self.site()["toc.js"])
        let literal = try #require(toc.components(separatedBy: "window.bookgenTOC = ").last?.components(separatedBy: ";\n").first)
        let html = try JSONDecoder().decode(String.self, from: Data(literal.utf8))
        let expected = """
            <ul class="bg-toc-plain">\n<li><a href="index.html">Introduction</a></li>\n</ul>\n\
            <p class="bg-toc-part">Getting started</p>\n<ol start="1">\n\
            <li><a href="guide/installing.html"><span class="bg-toc-number">1.</span>Installing</a>\n<ol class="bg-toc-sub">\n\
            <li><a href="guide/linux.html"><span class="bg-toc-number">1.1.</span>On Linux</a></li>\n\
            <li><span class="bg-toc-draft"><span class="bg-toc-number">1.2.</span>On macOS</span></li>\n</ol>\n</li>\n\
            <li><a href="guide/first-steps.html"><span class="bg-toc-number">2.</span>First steps</a></li>\n</ol>\n\
            <hr class="bg-toc-separator">\n<p class="bg-toc-part">Reference</p>\n<ol start="3">\n\
            <li><a href="reference/counting.html"><span class="bg-toc-number">3.</span>Counting</a></li>\n</ol>\n\
            <ul class="bg-toc-plain">\n<li><a href="afterword.html">Afterword</a></li>\n</ul>\n
            """
        #expect(html == expected)
    }

    @Test func aChapterNameTwoFilesWouldShareGetsANumber() throws {
        let book = try FixtureBook(["SUMMARY.md": "- [A](guide/README.md)\n- [B](guide/index.md)\n", "guide/README.md": "# A\n", "guide/index.md": "# B\n"])
        defer { book.remove() }
        let files = try book.render().files.map(\.path)
        #expect(files.contains("guide/index.html") && files.contains("guide/index-2.html"))
    }
}

/// mdBook's `[output.html]` keys on bookgen's site.
struct HTMLOptionsSiteTests {
    static let manifest = """
        [book]
        description = "A book about counting."

        [output.html]
        git-repository-url = "https://example.com/book"
        edit-url-template = "https://example.com/book/edit/main/{path}"
        additional-css = ["theme/extra.css"]
        additional-js = ["extra.js"]
        site-url = "/book"
        no-section-label = true

        [output.html.redirect]
        "/old/counting.html" = "../counting.html"
        """

    static let files = [
        "book.toml": manifest,
        "SUMMARY.md": "- [Counting](counting.md)\n",
        "counting.md": "# Counting\n\nOne, two.\n",
        "theme/extra.css": "body { letter-spacing: 0.01em; }\n",
        "extra.js": "window.extra = true;\n",
    ]

    @Test func theSiteHonoursTheKeys() throws {
        let book = try FixtureBook(Self.files)
        defer { book.remove() }
        let rendering = try book.render()
        #expect(rendering.diagnostics.isEmpty, "\(rendering.diagnostics)")
        let files = Dictionary(rendering.files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) }) { first, _ in first }
        let page = try #require(files["counting.html"])
        #expect(page.contains("<a class=\"bg-button\" href=\"https://example.com/book/edit/main/counting.md\" title=\"Edit this page\">"))
        #expect(page.contains("<a class=\"bg-button\" href=\"https://example.com/book\" title=\"The book&#39;s source repository\">")
            || page.contains("<a class=\"bg-button\" href=\"https://example.com/book\" title=\"The book's source repository\">"))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"bookgen.css\">\n<link rel=\"stylesheet\" href=\"theme/extra.css\">\n"))
        #expect(page.contains("<script src=\"bookgen.js\"></script>\n<script src=\"extra.js\"></script>\n</body>"))
        #expect(files["theme/extra.css"] == "body { letter-spacing: 0.01em; }\n" && files["extra.js"] == "window.extra = true;\n")
        let index = try #require(files["index.html"])
        #expect(index.contains("<p class=\"bg-description\">A book about counting.</p>"))
        #expect(!index.contains("Edit this page"), "only chapters have a source to edit")
        #expect(try #require(files["404.html"]).contains("<base href=\"/book/\">"))
        #expect(!page.contains("<base "))
        let redirect = try #require(files["old/counting.html"])
        #expect(redirect.contains("<meta http-equiv=\"refresh\" content=\"0; url=../counting.html\">"))
        // no-section-label: the contents keep no numbers.
        #expect(try #require(files["toc.js"]).contains("bg-toc-plain") && !(try #require(files["toc.js"])).contains("bg-toc-number"))
    }

    @Test func aMissingExtraFileAndARedirectOverAPageAreErrors() throws {
        var files = Self.files
        files["extra.js"] = nil
        files["book.toml"] = Self.manifest + "\n\"counting.html\" = \"elsewhere.html\"\n"
        let book = try FixtureBook(files)
        defer { book.remove() }
        let diagnostics = try book.render().diagnostics
        // The redirect's error is at its key; the extra file's at [output.html].
        #expect(diagnostics.map { "\($0.id) \($0.line):\($0.column)" } == ["bad-redirect 14:1", "missing-extra-file 4:1"])
        #expect(diagnostics.allSatisfy { $0.file.hasSuffix("book.toml") })
    }
}

/// The Markdown mdBook authors write beyond CommonMark and GitHub's tables: alerts, footnotes,
/// definition lists and `{#custom-id}` headings, on the chapter page and the print page.
struct MdBookMarkdownTests {
    static let chapter = """
        # Words

        Text with a note.[^n] And again.[^n]

        > [!TIP]
        > Short *and* useful.

        > [!tip] Not an alert: text follows the marker.

        ## Glossary {#terms .wide}

        Term
        : What it means.

        Other term
        : Another meaning.

        See [the glossary](#terms).

        [^n]: The note, with `code`.

        """

    @Test func alertsFootnotesDefinitionsAndCustomIDs() throws {
        let book = try FixtureBook(["words.md": Self.chapter])
        defer { book.remove() }
        let page = article(try book.page("words.html"))
        #expect(page.contains("<div class=\"bg-alert bg-alert-tip\" role=\"note\">\n<p class=\"bg-alert-title\">Tip</p>\n<p>Short <em>and</em> useful.</p>\n</div>"))
        #expect(page.contains("<blockquote>\n<p>[!tip] Not an alert: text follows the marker.</p>\n</blockquote>"))
        // The class is kept, as mdBook keeps it.
        #expect(page.contains("<h2 id=\"terms\" class=\"wide\">Glossary <a class=\"bg-anchor\" href=\"#terms\""))
        #expect(page.contains("<a href=\"#terms\">the glossary</a>"))
        #expect(page.contains("<dl>\n<dt>Term</dt>\n<dd>What it means.</dd>\n<dt>Other term</dt>\n<dd>Another meaning.</dd>\n</dl>"))
        #expect(page.contains("note.<sup class=\"bg-footnote-ref\" id=\"fnref-1\"><a href=\"#fn-1\" role=\"doc-noteref\">1</a></sup>"))
        #expect(page.contains("again.<sup class=\"bg-footnote-ref\"><a href=\"#fn-1\" role=\"doc-noteref\">1</a></sup>"), "only the first reference has the back link's id")
        #expect(page.contains("<section class=\"bg-footnotes\" role=\"doc-endnotes\" aria-label=\"Footnotes\">\n<ol>\n<li id=\"fn-1\">\n<p>The note, with <code>code</code>.</p>\n<p class=\"bg-footnote-back\"><a href=\"#fnref-1\""))
        #expect(page.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("</section>"), "the footnotes close the chapter")
        let printed = try book.page("print.html")
        #expect(printed.contains("<li id=\"words:fn-1\">") && printed.contains("href=\"#words:fnref-1\""))
        #expect(printed.contains("id=\"words:terms\""))
    }
}
