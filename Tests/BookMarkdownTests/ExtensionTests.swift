import Testing
import BookMarkdown

/// What `MarkdownExtensions` makes of cmark-gfm's tree: node kinds of their own, at every depth.
@Suite struct ExtensionTests {
    @Test func headingAttributesLeaveTheTitleAndKeepIDAndClasses() {
        let document = MarkdownParser.parse("## Glossary {#terms .wide .dark lang=en}\n\n## Plain {not attributes}\n")
        #expect(outline(document, ranges: false) == """
            document
              heading(2) {id: "terms", classes: ["wide", "dark"]}
                text("Glossary")
              heading(2)
                text("Plain {not attributes}")
            """)
    }

    @Test func anAlertIsItsOwnNodeWithoutItsMarker() {
        let document = MarkdownParser.parse("> [!warning]\n> Mind the *gap*.\n\n> [!UNKNOWN]\n> stays a quote\n")
        #expect(outline(document, ranges: false) == """
            document
              alert(WARNING)
                paragraph
                  text("Mind the ")
                  emphasis
                    text("gap")
                  text(".")
              blockQuote
                paragraph
                  text("[!UNKNOWN]")
                  softBreak
                  text("stays a quote")
            """)
    }

    /// A line after a definition continues it, as mdBook 0.5 reads it (it was once prose here).
    @Test func definitionListsOfConsecutiveParagraphsMerge() {
        let document = MarkdownParser.parse("Term\n: its definition\n\nOther\n: second\n: third\n\nJust prose\n: with a colon line\nand more\n")
        #expect(outline(document, ranges: false) == """
            document
              definitionList
                definitionTerm
                  text("Term")
                definitionDetails
                  text("its definition")
                definitionTerm
                  text("Other")
                definitionDetails
                  text("second")
                definitionDetails
                  text("third")
                definitionTerm
                  text("Just prose")
                definitionDetails
                  text("with a colon line")
                  softBreak
                  text("and more")
            """)
    }

    @Test func aSolutionHoldsItsSectionUpToTheNextHeadingOfItsLevel() {
        let source = """
            # Solution is the title

            ## Hint: look up

            Up.

            ### Detail

            More.

            ## Solution

            Here.

            ## Next
            """
        #expect(outline(MarkdownParser.parse(source), ranges: false) == """
            document
              heading(1)
                text("Solution is the title")
              disclosure(hint)
                heading(2)
                  text("Hint: look up")
                paragraph
                  text("Up.")
                heading(3)
                  text("Detail")
                paragraph
                  text("More.")
              disclosure(solution)
                heading(2)
                  text("Solution")
                paragraph
                  text("Here.")
              heading(2)
                text("Next")
            """)
    }

    @Test func extensionsApplyInsideContainers() {
        let document = MarkdownParser.parse("- > [!NOTE]\n  > Term\n  > : definition\n")
        #expect(outline(document, ranges: false) == """
            document
              list(ordered: false, start: 0, tight: true)
                item
                  alert(NOTE)
                    definitionList
                      definitionTerm
                        text("Term")
                      definitionDetails
                        text("definition")
            """)
    }

    @Test func blocksAsWrittenUnfoldsDisclosures() {
        let document = MarkdownParser.parse("## Solution\n\nText.\n\n## After\n")
        #expect(document.blocksAsWritten.map(\.plainText) == ["Solution", "Text.", "After"])
    }
}
