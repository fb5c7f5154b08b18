import Foundation
import Testing
@testable import BookCore

/// Blocks that go before or after a line of their example (`insert-before`, `insert-after`), and the
/// output blocks that follow them: each version of an example runs on its own.
@Suite(.serialized) struct InsertionTests {
    static let tutorial = FixtureBooks.folder + "/insertions"

    @Test func eachOutputBlockIsCheckedAgainstItsVersionAndSpan() throws {
        let chapter = try #require(BookLoader.load(folder: Self.tutorial).book).chapters[0]
        let (snippets, diagnostics) = SnippetExtractor.extract(chapter)
        #expect(diagnostics.isEmpty)
        func outputs(_ name: String) -> [String] {
            let example = snippets.examples.first { $0.name == name }
            return (example?.expectedOutputs ?? []).map { "v\($0.version) \($0.segments.lowerBound)..<\($0.segments.upperBound)" }
        }
        // The block after `insert-before="subject"` holds span 0 run again; `output all`, right after
        // another output block, marks an empty span 2 and holds everything up to it.
        #expect(outputs("BehaviorSubject") == ["v0 0..<1", "v1 0..<1", "v1 1..<2", "v1 0..<3"])
        #expect(outputs("ReplaySubject") == ["v0 0..<1", "v0 1..<2", "v1 1..<2", "v2 1..<2"])
        #expect(outputs("placement") == ["v0 0..<1", "v1 0..<1", "v2 0..<1"])
        let placement = try #require(snippets.examples.first { $0.name == "placement" })
        #expect(placement.versions.map(\.expectsCrash) == [false, false, true])
        let check = try #require(snippets.compileFailures.first)
        #expect(check.placement == InsertionPlacement(side: .before, anchor: "let values = [1, 2, 3]", anchorLine: 141))
    }

    @Test func insertionsIntoSeveralSpansAreCheckedTogether() throws {
        let chapter = try Self.chapter("""
            ```swift
            example(of: "spans") {
              print("a")
            }
            ```

            ```output
            --- Example of: spans ---
            a
            ```

            ```swift
              print("b")
            ```

            ```output
            b
            ```

            ```swift insert-after='print("a")'
              print("a2")
            ```

            ```swift insert-after='print("b")'
              print("b2")
            ```

            ```output
            --- Example of: spans ---
            a
            a2
            b
            b2
            ```

            ```swift insert-before='print("b")'
              print("between")
            ```

            ```swift
              print("c")
            ```

            ```output
            c
            ```

            """)
        let (snippets, diagnostics) = SnippetExtractor.extract(chapter)
        #expect(diagnostics.isEmpty)
        let outputs = (snippets.examples.first?.expectedOutputs ?? []).map { "v\($0.version) \($0.segments.lowerBound)..<\($0.segments.upperBound)" }
        // Two insertions, into spans 0 and 1: the next block holds both. Inserted and appended code:
        // a mark at the end, as for appended code alone.
        #expect(outputs == ["v0 0..<1", "v0 1..<2", "v2 0..<2", "v3 2..<3"])
    }

