import BookMarkdown
import Testing
@testable import BookCore

/// `output ellipsis`: `...` in a line matches any text, `...` alone matches any lines.
struct EllipsisTests {
    func matches(_ pattern: [String], _ actual: [String]) -> Bool {
        EllipsisPattern(pattern).matches(actual)
    }

    @Test func anEllipsisInALineMatchesAnyTextThere() {
        let pattern = ["Object `RxSwift.(unknown context at $...).ReplayMany<Swift.String>` was already disposed."]
        #expect(matches(pattern, ["Object `RxSwift.(unknown context at $7fb5004a4640).ReplayMany<Swift.String>` was already disposed."]))
        #expect(matches(pattern, ["Object `RxSwift.(unknown context at $).ReplayMany<Swift.String>` was already disposed."]))
        #expect(!matches(pattern, ["Object `RxSwift.(unknown context at $7fb5).ReplayOne<Swift.String>` was already disposed."]))
        #expect(matches(["RxSwift...ReplayMany<Swift.String>"], ["RxSwift.(unknown context at $1).ReplayMany<Swift.String>"]))
        #expect(matches(["...end"], ["the end"]))
        #expect(matches(["start..."], ["start and more"]))
        #expect(!matches(["a...b...c"], ["a c b"]))
        #expect(matches(["a...b...c"], ["a b b c"]))
        #expect(!matches(["ab...ba"], ["aba"]))
    }

    @Test func anEllipsisLineMatchesAnyNumberOfLines() {
        let pattern = ["--- Example of: warning ---", "...", "1) saved"]
        #expect(matches(pattern, ["--- Example of: warning ---", "1) saved"]))
        #expect(matches(pattern, ["--- Example of: warning ---", "⚠️ Reentrancy anomaly was detected.", "  > Debugging: ...", "1) saved"]))
        #expect(!matches(pattern, ["--- Example of: warning ---", "1) saved", "extra"]))
        #expect(matches(["  ...  "], []))
        #expect(!matches(["exact"], ["exact", "more"]))
    }

    @Test func updateKeepsThePatternLinesThatStillMatch() {
        let pattern = EllipsisPattern(["--- Example of: x ---", "at $...", "old line", "...", "last"])
        #expect(pattern.rewritten(for: ["--- Example of: x ---", "at $42", "new line", "last"])
                == ["--- Example of: x ---", "at $...", "new line", "last"])
        #expect(pattern.rewritten(for: ["--- Example of: x ---", "at $1", "old line", "anything", "last"])
                == ["--- Example of: x ---", "at $...", "old line", "...", "last"])
    }

    @Test func theExtractorReadsTheAttributeAndRefusesOthers() throws {
        let text = "```swift\nexample(of: \"e\") { print(\"x\") }\n```\n\n```output ellipsis\n--- Example of: e ---\n...\n```\n\n```output elipsis\n```\n"
        let chapter = Chapter(path: "c.md", fileName: "c.md", title: "C", part: nil, lines: SourceLines(Array(text.utf8)),
                              document: MarkdownParser.parse(text))
        let (snippets, diagnostics) = SnippetExtractor.extract(chapter)
        #expect(snippets.examples.first?.expectedOutputs.map(\.ellipsis) == [true])
        #expect(diagnostics.map(\.headline) == ["c.md:10:11: error: unknown attribute for an output block; the only ones are `ellipsis`, `all` and `predict` [unknown-attribute]"])
    }
}
