import Testing
@testable import BookHTML
@testable import BookSite

@Suite struct MarkdownRenderingTests {
    @Test func rendersTablesWithAlignment() throws {
        let book = try FixtureBook(["a.md": "# A\n\n| left | mid | right |\n|:-----|:---:|------:|\n| 1 | *2* | `3` |\n"])
        defer { book.remove() }
        let html = article(try book.page("a.html"))
        #expect(html.contains("<thead>\n<tr><th class=\"bg-left\">left</th><th class=\"bg-center\">mid</th><th class=\"bg-right\">right</th></tr>\n</thead>"))
        #expect(html.contains("<tbody>\n<tr><td class=\"bg-left\">1</td><td class=\"bg-center\"><em>2</em></td><td class=\"bg-right\"><code>3</code></td></tr>\n</tbody>"))
    }

    @Test func rendersTaskListsAndStrikethrough() throws {
        let book = try FixtureBook(["a.md": "# A\n\n- [x] done ~~gone~~\n- [ ] open\n"])
        defer { book.remove() }
        let html = article(try book.page("a.html"))
        #expect(html.contains("<li class=\"bg-task\"><input type=\"checkbox\" disabled checked aria-label=\"done\">done <del>gone</del>\n</li>"))
        #expect(html.contains("<li class=\"bg-task\"><input type=\"checkbox\" disabled aria-label=\"not done\">open\n</li>"))
    }

    @Test func refusesScriptLinksWithADiagnostic() throws {
        let book = try FixtureBook(["a.md": "# A\n\nSee [this](javascript:alert(1)).\n"])
        defer { book.remove() }
        let site = try book.render()
        #expect(site.diagnostics.map(\.headline) == ["\(book.folder)/a.md:3:5: error: link scheme 'javascript:' is not allowed; use http, https or mailto [unsafe-link]"])
        #expect(!String(decoding: site.files.first { $0.path == "a.html" }!.contents, as: UTF8.self).contains("javascript:"))
    }

    @Test func escapesTextEverywhere() throws {
        let book = try FixtureBook(["a.md": "# A < b & \"q\"\n\nx < y && `a<b>`\n"])
        defer { book.remove() }
        let page = try book.page("a.html")
        #expect(page.contains("<title>A &lt; b &amp; &quot;q&quot; · book</title>"))
        #expect(article(page).contains("<p>x &lt; y &amp;&amp; <code>a&lt;b&gt;</code></p>"))
    }
}

@Suite struct LinkEncodingTests {
    @Test(arguments: [
        ("[x](<https://example.com/a b>)", "https://example.com/a%20b"),
        ("[x](https://example.com/caf%C3%A9?q=1&r='2')", "https://example.com/caf%C3%A9?q=1&amp;r=&#39;2&#39;"),
        ("<https://example.com/å[1]>", "https://example.com/%C3%A5%5B1%5D"),
        ("[x](\"quoted\")", "%22quoted%22"),
    ])
    func destinationsArePercentEncodedAsCmarkDoes(_ markdown: String, _ href: String) throws {
        let book = try FixtureBook(["a.md": "# A\n\n\(markdown)\n", "\"quoted\"": ""])
        defer { book.remove() }
        #expect(article(try book.page("a.html")).contains("href=\"\(href)\""))
    }

    @Test func aSolutionIsADisclosureOnChapterPagesAndOpenInPrint() throws {
        let chapter = "# Challenges\n\n## Challenge 1\n\n### The task\n\nDo it.\n\n### Solution\n\nThe answer.\n\n## Challenge 2\n\nNext.\n"
        let book = try FixtureBook(["a.md": chapter])
        defer { book.remove() }
        let page = article(try book.page("a.html"))
        #expect(page.contains("<details class=\"bg-solution\">\n<summary><h3 id=\"solution\">Solution</h3>\n</summary>\n<p>The answer.</p>\n</details>\n<h2 id=\"challenge-2\">"))
        #expect(page.contains("<p>Do it.</p>\n<details"))
        // A link inside a summary is a control inside a control (axe's nested-interactive).
        #expect(!page.contains("<summary><h3 id=\"solution\">Solution <a"))
        let print = try book.page("print.html")
        #expect(print.contains("<details class=\"bg-solution\" open>"))
    }
}
