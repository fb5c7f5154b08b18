import Testing
@testable import BookHTML
@testable import BookSite

/// "Predict the output" blocks and challenge hints: disclosures the reader opens on a chapter page,
/// shown open on the print page.
@Suite struct DisclosureTests {
    static let chapter = """
    # A

    What does this print?

    ```swift
    example(of: "guess") {
      print("42")
    }
    ```

    ```output predict
    --- Example of: guess ---
    42
    ```

    ```swift
      print("43")
    ```

    ```output
    43
    ```

    """

    @Test func aPredictedOutputIsBehindADisclosureOnTheChapterPage() throws {
        let book = try FixtureBook(["a.md": Self.chapter])
        defer { book.remove() }
        let page = article(try book.page("a.html"))
        let opening = "<details class=\"bg-solution bg-predict\">\n<summary>The output</summary>\n"
        let disclosed = try #require(page.range(of: opening))
        let closing = try #require(page.range(of: "</details>", range: disclosed.upperBound..<page.endIndex))
        // The output block sits inside the disclosure; the next, unmarked one does not.
        #expect(page[disclosed.upperBound..<closing.lowerBound].contains("42"))
        #expect(page.components(separatedBy: "<details class=\"bg-solution").count == 2)
        #expect(page[closing.upperBound...].contains("43"))
        // The code before it is shown as usual.
        #expect(page[..<disclosed.lowerBound].contains("example"))
    }

    @Test func aPredictedOutputIsOpenOnThePrintPage() throws {
        let book = try FixtureBook(["a.md": Self.chapter])
        defer { book.remove() }
        #expect(try book.page("print.html").contains("<details class=\"bg-solution bg-predict\" open>\n<summary>The output</summary>"))
    }

    @Test func aHintIsADisclosureAsASolutionIs() throws {
        let chapter = "# C\n\n## Challenge\n\nDo it.\n\n### Hint\n\nThink.\n\n### Solution\n\nDone.\n"
        let book = try FixtureBook(["a.md": chapter])
        defer { book.remove() }
        let page = article(try book.page("a.html"))
        #expect(page.contains("<details class=\"bg-solution\">\n<summary><h3 id=\"hint\">Hint</h3>\n</summary>\n<p>Think.</p>\n</details>\n<details class=\"bg-solution\">\n<summary><h3 id=\"solution\">Solution</h3>"))
    }
}
