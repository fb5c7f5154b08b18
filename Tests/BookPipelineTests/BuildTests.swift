import BookCore
@testable import BookPipeline
import BookSite
import Foundation
import Testing

/// `bookgen build` through the library: what is published, and what is refused with file:line.
struct BuildTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// A book in a fresh temporary folder, and the options that build it into a sibling folder.
    struct TemporaryBook {
        let root = NSTemporaryDirectory() + "bookgen-build-\(UUID().uuidString)"
        var folder: String { root + "/book" }
        var output: String { root + "/site" }

        init(_ files: [String: String]) throws {
            for (name, text) in files {
                let path = folder + "/" + name
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            }
        }

        func options(skipCheck: Bool = false) -> BuildOptions {
            var options = BuildOptions()
            options.output = output
            options.skipCheck = skipCheck
            options.check.packageRoot = BuildTests.packageRoot
            options.check.cacheFolder = root + "/cache"
            return options
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    /// book.toml for a book that uses the bundled library, as the fixture books that do declare it.
    static func bundledManifest() throws -> String {
        try String(contentsOfFile: packageRoot + "/Tests/BookCoreTests/Fixtures/marbles/book.toml", encoding: .utf8)
    }

    static let passing = """
        # One

        ```swift
        example(of: "hello") {
          print("hello")
        }
        ```

        ```output
        --- Example of: hello ---
        hello
        ```

        """

    @Test func aCheckedBookIsPublishedWithItsVerdicts() throws {
        let book = try TemporaryBook(["one.md": Self.passing])
        defer { book.remove() }
        let result = try BuildAction(options: book.options()).run(bookFolder: book.folder, toolchain: try Toolchain.locate())
        #expect(result.outcome == .published(files: 9, pages: 4))
        #expect(result.book.summaryLine == "1 passed, 0 failed")
        let page = try String(contentsOfFile: book.output + "/one.html", encoding: .utf8)
        // No book.toml: the standard library, and the page says so.
        #expect(page.contains("✓ verified against Swift</span>"))
    }

    @Test func aFailingExampleIsNotPublishedUnlessFailuresAreAllowed() throws {
        let book = try TemporaryBook(["one.md": Self.passing.replacingOccurrences(of: "hello\n```\n", with: "goodbye\n```\n")])
        defer { book.remove() }
        let toolchain = try Toolchain.locate()
        let refused = try BuildAction(options: book.options()).run(bookFolder: book.folder, toolchain: toolchain)
        #expect(refused.outcome == .failedChecks)
        #expect(!FileManager.default.fileExists(atPath: book.output))

        var options = book.options()
        options.allowFailures = true
        let published = try BuildAction(options: options).run(bookFolder: book.folder, toolchain: toolchain)
        #expect(published.outcome == .published(files: 9, pages: 4))
        let page = try String(contentsOfFile: book.output + "/one.html", encoding: .utf8)
        #expect(page.contains("✗ does not match what the code prints"))
        // The old flag still means this.
        let legacy = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: toolchain)
        #expect(legacy.outcome == .published(files: 9, pages: 4))
    }

    /// Two examples, each in its own chapter, so that one can change while the other stays.
    static let twoChapters = [
        "one.md": passing,
        "two.md": passing.replacingOccurrences(of: "# One", with: "# Two").replacingOccurrences(of: "hello", with: "other"),
    ]

    @Test func fromCacheCompilesNothingAndLeavesWhatTheCacheLacksUnchecked() throws {
        let book = try TemporaryBook(Self.twoChapters)
        defer { book.remove() }
        let toolchain = try Toolchain.locate()
        let checked = try BuildAction(options: book.options()).run(bookFolder: book.folder, toolchain: toolchain)
        #expect(checked.book.summaryLine == "2 passed, 0 failed")
        // The second chapter's example changes: the cache has no result for its new code.
        let changed = Self.twoChapters["two.md"]!.replacingOccurrences(of: "print(\"other\")", with: "print(\"other\", 2)")
        try Data(changed.utf8).write(to: URL(fileURLWithPath: book.folder + "/two.md"))
        var options = book.options()
        options.fromCache = true
        let rendered = try BuildAction(options: options).run(bookFolder: book.folder, toolchain: toolchain)
        #expect(rendered.outcome == .published(files: 10, pages: 5))
        #expect(rendered.book.compilerRuns == 0)
        #expect(rendered.book.verdicts.map(\.status) == [.passed, .skipped])
        #expect(rendered.book.summaryLine == "1 passed, 0 failed, 1 skipped")
        let one = try String(contentsOfFile: book.output + "/one.html", encoding: .utf8)
        let two = try String(contentsOfFile: book.output + "/two.html", encoding: .utf8)
        #expect(one.contains("✓ verified against Swift</span>"))
        #expect(!two.contains("verified against") && two.contains("not checked"))

        // A cached failure still stops the build, unless failures are allowed.
        let failing = Self.twoChapters["one.md"]!.replacingOccurrences(of: "hello\n```\n", with: "goodbye\n```\n")
        try Data(failing.utf8).write(to: URL(fileURLWithPath: book.folder + "/one.md"))
        _ = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: toolchain)
        let refused = try BuildAction(options: options).run(bookFolder: book.folder, toolchain: toolchain)
        #expect(refused.outcome == .failedChecks)
        #expect(refused.book.compilerRuns == 0)
        options.allowFailures = true
        #expect(try BuildAction(options: options).run(bookFolder: book.folder, toolchain: toolchain).outcome == .published(files: 10, pages: 5))
    }

    @Test func withoutAToolchainFromCacheRendersEveryExampleAsUnchecked() throws {
        let book = try TemporaryBook(["one.md": Self.passing])
        defer { book.remove() }
        var options = book.options()
        options.fromCache = true
        let result = try BuildAction(options: options).run(bookFolder: book.folder, toolchain: nil)
        #expect(result.outcome == .published(files: 9, pages: 4))
        #expect(result.warning?.hasPrefix("examples not checked: no swiftc found") == true)
        // Checking needs the toolchain: without --from-cache its absence is an error.
        #expect { try BuildAction(options: book.options()).run(bookFolder: book.folder, toolchain: nil) } throws: {
            ($0 as? SetupError)?.kind == .unavailable
        }
    }

    @Test func theOutputIsTheBuildFolderInTheBookUnlessNamed() throws {
        let book = try TemporaryBook(["one.md": Self.passing])
        defer { book.remove() }
        var options = book.options(skipCheck: true)
        options.output = nil
        let inside = try BuildAction(options: options).run(bookFolder: book.folder, toolchain: nil)
        #expect(inside.output == book.folder + "/site")
        #expect(FileManager.default.fileExists(atPath: book.folder + "/site/index.html"))
        try Data("[build]\nbuild-dir = \"../public\"\n".utf8).write(to: URL(fileURLWithPath: book.folder + "/book.toml"))
        let beside = try BuildAction(options: options).run(bookFolder: book.folder, toolchain: nil)
        #expect(beside.output == book.root + "/public")
        #expect(FileManager.default.fileExists(atPath: book.root + "/public/index.html"))
        #expect(BuildAction.path("../site", relativeTo: "Chapters") == "site")
        #expect(BuildAction.path("site", relativeTo: "./book/") == "book/site")
        #expect(BuildAction.path("/abs/out", relativeTo: "book") == "/abs/out")
    }

    @Test func aMissingIncludeIsRefusedWithItsLineEvenWithoutChecks() throws {
        let chapter = "# One\n\nSome prose.\n\n```swift include=\"Sources/Nowhere.swift\"\n```\n"
        let book = try TemporaryBook(["one.md": chapter])
        defer { book.remove() }
        let result = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        #expect(result.outcome == .bookProblems)
        #expect(result.book.diagnostics.map(\.headline) == [
            "\(book.folder)/one.md:5:1: error: included file 'Sources/Nowhere.swift' does not exist [include-missing-file]",
        ])
        #expect(!FileManager.default.fileExists(atPath: book.output))
    }

    @Test func withoutAToolchainSkipCheckPublishesEveryExampleAsUnchecked() throws {
        let book = try TemporaryBook(["one.md": Self.passing])
        defer { book.remove() }
        let result = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        #expect(result.outcome == .published(files: 9, pages: 4))
        #expect(result.warning?.hasPrefix("examples not checked: no swiftc found") == true)
        let page = try String(contentsOfFile: book.output + "/one.html", encoding: .utf8)
        #expect(!page.contains("verified against"))
        #expect(page.contains("not checked"))
    }

    @Test func theOutputMayNotHoldTheBook() throws {
        let book = try TemporaryBook(["one.md": Self.passing])
        defer { book.remove() }
        var options = book.options()
        options.output = book.root
        #expect { try BuildAction(options: options).run(bookFolder: book.folder, toolchain: nil) } throws: {
            ($0 as? SetupError)?.kind == .usage
        }
    }
}
