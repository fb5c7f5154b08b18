import BookCore
import Testing
@testable import BookHTML
@testable import BookSite

@Suite struct AnchorAndLinkTests {
    @Test(arguments: [
        ("Only new events reach a subscriber", "only-new-events-reach-a-subscriber"),
        ("What `value()` throws", "what-value-throws"),
        ("Errors: end it!", "errors-end-it"),
        ("snake_case and kebab-case", "snake_case-and-kebab-case"),
        ("Ünïcode Café", "ünïcode-café"),
        ("???", "section"),
    ])
    func slugsFollowGitHub(_ text: String, _ slug: String) {
        #expect(Slugger.slug(text) == slug)
    }

    @Test func duplicateHeadingsGetNumberedAnchors() throws {
        let book = try FixtureBook(["a.md": "# A\n\n## Example\n\n## Example\n\n### Example\n\n## bg-main\n"])
        defer { book.remove() }
        let html = article(try book.page("a.html"))
        for id in ["example", "example-1", "example-2", "bg-main-1"] {
            #expect(html.contains("id=\"\(id)\""), "missing \(id)")
        }
        #expect(html.contains("<a class=\"bg-anchor\" href=\"#example-1\" aria-label=\"Link to this section\">#</a>"))
    }

    @Test func chapterLinksBecomePageLinks() throws {
        let book = try FixtureBook([
            "a.md": "# A\n\nSee [b](b.md), [its part](b.md#second-part), [here](#a) and [./b](./b.md).\n",
            "b.md": "# B\n\n## Second part\n",
        ])
        defer { book.remove() }
        let site = try book.render()
        #expect(site.diagnostics.isEmpty)
        let html = article(String(decoding: site.files.first { $0.path == "a.html" }!.contents, as: UTF8.self))
        #expect(html.contains("<a href=\"b.html\">b</a>, <a href=\"b.html#second-part\">its part</a>, <a href=\"#a\">here</a> and <a href=\"b.html\">./b</a>"))
        let printPage = String(decoding: site.files.first { $0.path == "print.html" }!.contents, as: UTF8.self)
        #expect(printPage.contains("<a href=\"#b\">b</a>, <a href=\"#b:second-part\">its part</a>, <a href=\"#a:a\">here</a>"))
        #expect(printPage.contains("<h3 id=\"b:second-part\">"))
    }

    @Test func brokenLinksAnchorsAndImagesAreFileLineColumnErrors() throws {
        let book = try FixtureBook([
            "a.md": "# A\n\nSee [gone](gone.md) and\n  [no such part](b.md#nowhere), [local](#missing).\n\n![diagram](img/none.png) ![web](https://example.com/x.png)\n",
            "b.md": "# B\n",
        ])
        defer { book.remove() }
        let site = try book.render()
        let file = book.folder + "/a.md"
        #expect(site.diagnostics.map(\.headline) == [
            "\(file):3:5: error: link to 'gone.md', a chapter that is not in the book [broken-link]",
            "\(file):4:3: error: link to 'b.md#nowhere', a heading that does not exist in that chapter [broken-anchor]",
            "\(file):4:33: error: link to '#missing', a heading that does not exist in this chapter [broken-anchor]",
            "\(file):6:1: error: image 'img/none.png' does not exist in the book folder [missing-image]",
            "\(file):6:26: error: image from the network; the site works offline, so put the image in the book folder [external-image]",
        ])
        #expect(site.hasErrors)
    }

    @Test func imagesInTheBookFolderAreCopied() throws {
        let book = try FixtureBook(["a.md": "# A\n\n![a dot](img/dot.png)\n", "img/dot.png": "PNG"])
        defer { book.remove() }
        let site = try book.render()
        #expect(site.diagnostics.isEmpty)
        #expect(site.files.first { $0.path == "img/dot.png" }?.contents == Array("PNG".utf8))
        #expect(article(String(decoding: site.files.first { $0.path == "a.html" }!.contents, as: UTF8.self))
            .contains("<img src=\"img/dot.png\" alt=\"a dot\" loading=\"lazy\">"))
    }
}
