import Foundation
import Testing
@testable import BookCore

/// Issue 31: `timeout=SECONDS` on a block gives its example a deadline of its own.
struct TimeoutAttributeTests {
    static func chapter(timeout: String) -> String {
        """
        # Deadlines

        ```swift timeout=\(timeout)
        example(of: "endless") {
          while true {}
        }
        ```

        ```swift
        example(of: "quick") {
          print("done")
        }
        ```

        ```output
        --- Example of: quick ---
        done
        ```

        """
    }

    @Test func anExamplesOwnTimeoutStopsItWhateverTheCheckAllows() throws {
        let folder = try FixtureBooks.write(["one.md": Self.chapter(timeout: "1")])
        var options = FixtureBooks.options(timeout: 30)
        options.cacheFolder = folder + "/cache"
        let report = try FixtureBooks.check(folder, options: options)
        let endless = try #require(report.verdicts.first { $0.name == "endless" })
        #expect(endless.outcomes.first?.run?.ending == .timedOut(seconds: 1))
        #expect(endless.diagnostics.map(\.headline) == [
            "\(folder)/one.md:4:1: error: example did not finish within 1 s and was stopped; raise the example's timeout= if it is only slow [timed-out]",
        ])
        #expect(report.verdicts.first { $0.name == "quick" }?.status == .passed)

        // The time-out is cached under the limit it had: another limit runs the example again.
        #expect(try FixtureBooks.check(folder, options: options).verdicts.first { $0.name == "endless" }?.fromCache == true)
        try Self.chapter(timeout: "1.5").write(toFile: folder + "/one.md", atomically: true, encoding: .utf8)
        let longer = try #require(try FixtureBooks.check(folder, options: options).verdicts.first { $0.name == "endless" })
        #expect(!longer.fromCache)
        #expect(longer.outcomes.first?.run?.ending == .timedOut(seconds: 1.5))
    }

    @Test(arguments: ["0", "-3", "abc", "90000", "inf", "nan"])
    func aTimeoutThatIsNoNumberOfSecondsUpToADayIsAnErrorAtTheFence(value: String) throws {
        let chapter = try InsertionTests.chapter(Self.chapter(timeout: value))
        let diagnostics = SnippetExtractor.extract(chapter).diagnostics
        #expect(diagnostics.map(\.headline) == [
            "\(chapter.path):3:10: error: timeout= takes a number of seconds, more than 0 and at most 86400 (a day), as in timeout=30, not '\(value)' [bad-fence-attribute]",
        ])
    }

    @Test func aTimeoutOnABlockThatNeverRunsIsAnError() throws {
        let chapter = try InsertionTests.chapter("# Shared\n\n```swift timeout=5\nstruct Shared {}\n```\n")
        #expect(SnippetExtractor.extract(chapter).diagnostics.map(\.headline) == [
            "\(chapter.path):3:10: error: `timeout=` goes on a block of an example, one that calls example(of:) or extends it; this block never runs [misplaced-timeout]",
        ])
    }

    @Test func theLargestTimeoutOfAnExamplesBlocksCounts() throws {
        let chapter = try InsertionTests.chapter("""
            ```swift timeout=2
            example(of: "slow") {
              print("a")
            }
            ```

            ```swift timeout=30
            print("b")
            ```

            ```swift timeout=5
            print("c")
            ```
            """)
        #expect(SnippetExtractor.extract(chapter).snippets.examples.map(\.timeout) == [30])
    }
}
