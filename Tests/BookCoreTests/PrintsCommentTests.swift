import Foundation
import Testing
@testable import BookCore

/// Issue 28, item 2: `// Prints "text".` after a statement checks what that statement printed.
struct PrintsCommentTests {
    @Test func theFormsSwiftsDocumentationWrites() {
        let lines = [
            #"print("Hello, world!")"#,                 // 0
            #"// Prints "Hello, world!""#,              // 1: quoted, no period
            #"print(1 + 1) // Prints "2"."#,            // 2: trailing, with a period
            #"for name in ["Anna", "Alex"] {"#,         // 3
            #"    print(name) // Prints "never""#,      // 4: inside a loop: not checked
            #"}"#,                                      // 5
            #"// Prints "Anna""#,                       // 6: two comments, one statement
            #"// Prints "Alex""#,                       // 7
            #"print("a\nb")"#,                          // 8
            #"// Prints "a"#,                           // 9: a quote left open goes on below
            #"// b"."#,                                 // 10
            #"print(3)"#,                               // 11
            #"// Prints 3 and more"#,                   // 12: unquoted
            #"print("// Prints nothing")"#,             // 13: in a string, no comment
            #"/// Prints a doc comment"#,               // 14: a doc comment, not checked
            #"func f() {}"#,                            // 15
        ]
        let (comments, unattached) = PrintsComments.find(in: lines, helper: nil)
        #expect(comments.map(\.statementLines) == [0...0, 2...2, 3...5, 8...8, 11...11])
        #expect(comments.map(\.printed) == [["Hello, world!"], ["2"], ["Anna", "Alex"], ["a", "b"], ["3 and more"]])
        #expect(comments.map(\.commentLines) == [1...1, 2...2, 6...7, 9...10, 12...12])
        #expect(comments.map(\.style.isQuoted) == [true, true, true, true, false])
        #expect(comments.map(\.style.hasPeriod) == [false, true, false, true, false])
        #expect(comments.map(\.style.isTrailing) == [false, true, false, false, false])
        #expect(unattached.map(\.line) == [4])
    }

    static let chapter = #"""
        # Prints

        ```swift
        let greeting = "Hello"
        print(greeting)
        // Prints "Hello".

        print(1 + 1) // Prints "3"
        for i in 1...2 {
            print(i)
        }
        // Prints "1"
        // Prints "2"
        ```

        ```output
        Hello
        2
        1
        2
        ```

        """#

    @Test func aWrongCommentIsReportedAtItselfAndUpdateRewritesOnlyIt() throws {
        let folder = try FixtureBooks.write(["book.toml": TopLevelProgramTests.manifest, "SUMMARY.md": "- [Prints](one.md)\n", "one.md": Self.chapter])
        var options = FixtureBooks.options()
        options.cacheFolder = folder + "/cache"
        let report = try FixtureBooks.check(folder, options: options)
        let diagnostics = report.verdicts.flatMap(\.diagnostics)
        #expect(diagnostics.map(\.headline) == [
            "\(folder)/one.md:8:14: error: the statement above did not print what this `// Prints` comment says [prints-mismatch]",
        ])
        #expect(diagnostics.first?.excerpt.suffix(2) == ["-3", "+2"])

        options.update = true
        _ = try FixtureBooks.check(folder, options: options)
        let updated = try String(contentsOfFile: folder + "/one.md", encoding: .utf8)
        #expect(updated == Self.chapter.replacingOccurrences(of: #"print(1 + 1) // Prints "3""#, with: #"print(1 + 1) // Prints "2""#))
        options.update = false
        #expect(try FixtureBooks.check(folder, options: options).verdicts.map(\.status) == [.passed])
    }

    @Test func inAnExampleTheCommentsCheckItsBodysStatements() throws {
        let chapter = """
            # Example

            ```swift
            example(of: "counts") {
              let names = ["a", "b"]
              print(names.count) // Prints "2"
              print(names[0])
              // Prints "b"
            }
            ```

            ```output
            --- Example of: counts ---
            2
            a
            ```

            """
        let folder = try FixtureBooks.write(["one.md": chapter])
        var options = FixtureBooks.options()
        options.cacheFolder = folder + "/cache"
        let report = try FixtureBooks.check(folder, options: options)
        #expect(report.verdicts.flatMap(\.diagnostics).map(\.headline) == [
            "\(folder)/one.md:8:3: error: the statement above did not print what this `// Prints` comment says [prints-mismatch]",
        ])
    }

    @Test func aCommentInAnInsertedBlockIsAWarning() throws {
        let chapter = try InsertionTests.chapter("""
            # Inserted

            ```swift
            example(of: "one") {
              let a = 1
              print(a)
            }
            ```

            ```swift insert-after="let a = 1"
              print(a + 1) // Prints "2"
            ```

            """)
        let (_, diagnostics) = SnippetExtractor.extract(chapter)
        #expect(diagnostics.map(\.headline) == [
            "\(chapter.path):11:16: warning: `// Prints` comments in a block placed with insert-before or insert-after are not checked; show what the changed example prints in an output block [prints-not-checked]",
        ])
    }
}
