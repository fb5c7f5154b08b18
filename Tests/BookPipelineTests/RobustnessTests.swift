import BookCore
import BookMarkdown
import BookPipeline
import BookSite
import Foundation
import Testing

/// Attacks 6, 8 and 10 of issue 9 on `build`: deep nesting is refused rather than crashing, an
/// unreadable chapter is never dropped silently, and the output folder heals after a killed build.
struct RobustnessTests {
    typealias TemporaryBook = BuildTests.TemporaryBook

    @Test(arguments: [1_500, 10_000])
    func crashOnDeepNestingBecomesAnErrorAtItsLine(depth: Int) throws {
        let book = try TemporaryBook(["one.md": "# Deep\n\n" + String(repeating: ">", count: depth) + " deep\n"])
        defer { book.remove() }
        let result = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        #expect(result.outcome == .bookProblems)
        #expect(result.book.diagnostics.map(\.headline) == [
            "\(book.folder)/one.md:3:\(MarkdownParser.maximumDepth + 1): error: Markdown nests more than \(MarkdownParser.maximumDepth) levels deep here (block quotes, lists, emphasis); bookgen reads no deeper, so flatten it [too-deep]",
        ])
    }

    @Test func silentSkipAChapterBuildCannotReadIsRefusedEvenWithSkipCheck() throws {
        let book = try TemporaryBook(["one.md": "# One\n"])
        defer { book.remove() }
        try Data([0x23, 0x20, 0xE9, 0x74, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: book.folder + "/two.md"))
        let result = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        #expect(result.outcome == .bookProblems)
        #expect(result.book.diagnostics.map(\.headline) == ["\(book.folder)/two.md:1:3: error: file is not valid UTF-8; save it as UTF-8 [not-utf8]"])
        #expect(!FileManager.default.fileExists(atPath: book.output))
    }

    @Test func edgesStagingFoldersOfAKilledBuildAreRemovedByTheNext() throws {
        let book = try TemporaryBook(["one.md": "# One\n"])
        defer { book.remove() }
        // Folders of a build killed with -9: no process has their number.
        let dead = Int32.max - 7
        #expect(kill(dead, 0) != 0)
        for name in ["site.tmp-\(dead)", "site.old-\(dead)/inner"] {
            try FileManager.default.createDirectory(atPath: book.root + "/" + name, withIntermediateDirectories: true)
        }
        let result = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        #expect(result.renderDiagnostics.isEmpty)
        let left = try FileManager.default.contentsOfDirectory(atPath: book.root).filter { $0.hasPrefix("site") }
        #expect(left == ["site"])
    }

    @Test func edgesAReadOnlySiteIsReplacedWithoutLeavingItsOldCopy() throws {
        let book = try TemporaryBook(["one.md": "# One\n"])
        defer {
            OutputWriterTestSupport.makeWritable(book.root)
            book.remove()
        }
        _ = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        OutputWriterTestSupport.makeReadOnly(book.output)
        let again = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        #expect(again.renderDiagnostics.isEmpty)
        let left = try FileManager.default.contentsOfDirectory(atPath: book.root).filter { $0.hasPrefix("site") }
        #expect(left == ["site"])
    }
}

/// Permissions for the read-only site test.
enum OutputWriterTestSupport {
    static func makeReadOnly(_ path: String) {
        for entry in FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [] {
            chmod(path + "/" + entry, 0o555)
        }
        chmod(path, 0o555)
    }

    static func makeWritable(_ path: String) {
        chmod(path, 0o755)
        for entry in FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [] {
            chmod(path + "/" + entry, 0o755)
        }
    }
}
