import Foundation
import Testing
@testable import BookHTML
@testable import BookSite

@Suite struct SearchIndexTests {
    /// The index's entries for a one-chapter book: `[page, anchor, title, text, code?]`.
    private func docs(_ chapter: String) throws -> [[Any]] {
        let book = try FixtureBook(["a.md": chapter])
        defer { book.remove() }
        let script = try book.page("searchindex.js")
        let prefix = "window.bookgenSearch="
        let json = String(script.dropFirst(prefix.count).dropLast(2))
        let index = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(index["docs"] as? [[Any]])
    }

    @Test func codeNamesAreIndexedOnceWithoutKeywordsOutputOrHiddenBlocks() throws {
        let docs = try docs("""
            # A

            ## Buffer

            Keep the last search in a ReplaySubject.

            ```swift
            let lastSearch = ReplaySubject<String>.create(bufferSize: 1)
            lastSearch.onNext("rxswift")
            ```

            ```output
            printedOnly
            ```

            ```swift hidden
            let secretName = 2
            ```

            """)
        let section = try #require(docs.first { ($0[1] as? String) == "buffer" })
        #expect(section[3] as? String == "Keep the last search in a ReplaySubject.")
        #expect(section.count == 5)
        #expect(section.last as? String == "lastSearch String create bufferSize onNext rxswift")
    }

    /// The index reads ASCII on bytes and asks Unicode only beyond it: no-break and ideographic
    /// spaces still collapse, and code words are still matched against non-ASCII prose case-insensitively.
    @Test func nonASCIIProseCollapsesAndMatchesCodeWordsLikeASCII() throws {
        let docs = try docs("""
            # A

            ## Unicode

            Le\u{00A0}\u{00A0}Café\u{3000}keeps a ReplaySubject,  naïvely.

            ```swift
            let café = ReplaySubject<Int>.create(bufferSize: 1)
            let replaysubject = Naïveté()
            ```

            ## Plain

            Use lastSearch here.

            ```swift
            lastsearch.onNext(LASTSEARCH)
            ```

            """)
        let cafe = try #require(docs.first { ($0[1] as? String) == "unicode" })
        #expect(cafe[3] as? String == "Le Café keeps a ReplaySubject, naïvely.")
        #expect(cafe.last as? String == "Int create bufferSize Naïveté")
        let plain = try #require(docs.first { ($0[1] as? String) == "plain" })
        #expect(plain.last as? String == "onNext")
    }

    @Test func scriptEscapesLineSeparatorsControlsAndClosingTags() throws {
        let book = try FixtureBook(["a.md": "# Tab\u{2028}Sep\n\nText `</script>` and \u{1} here.\n"])
        defer { book.remove() }
        let script = try book.page("searchindex.js")
        #expect(script.contains(#"["a.html","Tab\u2028Sep"]"#))
        #expect(script.contains(#"Text \u003c/script> and \u0001 here."#))
        #expect(!script.contains("\u{2028}") && !script.contains("</script>"))
    }

    @Test func wordsOfCellsItemsAndBlocksStayApart() throws {
        let docs = try docs("# A\n\n| gets | PublishRelay |\n|---|---|\n| PublishSubject | *nothing* |\n\n- one\n- two\n\n> End.\n")
        #expect(docs.map { $0[3] as? String } == ["gets PublishRelay PublishSubject nothing one two End."])
        #expect(docs.allSatisfy { $0.count == 4 })
    }

    /// The index reads the tree the pages read: a heading's `{#id}`, an alert's marker and a
    /// definition's `: ` are markup, not words.
    @Test func headingAttributesAlertMarkersAndDefinitionColonsAreNotIndexed() throws {
        let docs = try docs("# A\n\n## Glossary {#terms .wide}\n\n> [!NOTE]\n> Careful.\n\nSubject\n: emits events\n")
        // The title's section is empty, so the one section is the glossary's.
        #expect(docs.map { $0[1] as? String } == ["terms"])
        #expect(docs.map { $0[2] as? String } == ["Glossary"])
        #expect(docs.map { $0[3] as? String } == ["Careful. Subject emits events"])
        #expect(!docs.contains { ($0[2] as? String ?? "").contains("{#") || ($0[3] as? String ?? "").contains("[!") })
    }
}

@Suite struct ReadingAidsTests {
    @Test func notFoundPageListsTheChaptersInThePageTemplate() throws {
        let book = try FixtureBook(SiteOutputTests.files)
        defer { book.remove() }
        let page = try book.page("404.html")
        #expect(page.contains("<title>Page not found · The Book</title>"))
        #expect(page.contains("<p id=\"bg-not-found-guess\" hidden></p>"))
        #expect(page.contains("<li><a href=\"one.html\">One</a></li>"))
        #expect(page.contains("<li><a href=\"two.html\">Two</a></li>"))
        #expect(page.contains("<script src=\"bookgen.js\"></script>"))
    }

    @Test func everyPageCarriesTheShortcutsPanel() throws {
        let book = try FixtureBook(SiteOutputTests.files)
        defer { book.remove() }
        let page = try book.page("one.html")
        #expect(page.contains("<dialog id=\"bg-keys\" class=\"bg-keys\" aria-labelledby=\"bg-keys-title\">"))
        #expect(page.contains("id=\"bg-keys-button\""))
    }

    @Test func headingsCannotTakeTheTemplatesNewIdentifiers() throws {
        let book = try FixtureBook(["a.md": "# A\n\n## bg-keys\n\n## bg-not-found\n"])
        defer { book.remove() }
        let html = article(try book.page("a.html"))
        #expect(html.contains("id=\"bg-keys-1\""))
        #expect(html.contains("id=\"bg-not-found-1\""))
    }
}
