import Foundation
import Testing
@testable import BookCore

/// `--update` rewrites the blocks that differ and leaves every other byte alone.
struct UpdateTests {
    /// A chapter with CRLF line endings, tabs and trailing spaces in prose, and an output block inside a list item.
    let original = [
        "# Update\r\n",
        "\r\n",
        "Prose with a trailing space \r\n",
        "\tand a tab.\r\n",
        "\r\n",
        "```swift\r\n",
        "example(of: \"fixed\") {\r\n",
        "  print(\"new line\")\r\n",
        "  print(\"\")\r\n",
        "  print(\"end\")\r\n",
        "}\r\n",
        "```\r\n",
        "\r\n",
        "```output\r\n",
        "--- Example of: fixed ---\r\n",
        "old line\r\n",
        "```\r\n",
        "\r\n",
        "- In a list:\r\n",
        "\r\n",
        "  ```swift\r\n",
        "  example(of: \"listed\") { print(\"x\") }\r\n",
        "  ```\r\n",
        "\r\n",
        "  ```output\r\n",
        "  ```\r\n",
        "\r\n",
        "```swift\r\n",
        "example(of: \"already right\") { print(\"ok\") }\r\n",
        "```\r\n",
        "\r\n",
        "```output\r\n",
        "--- Example of: already right ---\r\n",
        "ok   \r\n",
        "```\r\n",
        "Last line without a newline",
    ].joined()

    @Test func rewritesOnlyTheDifferingBlocksKeepingLineEndingsAndPrefixes() throws {
        let folder = NSTemporaryDirectory() + "bookgen-update-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/one.md"
        try Data(original.utf8).write(to: URL(fileURLWithPath: path))

        var options = FixtureBooks.options()
        options.update = true
        let report = try FixtureBooks.check(folder, options: options)
        #expect(report.updatedFiles == [path])
        #expect(report.summaryLine == "3 passed, 0 failed")

        let expected = original
            .replacingOccurrences(of: "--- Example of: fixed ---\r\nold line\r\n",
                                  with: "--- Example of: fixed ---\r\nnew line\r\n\r\nend\r\n")
            .replacingOccurrences(of: "  ```output\r\n  ```\r\n",
                                  with: "  ```output\r\n  --- Example of: listed ---\r\n  x\r\n  ```\r\n")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == expected)

        // A second run finds nothing to change and writes nothing.
        let again = try FixtureBooks.check(folder, options: options)
        #expect(again.updatedFiles.isEmpty)
        #expect(again.summaryLine == "3 passed, 0 failed")
    }

    @Test func aMismatchIsReportedWithAUnifiedDiffAtTheOutputBlock() throws {
        let book = FixtureBooks.folder + "/output-mismatch"
        let report = try FixtureBooks.check(book)
        let mismatch = try #require(report.verdicts.flatMap(\.diagnostics).first { $0.id == "output-mismatch" })
        #expect(mismatch.file == book + "/one.md")
        #expect(mismatch.line == 10)
        #expect(mismatch.excerpt == [
            "--- \(book)/one.md:10 (expected)",
            "+++ what example 'wrong' printed",
            "@@ -1,3 +1,3 @@",
            " --- Example of: wrong ---",
            " one",
            "-three",
            "+two",
        ])
    }

    @Test func anEllipsisBlockMatchesVaryingTextAndUpdateKeepsItsPatterns() throws {
        let folder = NSTemporaryDirectory() + "bookgen-ellipsis-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/one.md"
        let chapter = """
            ```swift
            example(of: "varies") {
              print("at \\(Int.random(in: 1000...9999)) today")
              print("stable")
            }
            ```

            ```output ellipsis
            --- Example of: varies ---
            at ... today
            stale
            ```

            """
        try chapter.write(toFile: path, atomically: true, encoding: .utf8)
        let report = try FixtureBooks.check(folder)
        #expect(report.summaryLine == "0 passed, 1 failed")

        var options = FixtureBooks.options()
        options.update = true
        let updated = try FixtureBooks.check(folder, options: options)
        #expect(updated.summaryLine == "1 passed, 0 failed")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == chapter.replacingOccurrences(of: "stale\n", with: "stable\n"))
        #expect(try FixtureBooks.check(folder).summaryLine == "1 passed, 0 failed")
    }
}
