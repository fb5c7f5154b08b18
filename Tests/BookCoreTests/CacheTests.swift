import Foundation
import Testing
@testable import BookCore

/// The result cache: a re-check with nothing changed runs no compiler, and an edit reruns only what it touched.
struct CacheTests {
    @Test func unchangedBookRunsNoCompilerAndAnEditRerunsOnlyItsExample() throws {
        let folder = try FixtureBooks.copy("passing")
        var options = FixtureBooks.options()
        options.cacheFolder = NSTemporaryDirectory() + "bookgen-cache-\(UUID().uuidString)"

        let cold = try FixtureBooks.check(folder, options: options)
        #expect(cold.summaryLine == "7 passed, 0 failed")
        #expect(cold.compilerRuns > 0)
        #expect(!cold.verdicts.contains { $0.fromCache })

        let warm = try FixtureBooks.check(folder, options: options)
        #expect(warm.summaryLine == "7 passed, 0 failed")
        #expect(warm.compilerRuns == 0)
        #expect(warm.verdicts.allSatisfy { $0.fromCache })

        // Edit one example's code: only it runs again, and --explain says why.
        let path = folder + "/more.md"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "print(\"quoted\")", with: "print(\"quoted!\")")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let edited = try FixtureBooks.check(folder, options: options)
        let rerun = edited.verdicts.filter { !$0.fromCache }
        #expect(rerun.map(\.name) == ["in a quote"])
        #expect(rerun.first?.outcomes.first?.rerunReasons == ["its code changed"])
        #expect(rerun.first?.status == .failed)

        // Prose edits shift lines but change no result.
        let editedText = try String(contentsOfFile: path, encoding: .utf8)
        try ("Intro line.\n\n" + editedText).write(toFile: path, atomically: true, encoding: .utf8)
        let shifted = try FixtureBooks.check(folder, options: options)
        #expect(shifted.verdicts.filter { !$0.fromCache }.map(\.name) == [])
        #expect(shifted.summaryLine == "6 passed, 1 failed")

        options.useCache = false
        let uncached = try FixtureBooks.check(folder, options: options)
        #expect(!uncached.verdicts.contains { $0.fromCache })
        #expect(uncached.verdicts.allSatisfy { $0.outcomes.allSatisfy { $0.rerunReasons == ["--no-cache was given"] } })
    }

    /// Issue 31 (author's loop): an endless example was run again, for its whole time limit, by
    /// every check; its time-out is now a result the cache keeps.
    @Test func aTimedOutExampleIsCachedUntilItsCodeOrTheLimitChanges() throws {
        let folder = NSTemporaryDirectory() + "bookgen-endless-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let chapter = "# Endless\n\n```swift\nexample(of: \"forever\") {\n    while true {}\n}\n```\n\n```output\n--- Example of: forever ---\n```\n"
        try chapter.write(toFile: folder + "/one.md", atomically: true, encoding: .utf8)
        var options = FixtureBooks.options(timeout: 1)
        options.cacheFolder = folder + "/cache"

        let cold = try FixtureBooks.check(folder, options: options)
        #expect(cold.summaryLine == "0 passed, 1 failed")
        #expect(cold.verdicts.first?.diagnostics.first?.id == "timed-out")
        let warm = try FixtureBooks.check(folder, options: options)
        #expect(warm.summaryLine == "0 passed, 1 failed")
        #expect(warm.verdicts.allSatisfy { $0.fromCache })
        #expect(warm.compilerRuns == 0)

        options.timeout = 2
        let longer = try FixtureBooks.check(folder, options: options)
        #expect(longer.verdicts.allSatisfy { !$0.fromCache })
    }

    /// Issue 31 (author's loop): `--explain` said an example that did not compile "ran because it
    /// has not run before", every time; it was compiled, never ran, and its failed compile is why.
    @Test func explainSaysAFailedCompileIsCompiledAgainBecauseItFailed() throws {
        let folder = NSTemporaryDirectory() + "bookgen-explain-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let chapter = "# One\n\n```swift\nexample(of: \"bad\") {\n    let n: Int = \"text\"\n}\n```\n"
        try chapter.write(toFile: folder + "/one.md", atomically: true, encoding: .utf8)
        var options = FixtureBooks.options()
        options.cacheFolder = folder + "/cache"

        let first = try FixtureBooks.check(folder, options: options)
        #expect(first.verdicts.first?.outcomes.first?.rerunReasons == ["it has not run before"])
        let second = try FixtureBooks.check(folder, options: options)
        #expect(second.verdicts.first?.outcomes.first?.rerunReasons == ["its last result was not kept (it did not compile, or printed differently on two runs)"])
        let explained = ReportFormatter.text(second, explain: true)
        #expect(explained.contains("note: 'bad' was compiled because its last result was not kept (it did not compile, or printed differently on two runs) [explain]"))
        #expect(!explained.contains("ran because"))
    }
}
