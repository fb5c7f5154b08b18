import Testing
import BookMarkdown

@Suite struct InlineTests {
    /// The inlines of the first block of `source`, as an outline without ranges.
    private func inlines(_ source: String) -> String {
        let block = MarkdownParser.parse(source).children.first ?? MarkdownNode(kind: .paragraph, range: span(1, 1, 1, 1))
        return block.children.map { outline($0, ranges: false) }.joined(separator: "\n")
    }

    @Test func emphasisEdgeCases() {
        #expect(inlines("*a **b** c* **a*  a*b*c _snake_case_word_ ***both*** ~one~ ~~two~~") == """
            emphasis
              text("a ")
              strong
                text("b")
              text(" c")
            text(" *")
            emphasis
              text("a")
            text("  a")
            emphasis
              text("b")
            text("c ")
            emphasis
              text("snake_case_word")
            text(" ")
            emphasis
              strong
                text("both")
            text(" ")
            strikethrough
              text("one")
            text(" ")
            strikethrough
              text("two")
            """)
    }

    @Test func linksWithTitlesImagesAndReferences() {
        let source = """
            [inline](https://a.org "Title") ![alt *text*](img.png 'Pic') [ref][id] [collapsed][] <https://auto.org>

            [id]: https://ref.org "Ref title"
            [collapsed]: /c
            """
        #expect(outline(MarkdownParser.parse(source)) == """
            document 1:1-4:15
              paragraph 1:1-1:103
                link("https://a.org", "Title") 1:1-1:31
                  text("inline") 1:2-1:7
                text(" ") 1:32-1:32
                image("img.png", "Pic") 1:33-1:60
                  text("alt ") 1:35-1:38
                  emphasis 1:39-1:44
                    text("text") 1:40-1:43
                text(" ") 1:61-1:61
                link("https://ref.org", "Ref title") 1:62-1:70
                  text("ref") 1:63-1:65
                text(" ") 1:71-1:71
                link("/c", "") 1:72-1:84
                  text("collapsed") 1:73-1:81
                text(" ") 1:85-1:85
                link("https://auto.org", "") 1:86-1:103
                  text("https://auto.org") 1:87-1:102
            """)
    }

    @Test func entitiesAreDecodedAndCodeSpansKeepTheirBackticks() {
        #expect(inlines(#"AT&amp;T &lt;tag&gt; &copy; &#35; &#x41; &bogus; `` a`b `` ` `` ` \*not em\*"#) == """
            text("AT&T <tag> © # A &bogus; ")
            code("a`b")
            text(" ")
            code("``")
            text(" *not em*")
            """)
    }

    /// Autolinks made by the extension after inline parsing have no position in cmark 0.29.0.gfm.6
    /// (except `www.`): they take their paragraph's range. The `www.` link starts one column early
    /// (on the space before it): that is cmark's position, passed through unchanged.
    @Test func autolinksForWWWAndURLsAndEmail() {
        let document = MarkdownParser.parse("Visit www.example.com, https://swift.org/path?q=1. or mail@example.com\n")
        #expect(outline(document.children[0], ranges: false) == """
            paragraph
              text("Visit ")
              link("http://www.example.com", "")
                text("www.example.com")
              text(", ")
              link("https://swift.org/path?q=1", "")
                text("https://swift.org/path?q=1")
              text(". or ")
              link("mailto:mail@example.com", "")
                text("mail@example.com")
            """)
        let links = document.descendants { if case .link = $0.kind { true } else { false } }
        #expect(links.map(\.range) == [span(1, 6, 1, 21), span(1, 1, 1, 70), span(1, 1, 1, 70)])
    }

    @Test func softAndHardLineBreaks() {
        #expect(inlines("one\ntwo  \nthree\\\nfour") == """
            text("one")
            softBreak
            text("two")
            lineBreak
            text("three")
            lineBreak
            text("four")
            """)
    }

    @Test func smartPunctuationIsOff() {
        #expect(inlines(#""quoted" -- it's..."#) == #"text("\"quoted\" -- it's...")"#)
    }
}
