import Foundation
import Testing
@testable import BookCore

/// Attacks 1, 3 and 5 of issue 9 on `--update`: it never loses an author's edit, never corrupts a
/// chapter, and writes through a symbolic link keeping the file's mode.
struct UpdateSafetyTests {
    /// A fresh folder holding `one.md` with `text`.
    func chapter(_ text: String) throws -> (folder: String, path: String) {
        let folder = NSTemporaryDirectory() + "bookgen-update-safety-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: folder + "/one.md", atomically: true, encoding: .utf8)
        return (folder, folder + "/one.md")
    }

    func updating() -> CheckOptions {
        var options = FixtureBooks.options()
        options.update = true
        return options
    }

    @Test func lostEditAnEditSavedWhileTheExamplesRanIsKept() throws {
        // The example itself plays the author: it saves a paragraph into its chapter while it runs.
        let (folder, path) = try chapter("")
        let text = """
            # Slow

            ```swift
            import Foundation

            example(of: "slow") {
              let path = "\(path)"
              let saved = try! String(contentsOfFile: path, encoding: .utf8) + "\\nA paragraph the author saved meanwhile.\\n"
              try! saved.write(toFile: path, atomically: false, encoding: .utf8)
              print("new output")
            }
            ```

            ```output
            --- Example of: slow ---
            old output
            ```

            """
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let report = try FixtureBooks.check(folder, options: updating())
        #expect(report.updatedFiles.isEmpty)
        #expect(report.diagnostics.map(\.id) == ["changed-during-update"])
        #expect(report.failed > 0)
        // The example ran twice (every example that runs does), so it saved its paragraph twice.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text + String(repeating: "\nA paragraph the author saved meanwhile.\n", count: 2))
    }

    @Test func corruptedChapterOutputWithFenceLinesGetsALongerFenceAndReadsBack() throws {
        let (folder, path) = try chapter("""
            ```swift
            example(of: "prints fences") {
              print("```")
              print("~~~")
              print("  ````")
            }
            ```

            ```output
            ```

            ```swift
            example(of: "keeps its block") {
              print("kept")
            }
            ```

            ```output
            --- Example of: keeps its block ---
            kept
            ```

            """)
        let updated = try FixtureBooks.check(folder, options: updating())
        #expect(updated.updatedFiles == [path])
        #expect(updated.summaryLine == "2 passed, 0 failed")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.contains("`````output\n--- Example of: prints fences ---\n```\n~~~\n  ````\n`````\n"))
        // Read back, and updated again: nothing changes, and the other example's block is intact.
        let again = try FixtureBooks.check(folder, options: updating())
        #expect(again.updatedFiles.isEmpty)
        #expect(again.summaryLine == "2 passed, 0 failed")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == written)
    }

    @Test func corruptedChapterControlCharactersAreNamedNeverWrittenAndShownInTheDiff() throws {
        let text = """
            ```swift
            example(of: "prints controls") {
              print("a\\rb")
              print("nul\\u{0}here")
            }
            ```

            ```output
            --- Example of: prints controls ---
            ab
            ```

            """
        let (folder, path) = try chapter(text)
        let report = try FixtureBooks.check(folder, options: updating())
        #expect(report.updatedFiles.isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        let refusal = try #require(report.diagnostics.first { $0.id == "unwritable-output" })
        #expect(refusal.line == 8)
        #expect(refusal.message == "the example printed U+000D (carriage return) in line 2, U+0000 (NUL) in line 3, which an output block cannot hold; --update left the block as it was")
        let mismatch = try #require(report.verdicts.flatMap(\.diagnostics).first { $0.id == "output-mismatch" })
        #expect(mismatch.excerpt.suffix(3) == ["-ab", "+a\u{240D}b", "+nul\u{2400}here"])
    }

    @Test func symlinkedChapterIsWrittenThroughKeepingItsMode() throws {
        let folder = NSTemporaryDirectory() + "bookgen-update-link-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/drafts", withIntermediateDirectories: true)
        let target = folder + "/drafts/one.md"
        try """
            ```swift
            example(of: "linked") { print("new") }
            ```

            ```output
            --- Example of: linked ---
            old
            ```

            """.write(toFile: target, atomically: true, encoding: .utf8)
        chmod(target, 0o640)
        try FileManager.default.createSymbolicLink(atPath: folder + "/one.md", withDestinationPath: "drafts/one.md")
        let report = try FixtureBooks.check(folder, options: updating())
        #expect(report.updatedFiles == [folder + "/one.md"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/one.md") == "drafts/one.md")
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("--- Example of: linked ---\nnew\n"))
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? NSNumber)
        #expect(mode.intValue == 0o640)
    }
}
