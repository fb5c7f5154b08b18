import Foundation
import Testing
@testable import BookCore

/// Issue 28, item 1: `examples = "top-level"` makes each chapter one program of top-level code.
struct TopLevelProgramTests {
    static let manifest = "[book]\nexamples = \"top-level\"\n"

    /// Shadowing, an extension of an earlier block's type, a protocol, a function that needs the
    /// body's names and one that does not, and `try await` at top level.
    static let chapter = #"""
        # Chunks

        ```swift
        let names = ["Ana", "Bo", "Cy"]
        print(names.count)
        ```

        ```output
        3
        ```

        ```swift
        struct Point {
            var x = 0, y = 0
        }
        let origin = Point()
        ```

        ```swift
        extension Point: CustomStringConvertible {
            var description: String { "(\(x), \(y))" }
        }
        protocol Named { var name: String { get } }
        print(origin)
        ```

        ```output
        (0, 0)
        ```

        ```swift
        let names = ["Dee"]
        func greet() { print("Hello, \(names[0])") }
        greet()
        func twice(_ n: Int) -> Int { n * 2 }
        print(twice(21))
        ```

        ```output
        Hello, Dee
        42
        ```

        ```swift
        func fetch() async throws -> Int { 7 }
        let value = try await fetch()
        print(value, await MainActor.run { "on the main actor" })
        ```

        ```output
        7 on the main actor
        ```

        ```swift
        let (ticks, continuation) = AsyncStream.makeStream(of: Int.self)
        Task {
            for tick in 1...3 {
                try await Task.sleep(nanoseconds: 1_000_000)
                continuation.yield(tick)
            }
            continuation.finish()
        }
        for await tick in ticks {
            print("tick", tick)
        }
        ```

        ```output
        tick 1
        tick 2
        tick 3
        ```

        """#

    @Test func aChapterIsOneProgramWhoseBlocksShadowAndAwait() throws {
        let folder = try FixtureBooks.write(["book.toml": Self.manifest, "SUMMARY.md": "- [Chunks](one.md)\n", "one.md": Self.chapter])
        var options = FixtureBooks.options()
        options.cacheFolder = folder + "/cache"
        let report = try FixtureBooks.check(folder, options: options)
        #expect(report.verdicts.map(\.name) == ["Chunks"])
        #expect(report.verdicts.first?.status == .passed, "\(report.verdicts.flatMap(\.diagnostics).map(\.headline))")
    }

    @Test func fileScopeDeclarationsMoveAndARedeclaringBlockOpensAScope() throws {
        let chapter = try InsertionTests.chapter(Self.chapter)
        let (snippets, diagnostics) = SnippetExtractor.extract(chapter, style: .topLevel)
        #expect(diagnostics.isEmpty)
        let moved = snippets.declarations.map { $0.text.split(separator: "\n").first.map(String.init) ?? "" }
        #expect(moved == ["struct Point {", "extension Point: CustomStringConvertible {", "protocol Named { var name: String { get } }",
                          "func twice(_ n: Int) -> Int { n * 2 }", "func fetch() async throws -> Int { 7 }"])
        let program = try #require(snippets.examples.first)
        #expect(program.isProgram && snippets.examples.count == 1)
        let synthetic = program.code.filter(\.isSynthetic).map(\.text)
        #expect(synthetic == ["do {"])
        #expect(program.closing.text == "}")
        // greet uses the body's `names`: it stays in the body.
        #expect(program.code.contains { $0.text.contains("func greet()") })
    }

    @Test func problemsPointAtTheChapter() throws {
        let chapter = """
            # Problems

            ```swift
            let count = 3
            print(count)
            ```

            ```output
            4
            ```

            ```swift
            let wrong: Int = "three"
            ```

            """
        let folder = try FixtureBooks.write(["book.toml": Self.manifest, "SUMMARY.md": "- [Problems](one.md)\n", "one.md": chapter])
        var options = FixtureBooks.options()
        options.cacheFolder = folder + "/cache"
        let report = try FixtureBooks.check(folder, options: options)
        let headlines = report.verdicts.flatMap(\.diagnostics).map(\.headline)
        #expect(headlines.contains { $0.hasPrefix("\(folder)/one.md:13:18: error: cannot convert value of type 'String'") }, "\(headlines)")
    }

    @Test func anUncaughtErrorStopsTheProgramAsATrap() throws {
        let chapter = """
            # Errors

            ```swift crash="Error raised at top level: Failure()"
            struct Failure: Error {}
            print("before")
            throw Failure()
            ```

            ```output
            before
            ```

