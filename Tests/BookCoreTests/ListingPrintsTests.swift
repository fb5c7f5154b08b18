import Foundation
import Testing
@testable import BookCore

/// Issue 29, item 2: a listing shown beside a `swifttest` transcript of the same code has its
/// `// Prints` comments checked against what the transcript's test printed at their statements.
struct ListingPrintsTests {
    /// A listing whose comments hold (one under a statement, one at the end of a line, one quoted
    /// over two lines); one whose comment is wrong; one the transcript shows other code for; one with
    /// no transcript after it; and one with a comment in a loop's body.
    static let chapter = #"""
        # Listings

        ```swift
        let greeting = "Hello"
        print(greeting)
        // Prints "Hello"

        print(greeting.count) // Prints "5".
        print("one\ntwo")
        // Prints "one
        // two"
        ```

        <!--
          - test: `greeting`

          ```swifttest
          -> let greeting = "Hello"
          -> print(greeting)
          <- Hello
          -> print(greeting.count)
          << 5
          -> print("one\ntwo")
          << one
          << two
          ```
        -->

        The next listing's comment is wrong.

        ```swift
        let shout = "Hey" + "!"
        print(shout)
        // Prints "Hey?"
        ```

        <!--
          - test: `shout`

          ```swifttest
          -> let shout = "Hey" + "!"
          -> print(shout)
          <- Hey!
          ```
        -->

        The transcript after this one shows other code, so it is not checked.

        ```swift
        print(greeting.uppercased())
        // Prints "nothing like it"
        ```

        <!--
          - test: `greeting`

          ```swifttest
          -> print(greeting.lowercased())
          << hello
          ```
        -->

        No transcript follows this one.

        ```swift
        print(greeting)
        // Prints "not checked either"
        ```

        A comment in a loop's body is never checked.

        ```swift
        for letter in ["a"] {
            print(letter) // Prints "z"
        }
        ```

        <!--
          - test: `greeting`

          ```swifttest
          -> for letter in ["a"] {
                print(letter)
             }
          << a
          ```
        -->

        """#

    static func book(_ chapter: String) throws -> String {
        try FixtureBooks.write(["book.toml": "[book]\nswift-blocks = \"marked\"\n", "SUMMARY.md": "- [Listings](one.md)\n", "one.md": chapter])
    }

    /// The 1-based line and column of the first `//` on the line holding `marker`.
    static func place(of marker: String) -> (line: Int, column: Int) {
        let lines = chapter.split(separator: "\n", omittingEmptySubsequences: false)
        let index = lines.firstIndex { $0.contains(marker) }!
        let line = String(lines[index])
        return (index + 1, line.utf8.distance(from: line.startIndex, to: line.range(of: "//")!.lowerBound) + 1)
    }

    @Test func listingsPairWithTheTranscriptShowingTheirCode() throws {
        let folder = try Self.book(Self.chapter)
        let (loaded, _) = BookLoader.load(folder: folder)
        let chapter = try #require(loaded?.chapters.first)
        let snippets = SnippetExtractor.extract(chapter, swiftBlocks: .marked).snippets
        #expect(snippets.transcriptListings == TranscriptListingCounts(paired: 3, comments: 4, unpaired: 2))
        let greeting = try #require(snippets.transcripts.first { $0.name == "greeting" })
        #expect(greeting.listings.count == 2)
        let checks = try #require(greeting.listings.first?.checks)
        #expect(checks.map(\.printed) == [["Hello"], ["5"], ["one", "two"]])
        #expect(checks.map(\.location.line) == [Self.place(of: "// Prints \"Hello\"").line, Self.place(of: "// Prints \"5\".").line,
                                               Self.place(of: "// Prints \"one").line])
        // Each comment stands for the transcript's printed lines under its statement.
        #expect(checks.map(\.outputLines.count) == [1, 1, 2])
        #expect(greeting.listings.last?.checks.isEmpty == true && greeting.listings.last?.unattached == 1)
        #expect(TranscriptListingPairing.key("    print(x)   // Prints \"1\"") == "print(x)")
        #expect(TranscriptListingPairing.key("  // a comment") == nil)
    }

    @Test func aWrongCommentFailsItsTestAtTheComment() throws {
        let folder = try Self.book(Self.chapter)
        var options = FixtureBooks.options()
        options.cacheFolder = folder + "/cache"
        let report = try FixtureBooks.check(folder, options: options)
        let verdicts = Dictionary(uniqueKeysWithValues: report.verdicts.map { ($0.name, $0) })
        #expect(verdicts["test greeting"]?.status == .passed, "\(verdicts["test greeting"]?.diagnostics.map(\.printedLines) ?? [])")
        let shout = try #require(verdicts["test shout"])
        #expect(shout.status == .failed)
        let diagnostic = try #require(shout.diagnostics.first)
        #expect(shout.diagnostics.count == 1)
        #expect(diagnostic.id == "prints-mismatch")
        let place = Self.place(of: "// Prints \"Hey?\"")
        #expect(diagnostic.location == FileLocation(file: folder + "/one.md", line: place.line, column: place.column))
        #expect(diagnostic.excerpt.contains("-Hey?") && diagnostic.excerpt.contains("+Hey!"), "\(diagnostic.excerpt)")
        let text = ReportFormatter.text(report, explain: false)
        #expect(text.contains("3 listings with `// Prints` comments show the code of the transcript after them: 4 comments are checked with their tests"))
        #expect(text.contains("2 listings with `// Prints` comments have no transcript of their code after them"))
    }
}
