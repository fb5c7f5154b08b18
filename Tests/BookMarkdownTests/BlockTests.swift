import Testing
import BookMarkdown

@Suite struct BlockTests {
    @Test func nestedListsWithCodeBlocksAndHeadings() {
        let source = """
            # Hello *big* `world`

            Setext *one*
            ============

            Two
            ---

            1. First
               ```swift
               let x = 1
               ```
               - nested
                 ```
                 inner
                 ```
            2. Second

            """
        #expect(outline(MarkdownParser.parse(source)) == """
            document 1:1-17:9
              heading(1) 1:1-1:21
                text("Hello ") 1:3-1:8
                emphasis 1:9-1:13
                  text("big") 1:10-1:12
                text(" ") 1:14-1:14
                code("world") 1:16-1:20
              heading(1) 3:1-4:12
                text("Setext ") 3:1-3:7
                emphasis 3:8-3:12
                  text("one") 3:9-3:11
              heading(2) 6:1-7:3
                text("Two") 6:1-6:3
              list(ordered: true, start: 1, tight: true) 9:1-17:9
                item 9:1-16:8
                  paragraph 9:4-9:8
                    text("First") 9:4-9:8
                  codeBlock(info: "swift", literal: "let x = 1\\n", fence: `x3 indent 0 lines 11..<12 closed) 10:4-12:6
                  list(ordered: false, start: 0, tight: true) 13:4-16:8
                    item 13:4-16:8
                      paragraph 13:6-13:11
                        text("nested") 13:6-13:11
                      codeBlock(info: "", literal: "inner\\n", fence: `x3 indent 0 lines 15..<16 closed) 14:6-16:8
                item 17:1-17:9
                  paragraph 17:4-17:9
                    text("Second") 17:4-17:9
            """)
    }

    @Test func headingPlainTextDropsMarkupAndKeepsCode() {
        let document = MarkdownParser.parse("## The *`Subject`* and **[its](x) _friends_**<br>\n")
        #expect(document.children.map(\.plainText) == ["The Subject and its friends"])
        let setext = MarkdownParser.parse("Two\nlines ![alt](i.png)\n===\n")
        #expect(setext.children.map(\.plainText) == ["Two lines alt"])
    }

    @Test func blocksEndOnTheirOwnLastLineNotOnTheBlankLineAfter() {
        let source = "* c\n\n\n3. x\n\n   y\n\n> q\n>\n\npara\n\nTwo\n---\n---\n\n> Q\n> ===\nfoo\n"
        #expect(outline(MarkdownParser.parse(source)) == """
            document 1:1-19:3
              list(ordered: false, start: 0, tight: true) 1:1-1:3
                item 1:1-1:3
                  paragraph 1:3-1:3
                    text("c") 1:3-1:3
              list(ordered: true, start: 3, tight: false) 4:1-6:4
                item 4:1-6:4
                  paragraph 4:4-4:4
                    text("x") 4:4-4:4
                  paragraph 6:4-6:4
                    text("y") 6:4-6:4
              blockQuote 8:1-9:1
                paragraph 8:3-8:3
                  text("q") 8:3-8:3
              paragraph 11:1-11:4
                text("para") 11:1-11:4
              heading(2) 13:1-14:3
                text("Two") 13:1-13:3
              thematicBreak 15:1-15:3
              blockQuote 17:1-18:5
                heading(1) 17:3-18:5
                  text("Q") 17:3-17:3
              paragraph 19:1-19:3
                text("foo") 19:1-19:3
            """)
    }

    @Test func tableAlignmentsAndEscapedPipesInCode() {
        let source = """
            | Left | Center | Right | None |
            |:-----|:------:|------:|------|
            | `a\\|b` | ~~gone~~ | 3 | <b>x</b> |
            """
        let document = MarkdownParser.parse(source)
        #expect(outline(document) == """
            document 1:1-3:36
              table(left,center,right,none) 1:1-3:36
                tableRow(header) 1:1-1:32
                  tableCell 1:2-1:7
                    text("Left") 1:3-1:6
                  tableCell 1:9-1:16
                    text("Center") 1:10-1:15
                  tableCell 1:18-1:24
                    text("Right") 1:19-1:23
                  tableCell 1:26-1:31
                    text("None") 1:27-1:30
                tableRow 3:1-3:36
                  tableCell 3:2-3:9
                    code("a|b") 3:4-3:6
                  tableCell 3:11-3:20
                    strikethrough 3:12-3:19
                      text("gone") 3:14-3:17
                  tableCell 3:22-3:24
                    text("3") 3:23-3:23
                  tableCell 3:26-3:35
                    htmlInline("<b>") 3:27-3:29
                    text("x") 3:30-3:30
                    htmlInline("</b>") 3:31-3:34
            """)
        #expect(document.children.first?.kind.columnCount == 4)
    }

    @Test func taskListItemsAreToldFromPlainItems() {
        let source = "- [ ] todo\n- [x] done\n- [X] Done too\n- [] not a task\n"
        #expect(outline(MarkdownParser.parse(source)) == """
            document 1:1-4:15
              list(ordered: false, start: 0, tight: true) 1:1-4:15
                item(checked: false) 1:1-1:10
                  paragraph 1:7-1:10
                    text("todo") 1:7-1:10
                item(checked: true) 2:1-2:10
                  paragraph 2:7-2:10
                    text("done") 2:7-2:10
                item(checked: true) 3:1-3:14
                  paragraph 3:7-3:14
                    text("Done too") 3:7-3:14
                item 4:1-4:15
                  paragraph 4:3-4:15
                    text("[] not a task") 4:3-4:15
            """)
    }

    /// The tagfilter extension only changes rendered HTML: the tree keeps every tag as written.
    @Test func rawHTMLComesThroughWithItsLiteral() {
        let source = """
            <div class="note">
            <script>alert(1)</script>
            </div>

            Text with <span class="x">inline</span> and <xmp>.
            """
        #expect(outline(MarkdownParser.parse(source)) == """
            document 1:1-5:50
              htmlBlock("<div class=\\"note\\">\\n<script>alert(1)</script>\\n</div>\\n") 1:1-3:6
              paragraph 5:1-5:50
                text("Text with ") 5:1-5:10
                htmlInline("<span class=\\"x\\">") 5:11-5:26
                text("inline") 5:27-5:32
                htmlInline("</span>") 5:33-5:39
                text(" and ") 5:40-5:44
                htmlInline("<xmp>") 5:45-5:49
                text(".") 5:50-5:50
            """)
    }

    @Test func thematicBreaksAndIndentedCode() {
        let source = "***\n\n    let indented = true\n\n- - -\n"
        let expected = MarkdownNode(kind: .document, range: span(1, 1, 5, 5), children: [
            MarkdownNode(kind: .thematicBreak, range: span(1, 1, 1, 3)),
            MarkdownNode(
                kind: .codeBlock(CodeBlock(info: "", literal: "let indented = true\n", fence: nil)),
                range: span(3, 5, 3, 23)
            ),
            MarkdownNode(kind: .thematicBreak, range: span(5, 1, 5, 5)),
        ])
        #expect(MarkdownParser.parse(source) == expected)
    }
}

func span(_ startLine: Int, _ startColumn: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
    SourceRange(
        start: SourceLocation(line: startLine, column: startColumn),
        end: SourceLocation(line: endLine, column: endColumn)
    )
}

@Suite struct FootnoteTests {
    @Test func referencesAndDefinitionsGatheredAtTheEndInReferenceOrder() {
        let source = """
            First[^b] and second[^a].

            [^a]: Alpha.
            [^b]: Beta, with *emphasis*.
            [^unused]: Never referred to.

            After.

            """
        #expect(outline(MarkdownParser.parse(source)) == """
            document 1:1-7:6
              paragraph 1:1-1:25
                text("First") 1:1-1:5
                footnoteReference(1) 1:6-1:9
                text(" and second") 1:10-1:20
                footnoteReference(2) 1:21-1:24
                text(".") 1:25-1:25
              paragraph 7:1-7:6
                text("After.") 7:1-7:6
              footnoteDefinition(1) 4:7-4:28
                paragraph 4:7-4:28
                  text("Beta, with ") 4:7-4:17
                  emphasis 4:18-4:27
                    text("emphasis") 4:19-4:26
                  text(".") 4:28-4:28
              footnoteDefinition(2) 3:7-3:12
                paragraph 3:7-3:12
                  text("Alpha.") 3:7-3:12
            """)
    }
}

