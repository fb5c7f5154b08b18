import Foundation
import Testing
@testable import BookCore

/// Issue 29, item 2: TSPL's `swifttest` transcripts in HTML comments run, each test one program.
struct TranscriptTests {
    /// Every prefix; a test over two comments; a comment shared by two tests; a library another
    /// test imports; expected diagnostics with their source and caret lines; a trap.
    static let chapter = #"""
        # Transcripts

        <!--
          - test: `greeting`

          ```swifttest
          -> let name = "Ana"
          >> let count = 2
          -> for index in 1...count {
                print("Hello, \(name) \(index)")
             }
          << Hello, Ana 1
          <- Hello, Ana 2
          ```
        -->

        Some prose between the two parts of the test.

        <!--
          - test: `greeting`

          ```swifttest
          /> name has \(name.count) letters
          </ name has 3 letters
          ```
        -->

        <!--
          - test: `shapes, shapesAgain`

          ```swifttest
          -> struct Square { var side = 2 }
          ```
        -->

        <!--
          - test: `shapesAgain`

          ```swifttest
          -> print(Square().side * 2)
          << 4
          ```
        -->

        <!--
          - test: `typeError`

          ```swifttest
          -> let wrong: Int = "three"
          !$ error: cannot convert value of type 'String' to specified type 'Int'
          !! let wrong: Int = "three"
          !!                  ^~~~~~~
          ```
        -->

        <!--
          - test: `unknownPlatform`

          ```swifttest
          >> if #available(madeUpPlatform 1, *) {
          >>     print("c")
          >> }
          !$ warning: unrecognized platform name 'madeUpPlatform'
          !$ if #available(madeUpPlatform 1, *) {
          !$               ^
          << c
          ```
        -->

        <!--
          - test: `overflow`

          ```swifttest
          -> var small = Int8.max
          -> print(small)
          << 127
          -> small += Int8(String("1"))!
          xx overflow
          ```
        -->

        <!--
          - test: `greeter_library`

          ```swifttest
          -> public func greet(_ name: String) -> String { "Hi, \(name)" }
          ```
        -->

        <!--
          - test: `greeter_client`

          ```swifttest
          -> import greeter_library
          -> print(greet("Bo"))
          << Hi, Bo
          ```
        -->

        """#

    static func book(_ chapter: String) throws -> String {
        try FixtureBooks.write(["book.toml": "[book]\nswift-blocks = \"marked\"\n", "SUMMARY.md": "- [Transcripts](one.md)\n", "one.md": chapter])
    }

    /// The chapter line of the `<!--` that opens the comment holding `marker`.
    static func commentLine(of marker: String, in chapter: String) -> Int {
        let lines = chapter.split(separator: "\n", omittingEmptySubsequences: false)
        let index = lines.firstIndex { $0.contains(marker) }!
        return lines[...index].lastIndex { $0.hasPrefix("<!--") }! + 1
    }

    @Test func transcriptsAreReadAsTests() throws {
        let folder = try Self.book(Self.chapter)
        let (loaded, _) = BookLoader.load(folder: folder)
        let chapter = try #require(loaded?.chapters.first)
        let tests = TranscriptExtractor.tests(in: chapter)
        #expect(tests.map(\.name) == ["greeting", "shapes", "shapesAgain", "typeError", "unknownPlatform", "overflow", "greeter_library", "greeter_client"])
        let greeting = try #require(tests.first)
        #expect(greeting.blocks.count == 2)
        #expect(greeting.lines.filter(\.isCode).map { String($0.text).trimmingBlanks } == [
            "let name = \"Ana\"", "let count = 2", "for index in 1...count {", "print(\"Hello, \\(name) \\(index)\")", "}",
            "print(\"name has \\(name.count) letters\")",
        ])
        // Columns stay the chapter's: the prefix becomes blanks.
        #expect(greeting.lines[0].text == "     let name = \"Ana\"")
        let expectations = TranscriptExpectations(tests[3])
        #expect(expectations.messages.map(\.headline) == ["error: cannot convert value of type 'String' to specified type 'Int'"])
        #expect(expectations.messages.first?.excerpt.count == 2)
        // `!$` lines that name no severity are the message's source and caret lines.
        #expect(TranscriptExpectations(tests[4]).messages.map(\.excerpt.count) == [2])
        #expect(TranscriptExpectations(tests[5]).trap?.word == "overflow")
        #expect(tests[7].importedModules == ["greeter_library"])
        #expect(TranscriptParser.testNames(in: " `a, b`, `c`") == ["a", "b", "c"])
    }

    @Test func everyTestPasses() throws {
        let folder = try Self.book(Self.chapter)
        var options = FixtureBooks.options()
        options.cacheFolder = folder + "/cache"
        let report = try FixtureBooks.check(folder, options: options)
        #expect(report.verdicts.map(\.name) == ["test greeting", "test shapes", "test shapesAgain", "test typeError",
                                                "test unknownPlatform", "test overflow", "test greeter_library", "test greeter_client"])
        #expect(report.verdicts.allSatisfy { $0.status == .passed }, "\(report.verdicts.flatMap(\.diagnostics).map(\.printedLines))")
        // A warm check runs nothing.
        let warm = try FixtureBooks.check(folder, options: options)
        #expect(warm.verdicts.allSatisfy { $0.status == .passed && $0.fromCache })
    }

    @Test func eachMistakeFailsAtItsComment() throws {
        let wrong = Self.chapter
            .replacingOccurrences(of: "</ name has 3 letters", with: "</ name has 4 letters")
            .replacingOccurrences(of: "!!                  ^~~~~~~", with: "!!              ^~~~~~~")
            .replacingOccurrences(of: "-> small += Int8(String(\"1\"))!", with: "-> small -= Int8(String(\"1\"))!")
        let folder = try Self.book(wrong)
        var options = FixtureBooks.options()
        options.cacheFolder = folder + "/cache"
        options.filter = "test "
        let report = try FixtureBooks.check(folder, options: options)
        let failed = Dictionary(uniqueKeysWithValues: report.verdicts.filter { $0.status == .failed }.map { ($0.name, $0.diagnostics) })
        #expect(Set(failed.keys) == ["test greeting", "test typeError", "test overflow"])
        let path = folder + "/one.md"
        let output = try #require(failed["test greeting"]?.first)
        #expect(output.id == "output-mismatch")
        #expect(output.location == FileLocation(file: path, line: Self.commentLine(of: "/> name has", in: wrong)))
        #expect(output.excerpt.contains("-name has 4 letters") && output.excerpt.contains("+name has 3 letters"))
        let diagnostic = try #require(failed["test typeError"]?.first)
        #expect(diagnostic.id == "transcript-diagnostics")
        #expect(diagnostic.location == FileLocation(file: path, line: Self.commentLine(of: "let wrong", in: wrong)))
        // The caret the book moved, against the compiler's.
        let carets = diagnostic.excerpt.filter { $0.hasSuffix("^~~~~~~") }
        #expect(carets.map { $0.prefix(1) } == ["-", "+"] && carets[0].count + 4 == carets[1].count, "\(diagnostic.excerpt)")
        let trap = try #require(failed["test overflow"]?.first)
        #expect(trap.id == "expected-crash")
        #expect(trap.location == FileLocation(file: path, line: Self.commentLine(of: "xx overflow", in: wrong)))
    }
}
