import Foundation
import Testing
import BookMarkdown

@Suite struct DocumentTests {
    @Test func emptyDocumentIsAnEmptyDocumentNode() {
        #expect(MarkdownParser.parse("") == MarkdownNode(kind: .document, range: span(1, 1, 1, 0)))
        #expect(MarkdownParser.parse("\n\n").children.isEmpty)
    }

    /// Columns on line 1 count from the first byte after the byte order mark, as editors show them.
    @Test func byteOrderMarkIsDropped() {
        let document = MarkdownParser.parse("\u{FEFF}# Title\n\nText\n")
        #expect(outline(document) == """
            document 1:1-3:4
              heading(1) 1:1-1:7
                text("Title") 1:3-1:7
              paragraph 3:1-3:4
                text("Text") 3:1-3:4
            """)
    }

    @Test func crlfDocumentHasTheSameTreeAndLinesAsLF() {
        let lf = "# Heading\n\n- one\n- two\n\n```swift\nlet x = 1\n```\n\nSetext\n===\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        let cr = lf.replacingOccurrences(of: "\n", with: "\r")
        #expect(MarkdownParser.parse(crlf) == MarkdownParser.parse(lf))
        #expect(MarkdownParser.parse(cr) == MarkdownParser.parse(lf))
        #expect(outline(MarkdownParser.parse(crlf), ranges: true).split(separator: "\n").filter { !$0.contains("text(") } == [
            "document 1:1-11:3",
            "  heading(1) 1:1-1:9",
            "  list(ordered: false, start: 0, tight: true) 3:1-4:5",
            "    item 3:1-3:5",
            "      paragraph 3:3-3:5",
            "    item 4:1-4:5",
            "      paragraph 4:3-4:5",
            "  codeBlock(info: \"swift\", literal: \"let x = 1\\n\", fence: `x3 indent 0 lines 7..<8 closed) 6:1-8:3",
            "  heading(1) 10:1-11:3",
        ])
    }

    @Test func walkVisitsParentsBeforeChildrenInDocumentOrder() {
        var visited: [String] = []
        MarkdownParser.parse("# A\n\nB *C*\n").walk { node in
            switch node.kind {
            case .text(let text): visited.append(text)
            case .document: visited.append("document")
            case .heading: visited.append("heading")
            case .paragraph: visited.append("paragraph")
            case .emphasis: visited.append("emphasis")
            default: visited.append("?")
            }
        }
        #expect(visited == ["document", "heading", "A", "paragraph", "B ", "emphasis", "C"])
    }

    @Test func oneMegabyteDocumentParses() {
        let chapter = """
            ## Section

            Some *prose* with `code`, a [link](https://example.com) and ~~struck~~ text.

            - [x] task
            - item with www.example.com

            | a | b |
            |---|--:|
            | 1 | 2 |

            ```swift
            example(of: "Thing") {
                print("hello")
            }
            ```

            """
        let copies = 1_000_000 / chapter.utf8.count + 1
        let source = String(repeating: chapter, count: copies)
        #expect(source.utf8.count >= 1_000_000)
        let document = MarkdownParser.parse(source)
        #expect(document.children.count == copies * 5)
        let codeBlocks = document.descendants { if case .codeBlock = $0.kind { true } else { false } }
        #expect(codeBlocks.count == copies)
        #expect(codeBlocks.last?.range.end.line == copies * 16)
    }

    /// cmark-gfm adds and removes the extensions' special characters in globals around every parse;
    /// without the parser's lock, a parse running beside another loses its `~~strikethrough~~`.
    @Test func parsesFromSeveralThreadsAgreeWithASerialParse() async {
        let source = String(repeating: "Text ~~gone~~ and www.example.com\n\n| a |\n|---|\n| ~~b~~ |\n\n", count: 200)
        let expected = MarkdownParser.parse(source)
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<16 {
                group.addTask { MarkdownParser.parse(source) == expected }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results == Array(repeating: true, count: 16))
    }

    @Test func deeplyNestedBlockQuotesStopAtTheDepthLimitAndSaySo() {
        let depth = 2_000
        let (document, tooDeep) = MarkdownParser.parseLimited(String(repeating: ">", count: depth) + " deep\n")
        var quotes = 0
        document.walk { if case .blockQuote = $0.kind { quotes += 1 } }
        #expect(quotes == MarkdownParser.maximumDepth)
        #expect(tooDeep == SourceLocation(line: 1, column: MarkdownParser.maximumDepth + 1))
        #expect(document.plainText == "deep")
        #expect(MarkdownParser.parseLimited("> > deep\n").tooDeep == nil)
    }
}
