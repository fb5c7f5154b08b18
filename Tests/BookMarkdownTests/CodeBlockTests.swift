import Testing
import BookMarkdown

/// One fenced block and what the parser must say about it.
struct FenceCase: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var info: String = ""
    var literal: String
    var character: Character = "`"
    var length: Int = 3
    var indent: Int = 0
    var contentLines: Range<Int>
    var isClosed: Bool
    /// The code block's source range: from the opening fence to the closing fence, or to the
    /// last content line when unterminated.
    var range: SourceRange

    var testDescription: String { name }

    static let all: [FenceCase] = [
        FenceCase(
            name: "closed", source: "```swift\nprint(1)\n```\n", info: "swift", literal: "print(1)\n",
            contentLines: 2..<3, isClosed: true, range: span(1, 1, 3, 3)
        ),
        FenceCase(
            name: "unterminated at end of document", source: "Text\n\n```swift\nprint(1)\nprint(2)\n", info: "swift",
            literal: "print(1)\nprint(2)\n", contentLines: 4..<6, isClosed: false, range: span(3, 1, 5, 8)
        ),
        FenceCase(
            name: "unterminated without final newline", source: "```\ncode", literal: "code\n",
            contentLines: 2..<3, isClosed: false, range: span(1, 1, 2, 4)
        ),
        FenceCase(
            name: "empty and closed", source: "```\n```\n", literal: "",
            contentLines: 2..<2, isClosed: true, range: span(1, 1, 2, 3)
        ),
        FenceCase(
            name: "empty and unterminated", source: "```\n", literal: "",
            contentLines: 2..<2, isClosed: false, range: span(1, 1, 1, 3)
        ),
        FenceCase(
            name: "tildes with attributes in the info string",
            source: "~~~~ swift compile-fail=\"has no member 'x'\"\n~~~\n~~~~~~\n",
            info: "swift compile-fail=\"has no member 'x'\"", literal: "~~~\n", character: "~", length: 4,
            contentLines: 2..<3, isClosed: true, range: span(1, 1, 3, 6)
        ),
        FenceCase(
            name: "longer closing fence", source: "```\na\n`````  \n", literal: "a\n",
            contentLines: 2..<3, isClosed: true, range: span(1, 1, 3, 7)
        ),
        FenceCase(
            name: "content holding a shorter fence", source: "````markdown\n```swift\nx\n```\n````\n",
            info: "markdown", literal: "```swift\nx\n```\n", length: 4,
            contentLines: 2..<5, isClosed: true, range: span(1, 1, 5, 4)
        ),
        FenceCase(
            name: "unterminated, content ending in a shorter fence", source: "````\n```\n", literal: "```\n", length: 4,
            contentLines: 2..<3, isClosed: false, range: span(1, 1, 2, 3)
        ),
        FenceCase(
            name: "indented fence; a closing fence indented 4 is content", source: "   ```\n   x\n    ```\n",
            literal: "x\n ```\n", indent: 3, contentLines: 2..<4, isClosed: false, range: span(1, 4, 3, 7)
        ),
        FenceCase(
            name: "CRLF line endings", source: "Intro\r\n\r\n```swift\r\nlet a = 1\r\n```\r\nAfter\r\n", info: "swift",
            literal: "let a = 1\n", contentLines: 4..<5, isClosed: true, range: span(3, 1, 5, 3)
        ),
        FenceCase(
            name: "lone CR line endings", source: "a\r\r```\rx\r```\r", literal: "x\n",
            contentLines: 4..<5, isClosed: true, range: span(3, 1, 5, 3)
        ),
        FenceCase(
            name: "closed in a list item", source: "- item\n  ```swift\n  code\n  ```\n- next\n", info: "swift",
            literal: "code\n", contentLines: 3..<4, isClosed: true, range: span(2, 3, 4, 5)
        ),
        FenceCase(
            name: "unterminated in a list item ended by the next item", source: "- item\n  ```swift\n  code\n- next\n",
            info: "swift", literal: "code\n", contentLines: 3..<4, isClosed: false, range: span(2, 3, 3, 6)
        ),
        FenceCase(
            name: "unterminated in a list item ended by a fence outside it", source: "- item\n  ```\n  code\n```\n",
            literal: "code\n", contentLines: 3..<4, isClosed: false, range: span(2, 3, 3, 6)
        ),
        FenceCase(
            name: "unterminated in a list item, blank line kept as content", source: "- a\n  ```\n  code\n\nnext\n",
            literal: "code\n\n", contentLines: 3..<5, isClosed: false, range: span(2, 3, 4, 0)
        ),
        FenceCase(
            name: "closed in a block quote", source: "> ```\n> code\n>```\n", literal: "code\n",
            contentLines: 2..<3, isClosed: true, range: span(1, 3, 3, 4)
        ),
        FenceCase(
            name: "unterminated in a block quote ended by a blank line", source: "> ```\n> x\n\n```\n", literal: "x\n",
            contentLines: 2..<3, isClosed: false, range: span(1, 3, 2, 3)
        ),
        FenceCase(
            name: "unterminated in a block quote ended by a line outside it", source: "> ```\n> x\n```\n", literal: "x\n",
            contentLines: 2..<3, isClosed: false, range: span(1, 3, 2, 3)
        ),
        FenceCase(
            name: "unterminated in a block quote at end of document", source: "> ```\n> x\n> ```` no\n",
            literal: "x\n```` no\n", contentLines: 2..<4, isClosed: false, range: span(1, 3, 3, 9)
        ),
    ]
}

@Suite struct CodeBlockTests {
    @Test(arguments: FenceCase.all)
    func fencedBlock(_ example: FenceCase) throws {
        let document = MarkdownParser.parse(example.source)
        let blocks = document.descendants { if case .codeBlock = $0.kind { true } else { false } }
        let block = try #require(blocks.first)
        let expected = MarkdownNode(
            kind: .codeBlock(CodeBlock(
                info: example.info,
                literal: example.literal,
                fence: CodeBlock.Fence(
                    character: example.character,
                    length: example.length,
                    indent: example.indent,
                    contentLines: example.contentLines,
                    isClosed: example.isClosed
                )
            )),
            range: example.range
        )
        #expect(block == expected)
    }

    /// What follows an unterminated fence that a closing line outside its container does not close.
    @Test func fenceOutsideTheListItemOpensANewBlock() {
        let document = MarkdownParser.parse("- item\n  ```\n  code\n```\n")
        #expect(document.children.count == 2)
        guard case .codeBlock(let block)? = document.children.last?.kind else {
            Issue.record("expected a code block after the list")
            return
        }
        #expect(block.fence?.contentLines == 5..<5)
        #expect(block.fence?.isClosed == false)
    }
}
