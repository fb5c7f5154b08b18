import BookMarkdown
import Testing
@testable import BookCore

/// Issue 31: SUMMARY.md is read in time linear in its entries.
struct TableOfContentsTests {
    /// Before, each entry was compared with every earlier one for the duplicate check: 5 billion
    /// comparisons here, minutes of work; now each is one look-up in a set.
    @Test func quadraticSummaryAHundredThousandEntriesAreReadAndTheirDuplicatesFound() {
        let count = 100_000
        var summary = (1...count).map { "- [Chapter \($0)](c\($0).md)\n" }.joined()
        summary += "- [Again](c1.md)\n- [Again](./c\(count).md)\n"
        let toc = TableOfContents.parse(MarkdownParser.parseLimited(summary).0, path: "SUMMARY.md")
        #expect(toc.entries.count == count)
        #expect(toc.entries.last.map { "\($0.fileName ?? "") \($0.number ?? [])" } == "c\(count).md [\(count)]")
        #expect(toc.outline.count == count)
        #expect(toc.diagnostics.map { "\($0.line) \($0.id)" } == ["\(count + 1) duplicate-chapter", "\(count + 2) duplicate-chapter"])
    }
}
