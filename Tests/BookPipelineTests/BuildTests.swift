import BookCore
import BookPipeline
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
        #expect(result.outcome == .published(files: 8, pages: 4))
        #expect(result.book.summaryLine == "1 passed, 0 failed")
        let page = try String(contentsOfFile: book.output + "/one.html", encoding: .utf8)
        #expect(page.contains("✓ verified against RxSubjects "))
    }

    @Test func aFailingExampleIsNotPublishedUnlessChecksAreSkipped() throws {
        let book = try TemporaryBook(["one.md": Self.passing.replacingOccurrences(of: "hello\n```\n", with: "goodbye\n```\n")])
        defer { book.remove() }
        let toolchain = try Toolchain.locate()
        let refused = try BuildAction(options: book.options()).run(bookFolder: book.folder, toolchain: toolchain)
        #expect(refused.outcome == .failedChecks)
        #expect(!FileManager.default.fileExists(atPath: book.output))

        let published = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: toolchain)
        #expect(published.outcome == .published(files: 8, pages: 4))
        let page = try String(contentsOfFile: book.output + "/one.html", encoding: .utf8)
        #expect(page.contains("✗ does not match what the code prints"))
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
        #expect(result.outcome == .published(files: 8, pages: 4))
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