    @Test func badAnchorsAreErrorsAtTheAttributeWithNotes() throws {
        let book = FixtureBooks.folder + "/bad-anchors"
        let report = try FixtureBooks.check(book)
        let printed = report.diagnostics.filter { $0.id == "bad-anchor" }.flatMap(\.printedLines)
            .map { $0.replacingOccurrences(of: book, with: "BOOK") }
        #expect(printed == [
            "BOOK/anchors.md:20:10: error: insert-after='subject.onNext(2)': no line of example 'counting' so far equals it; the anchor must be one line of the example above this block, as written there (blanks at either end aside) [bad-anchor]",
            "BOOK/anchors.md:7:1: note: the closest line is 'subject.onNext(1)'",
            "BOOK/anchors.md:47:10: error: insert-before='subject.onNext(1)': 2 lines of example 'twice' so far equal it (lines 36, 37); the anchor must match exactly one [bad-anchor]",
            "BOOK/anchors.md:36:1: note: this line matches",
            "BOOK/anchors.md:37:1: note: this line matches",
            "BOOK/anchors.md:53:10: error: a block that starts an example goes nowhere else; insert-before and insert-after go on a block that extends one [bad-anchor]",
            "BOOK/anchors.md:96:10: error: insert-before='example(of: \"outside\") {': the anchor is the line that starts example 'outside', and its lines would go outside the example; use insert-after to put them first in it [bad-anchor]",
        ])
    }

    @Test func anAnchorFarFromEveryLineGetsANoteWithoutAGuess() throws {
        let chapter = try Self.chapter("""
            ```swift
            example(of: "short") {
              print("a")
            }
            ```

            ```swift insert-after="subscription.dispose()"
              print("b")
            ```

            """)
        let (_, diagnostics) = SnippetExtractor.extract(chapter)
        #expect(diagnostics.flatMap(\.printedLines).map { $0.replacingOccurrences(of: chapter.path, with: "one.md") } == [
            "one.md:7:10: error: insert-after='subscription.dispose()': no line of example 'short' so far equals it; the anchor must be one line of the example above this block, as written there (blanks at either end aside) [bad-anchor]",
            "note: no line of the example is close to it; the anchor is copied from a line of the example, not from prose",
        ])
    }

    @Test func updateWritesEachBlockFromItsOwnVersion() throws {
        let folder = try FixtureBooks.copy("insertions")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/tutorial.md"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        // Version 0's block, the block of span 0 run again with the inserted line, and `output all`:
        // each must come back from its own version's run, not from the last one's.
        let stale = original
            .replacingOccurrences(of: "--- Example of: BehaviorSubject ---\n1) Initial value\n", with: "--- Example of: BehaviorSubject ---\nstale 0\n")
            .replacingOccurrences(of: "--- Example of: BehaviorSubject ---\n1) X\n```", with: "--- Example of: BehaviorSubject ---\nstale 1\n```")
            .replacingOccurrences(of: "1) X\n1) anError\n2) anError\n", with: "stale all\n")
            .replacingOccurrences(of: "1) 4\n2) 4\n1) anError\n", with: "1) 4\n1) anError\n")
        #expect(stale != original)
        try stale.write(toFile: path, atomically: true, encoding: .utf8)

        #expect(try FixtureBooks.check(folder).summaryLine == "2 passed, 2 failed")
        var options = FixtureBooks.options()
        options.update = true
        let updated = try FixtureBooks.check(folder, options: options)
        #expect(updated.updatedFiles == [path])
        #expect(updated.summaryLine == "4 passed, 0 failed")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
        let again = try FixtureBooks.check(folder, options: options)
        #expect(again.updatedFiles.isEmpty)
    }

    @Test func theVerdictDoesNotDependOnJobsFilterOrCache() throws {
        var serial = FixtureBooks.options()
        serial.jobs = 1
        serial.useCache = false
        // One example, three versions, four jobs: its versions are split over batches.
        var split = FixtureBooks.options()
        split.jobs = 4
        split.filter = "ReplaySubject"
        split.useCache = false
        var cached = FixtureBooks.options()
        cached.filter = "ReplaySubject"
        let runs = try [serial, split, cached].map { options in
            let verdict = try #require(try FixtureBooks.check(Self.tutorial, options: options).verdicts.first { $0.name == "ReplaySubject" })
            #expect(verdict.status == .passed)
            // The disposed subject's address differs from process to process.
            return verdict.outcomes.map { $0.runs.map { $0.segments.map { $0.replacingOccurrences(of: "\\$[0-9a-f]+", with: "$…", options: .regularExpression) } } }
        }
        #expect(runs[0].first?.count == 3)
        #expect(runs[1] == runs[0])
        #expect(runs[2] == runs[0])
    }

    static func chapter(_ text: String) throws -> Chapter {
        let folder = NSTemporaryDirectory() + "bookgen-insertion-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try text.write(toFile: folder + "/one.md", atomically: true, encoding: .utf8)
        return try #require(BookLoader.load(folder: folder).book).chapters[0]
    }
}