            """
        let folder = try FixtureBooks.write(["book.toml": Self.manifest, "SUMMARY.md": "- [Errors](one.md)\n", "one.md": chapter])
        var options = FixtureBooks.options()
        options.cacheFolder = folder + "/cache"
        let report = try FixtureBooks.check(folder, options: options)
        #expect(report.verdicts.first?.status == .passed, "\(report.verdicts.flatMap(\.diagnostics).map(\.headline))")
    }

    @Test func theReadersProgramIsTopLevelCodeThatPrintsWhatThePageShows() throws {
        let chapter = try InsertionTests.chapter(Self.chapter)
        let (snippets, _) = SnippetExtractor.extract(chapter, style: .topLevel)
        let prepared = PreparedChapter(chapter: chapter, snippets: snippets, includes: [:], environments: ["standard"])
        let text = ReaderProgram(chapter: prepared, environment: .standard).text(running: snippets.examples)
        #expect(!text.contains("example(of"))
        #expect(!text.contains("\n\n\n"))
        let folder = NSTemporaryDirectory() + "bookgen-top-level-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try text.write(toFile: folder + "/main.swift", atomically: true, encoding: .utf8)
        let toolchain = try Toolchain.locate()
        let compiled = try ProcessRunner.run(toolchain.swiftc, ["-Onone", folder + "/main.swift", "-o", folder + "/program"])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        let run = try ProcessRunner.run(folder + "/program", [])
        #expect(run.stdout == "3\n(0, 0)\nHello, Dee\n42\n7 on the main actor\ntick 1\ntick 2\ntick 3\n")
    }

    /// swift-algorithms' guides as written: an interface listing among the examples, and values the
    /// code computes for the reader to look at, never used.
    @Test func interfaceListingsAreShownAndLocalsWarnNothing() throws {
        let chapter = """
            # Windows

            ```swift
            let numbers = [10, 20, 30]
            let windowed = numbers.count
            print(numbers)
            ```

            ```output
            [10, 20, 30]
            ```

            ```swift
            extension Collection {
                public func windows(ofCount count: Int) -> [SubSequence]
            }
            ```

            """
        let folder = try FixtureBooks.write(["book.toml": Self.manifest, "SUMMARY.md": "- [Windows](one.md)\n", "one.md": chapter])
        var options = FixtureBooks.options()
        options.cacheFolder = folder + "/cache"
        let report = try FixtureBooks.check(folder, options: options)
        #expect(report.verdicts.map(\.status) == [.passed])
        #expect(report.listings == 1)
        let all = report.diagnostics + report.verdicts.flatMap(\.diagnostics)
        #expect(all.filter { $0.severity == .warning }.isEmpty, "\(all.map(\.headline))")
    }

    /// A chapter's package (for `download-url`) holds the chapter's program as its main.swift,
    /// compiled and run by the check against the environment's package.
    @Test func aTopLevelChaptersDownloadIsProven() throws {
        let manifest = PackageCModulesTests.manifest + "\n[book]\nexamples = \"top-level\"\n"
        let chapter = """
            # Statistics

            ```swift
            import Stats

            print(total([1, 2, 3]))
            print(await Task { volume(ofCubeWithEdge: 3) }.value)
            ```

            ```output
            6
            27.0
            ```

            """
        let folder = try FixtureBooks.write(["book.toml": manifest, "one.md": chapter])
        let report = try FixtureBooks.check(folder)
        #expect(ChapterDownload.all(in: report).count == 1)
        #expect(FixtureBooks.headlines(report, folder: folder) == "1 passed, 0 failed\n")
    }

    /// A `compile-fail` block's declarations never reach file scope, so the type a later block
    /// declares under the same name still goes there, where a later extension reaches it.
    @Test func aCompileFailBlocksTypeLeavesItsNameToTheProgram() throws {
        let chapter = try InsertionTests.chapter("""
            # Points

            ```swift compile-fail
            struct Point { var x: Int = "zero" }
            ```

            ```swift
            struct Point { var x = 0 }
            ```

            ```swift
            extension Point { var doubled: Int { x * 2 } }
            print(Point().doubled)
            ```

            """)
        let (snippets, _) = SnippetExtractor.extract(chapter, style: .topLevel)
        #expect(snippets.declarations.map(\.text) == ["struct Point { var x = 0 }", "extension Point { var doubled: Int { x * 2 } }"])
    }

    @Test func anUnknownStyleIsAnErrorAtItsKey() throws {
        let folder = try FixtureBooks.write(["book.toml": "[book]\nexamples = \"toplevel\"\n", "one.md": "# One\n"])
        var options = FixtureBooks.options()
        options.cacheFolder = folder + "/cache"
        let report = try FixtureBooks.check(folder, options: options)
        #expect(report.diagnostics.map(\.headline).contains {
            $0.hasPrefix("\(folder)/book.toml:2:1: error: 'examples' must be \"example-of\"")
        }, "\(report.diagnostics.map(\.headline))")
    }
}
