import BookCore
import Foundation
import Testing
@testable import BookSite

/// The site of a book in mdBook's layout (`Tests/Fixtures/mdbook-guide`): one folder of pages for
/// chapters in subfolders, their relative links and images resolved from where each chapter is, and
/// SUMMARY.md's structure in the table of contents.
struct MdBookLayoutSiteTests {
    static let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/mdbook-guide").path

    static func site() throws -> [String: String] {
        var options = CheckOptions()
        options.useCache = false
        let book = try PreparedBook.prepare(folder: guide, options: options).unchecked()
        let rendering = SiteRenderer(jobs: 2).render(book, verification: .unchecked)
        #expect(rendering.diagnostics.isEmpty, "\(rendering.diagnostics)")
        return Dictionary(rendering.files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) }) { first, _ in first }
    }

    @Test func chaptersInSubfoldersArePagesAtTheTopWithTheirLinksAndImagesResolved() throws {
        let site = try Self.site()
        for page in ["README.html", "guide-installing.html", "guide-linux.html", "guide-first-steps.html", "reference-counting.html", "afterword.html"] {
            #expect(site[page] != nil, "\(page) is written")
        }
        #expect(site["guide/images/steps.svg"] != nil, "the image is carried where the pages name it")
        let installing = article(try #require(site["guide-installing.html"]))
        #expect(installing.contains("<img src=\"guide/images/steps.svg\" alt=\"The steps\""))
        #expect(installing.contains("<a href=\"guide-linux.html\">on Linux</a>"))
        #expect(installing.contains("<a href=\"guide-first-steps.html#a-first-example\">the first steps</a>"))
        #expect(article(try #require(site["guide-linux.html"])).contains("<a href=\"README.html\">the introduction</a>"))
        #expect(article(try #require(site["reference-counting.html"])).contains("<a href=\"guide-first-steps.html\">the first steps</a>"))
    }

    @Test func theContentsShowPrefixNumberedNestedDraftAndSuffixChapters() throws {
        let toc = try #require(try Self.site()["toc.js"])
        let literal = try #require(toc.components(separatedBy: "window.bookgenTOC = ").last?.components(separatedBy: ";\n").first)
        let html = try JSONDecoder().decode(String.self, from: Data(literal.utf8))
        let expected = """
            <ul class="bg-toc-plain">\n<li><a href="README.html">Introduction</a></li>\n</ul>\n\
            <p class="bg-toc-part">Getting started</p>\n<ol start="1">\n\
            <li><a href="guide-installing.html"><span class="bg-toc-number">1.</span>Installing</a>\n<ol class="bg-toc-sub">\n\
            <li><a href="guide-linux.html"><span class="bg-toc-number">1.1.</span>On Linux</a></li>\n\
            <li><span class="bg-toc-draft"><span class="bg-toc-number">1.2.</span>On macOS</span></li>\n</ol>\n</li>\n\
            <li><a href="guide-first-steps.html"><span class="bg-toc-number">2.</span>First steps</a></li>\n</ol>\n\
            <hr class="bg-toc-separator">\n<p class="bg-toc-part">Reference</p>\n<ol start="3">\n\
            <li><a href="reference-counting.html"><span class="bg-toc-number">3.</span>Counting</a></li>\n</ol>\n\
            <ul class="bg-toc-plain">\n<li><a href="afterword.html">Afterword</a></li>\n</ul>\n
            """
        #expect(html == expected)
    }

    @Test func aChapterNameTwoFilesWouldShareGetsANumber() throws {
        let book = try FixtureBook(["SUMMARY.md": "- [A](guide-intro.md)\n- [B](guide/intro.md)\n", "guide-intro.md": "# A\n", "guide/intro.md": "# B\n"])
        defer { book.remove() }
        let files = try book.render().files.map(\.path)
        #expect(files.contains("guide-intro.html") && files.contains("guide-intro-2.html"))
    }
}
