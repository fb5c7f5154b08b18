import BookMarkdown
import Foundation
import Testing
@testable import BookCore

/// Attacks 5, 8 and 10 of issue 9 that need no example to run: what the extractor and the report
/// make of odd chapters.
struct EdgeTests {
    func snippets(_ text: String) -> (ChapterSnippets, [Diagnostic]) {
        let chapter = Chapter(path: "one.md", fileName: "one.md", title: "One", part: nil,
                              lines: SourceLines(Array(text.utf8)), document: MarkdownParser.parse(text))
        return SnippetExtractor.extract(chapter)
    }

    /// Issue 31: a mistyped attribute was reported, and the output block under its block was then
    /// compared with the example before it, a second, misleading failure.
    @Test(arguments: ["```swift hiden", "```swift ignroe", "```Swift", "```swift title=\"open"])
    func anOutputBlockUnderABlockWhoseFenceWasReportedIsNotBlamedOnTheExampleBefore(fence: String) {
        let text = "```swift\nexample(of: \"one\") { print(1) }\n```\n\n```output\n--- Example of: one ---\n1\n```\n\n"
            + fence + "\nexample(of: \"two\") { print(2) }\n```\n\n```output\n--- Example of: two ---\n2\n```\n"
        let (found, diagnostics) = snippets(text)
        #expect(found.examples.map(\.name) == ["one"])
        #expect(found.examples.first?.expectedOutputs.count == 1)
        #expect(diagnostics.count == 1)
    }

    @Test func silentSkipAFenceThatLooksLikeSwiftIsWarnedAbout() {
        let (found, diagnostics) = snippets("```Swift\nexample(of: \"a\") { fatalError() }\n```\n\n```swift5\nlet x = 1\n```\n\n```swiftui ignore\n```\n\n```python\n```\n")
        #expect(found.examples.isEmpty)
        #expect(diagnostics.map(\.headline) == [
            "one.md:1:1: warning: the block's language is 'Swift', not `swift`, so it is never compiled or run; write `swift` (and `ignore` to show it unchecked) [not-swift]",
            "one.md:5:1: warning: the block's language is 'swift5', not `swift`, so it is never compiled or run; write `swift` (and `ignore` to show it unchecked) [not-swift]",
            "one.md:9:1: warning: the block's language is 'swiftui', not `swift`, so it is never compiled or run; write `swift` (and `ignore` to show it unchecked) [not-swift]",
        ])
    }

    @Test func edgesADuplicateNameDoesNotBlameItsOutputOnTheCompileOnlyExampleBefore() {
        let (found, diagnostics) = snippets("""
            ```swift compile-only
            example(of: "twice") { print(1) }
            ```

            ```swift
            example(of: "twice") { print(2) }
            ```

            ```output
            --- Example of: twice ---
            2
            ```

            """)
        #expect(diagnostics.map(\.id) == ["duplicate-example"])
        #expect(found.examples.map { $0.expectedOutputs.count } == [0])
    }

    @Test func edgesAfterARefusedInterpolatedNameTheNextBlocksAreNotTheExampleBefore() {
        let (found, diagnostics) = snippets("""
            ```swift
            example(of: "first") { print(1) }
            ```

            ```output
            --- Example of: first ---
            1
            ```

            ```swift
            let name = "x"
            example(of: "\\(name)") { print(2) }
            ```

            ```swift
            print("extends the refused one")
            ```

            ```output
            2
            ```

            """)
        #expect(diagnostics.map(\.id) == ["bad-example-name"])
        #expect(found.examples.count == 1)
        #expect(found.examples[0].code.count == 1)
        #expect(found.examples[0].expectedOutputs.count == 1)
    }

    /// A checked book with one failing example whose output holds U+FFFE and U+FFFF, and one problem of the book itself.
    func reportWithOddOutput() -> CheckedBook {
        let location = FileLocation(file: "one.md", line: 3)
        var mismatch = Diagnostic(file: "one.md", line: 8, id: "output-mismatch", message: "output does not match the expected block")
        mismatch.excerpt = ["+bad \u{FFFE} and \u{FFFF} and \u{1B}"]
        let verdict = Verdict(id: "one.md#a", name: "a", kind: .example, chapterPath: "one.md", location: location,
                              status: .failed, diagnostics: [mismatch], outcomes: [])
        let book = Book(title: "B", folder: ".", chapters: [])
        return CheckedBook(book: book, chapters: [], verdicts: [verdict],
                           diagnostics: [Diagnostic(file: "one.md", line: 1, id: "broken-link", message: "link")],
                           warnings: [], environments: [], wasChecked: true)
    }

    @Test func edgesJUnitStaysValidXMLWhenOutputHoldsNonCharacters() {
        let xml = ReportFormatter.junit(reportWithOddOutput())
        #expect(!xml.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF || $0.value == 0x1B })
        #expect(xml.contains("+bad "))
    }

    @Test func edgesJUnitTopLevelCountsAgreeWithItsSuites() throws {
        let xml = ReportFormatter.junit(reportWithOddOutput())
        let top = try #require(xml.split(separator: "\n").first { $0.hasPrefix("<testsuites") })
        #expect(top.contains(#"tests="2" failures="2" skipped="0""#))
    }

    @Test func symlinksAnIncludeThroughALinkInsideThePackageIsRefused() throws {
        let root = NSTemporaryDirectory() + "bookgen-include-link-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/package/Sources", withIntermediateDirectories: true)
        try Data("let secret = 1\n".utf8).write(to: URL(fileURLWithPath: root + "/private.swift"))
        try FileManager.default.createSymbolicLink(atPath: root + "/package/Sources/Shown.swift", withDestinationPath: root + "/private.swift")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let resolver = IncludeResolver(root: root + "/package")
        let include = IncludeDirective(location: FileLocation(file: "one.md", line: 5, column: 1), path: "Sources/Shown.swift", symbol: nil)
        guard case .failure(let diagnostic) = resolver.resolve(include) else {
            Issue.record("a file outside the package was included")
            return
        }
        #expect(diagnostic.id == "include-outside-package")
        #expect(diagnostic.location == include.location)
    }
}
