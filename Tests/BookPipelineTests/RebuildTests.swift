@testable import BookCore
@testable import BookPipeline
import Foundation
import Testing

/// What a second build reuses from the first: the previous site's unchanged files, and the
/// highlighted code kept in the cache; neither may change a byte of the output.
struct RebuildTests {
    private func inode(_ path: String) -> UInt64? {
        var status = stat()
        return lstat(path, &status) == 0 ? UInt64(status.st_ino) : nil
    }

    private func text(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func anUnchangedFileOfTheSiteBookgenWroteIsLinkedAndAChangedOneWritten() throws {
        let root = NSTemporaryDirectory() + "bookgen-rebuild-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let writer = OutputWriter(output: root + "/site")
        try writer.write([OutputFile(path: "same.html", text: "same"), OutputFile(path: "a/changed.html", text: "before"),
                          OutputFile(path: "longer.html", text: "abc")])
        let same = try #require(inode(root + "/site/same.html"))
        let changed = try #require(inode(root + "/site/a/changed.html"))
        try writer.write([OutputFile(path: "same.html", text: "same"), OutputFile(path: "a/changed.html", text: "after!"),
                          OutputFile(path: "longer.html", text: "abcd")])
        #expect(inode(root + "/site/same.html") == same)
        #expect(inode(root + "/site/a/changed.html") != changed)
        #expect(text(root + "/site/same.html") == "same")
        #expect(text(root + "/site/a/changed.html") == "after!")
        #expect(text(root + "/site/longer.html") == "abcd")
        // The previous site is gone: the linked file has one name again.
        var status = stat()
        #expect(lstat(root + "/site/same.html", &status) == 0 && status.st_nlink == 1)
    }

    @Test func aFolderBookgenDidNotWriteAndAFileWithAnotherNameLendNothing() throws {
        let root = NSTemporaryDirectory() + "bookgen-rebuild-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A folder replaced with --force: its files are not bookgen's, even when their bytes match.
        try FileManager.default.createDirectory(atPath: root + "/site", withIntermediateDirectories: true)
        try Data("same".utf8).write(to: URL(fileURLWithPath: root + "/site/same.html"))
        let foreign = try #require(inode(root + "/site/same.html"))
        try OutputWriter(output: root + "/site", force: true).write([OutputFile(path: "same.html", text: "same")])
        #expect(inode(root + "/site/same.html") != foreign)

        // A file of bookgen's site that has another name elsewhere is written anew, so the new site
        // shares no file with anything outside it.
        let kept = root + "/elsewhere.html"
        #expect(link(root + "/site/same.html", kept) == 0)
        try OutputWriter(output: root + "/site").write([OutputFile(path: "same.html", text: "same")])
        #expect(inode(root + "/site/same.html") != inode(kept))
        #expect(text(kept) == "same")
    }

    /// These tests are about keeping and dropping, not about what a stored form may hold.
    static func trusting(_ html: String, _ code: String) -> Bool { true }

    @Test func highlightedCodeIsKeptForThisBookgenOnlyAndWhatABuildDoesNotUseIsDropped() throws {
        let folder = NSTemporaryDirectory() + "bookgen-highlights-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var made: [String] = []
        let first = HighlightCache(folder: folder)
        #expect(first.text(for: "let a = 1", highlight: { made.append($0); return "<a>" }, isHighlighting: Self.trusting) == "<a>")
        #expect(first.text(for: "let a = 1", highlight: { made.append($0); return "<again>" }, isHighlighting: Self.trusting) == "<a>")
        #expect(first.text(for: "let b = 2", highlight: { made.append($0); return "<b>" }, isHighlighting: Self.trusting) == "<b>")
        first.save()
        #expect(made == ["let a = 1", "let b = 2"])

        // The next build finds both, uses one, and saves only that one.
        let second = HighlightCache(folder: folder)
        #expect(second.text(for: "let b = 2", highlight: { _ in "<fresh>" }, isHighlighting: Self.trusting) == "<b>")
        second.save()
        let third = HighlightCache(folder: folder)
        #expect(third.text(for: "let a = 1", highlight: { _ in "<fresh a>" }, isHighlighting: Self.trusting) == "<fresh a>")
        #expect(third.text(for: "let b = 2", highlight: { _ in "<fresh b>" }, isHighlighting: Self.trusting) == "<b>")

        // Past its limit, the cache keeps nothing more: the text is highlighted again each time.
        let small = HighlightCache(limit: 20)
        #expect(small.text(for: "let a = 1", highlight: { _ in "<a>" }, isHighlighting: Self.trusting) == "<a>")
        #expect(small.text(for: "let long = 12345", highlight: { _ in "<long>" }, isHighlighting: Self.trusting) == "<long>")
        #expect(small.text(for: "let long = 12345", highlight: { _ in "<again>" }, isHighlighting: Self.trusting) == "<again>")
        #expect(small.text(for: "let a = 1", highlight: { _ in "<fresh>" }, isHighlighting: Self.trusting) == "<a>")

        // Another bookgen's file, or a damaged one, is ignored whole.
        var bytes: [UInt8] = []
        HighlightCache.encode(["x": "<x>", "é": "<é>"], tool: "1 2") { bytes += $0 }
        #expect(HighlightCache.decode(bytes, tool: "1 2") == ["x": "<x>", "é": "<é>"])
        #expect(HighlightCache.decode(bytes, tool: "1 3") == nil)
        #expect(HighlightCache.decode(Array(bytes.dropLast()), tool: "1 2") == nil)

        // A large cache is written in pieces and read back whole.
        let many = Dictionary(uniqueKeysWithValues: (0..<3_000).map { ("let value\($0) = \($0)", String(repeating: "<span>\($0)</span>", count: 20)) })
        var pieces = 0
        bytes = []
        HighlightCache.encode(many, tool: "1 2") { pieces += 1; bytes += $0 }
        #expect(pieces > 1)
        #expect(HighlightCache.decode(bytes, tool: "1 2") == many)
    }

    @Test func aRebuildFromTheCacheWritesTheSameBytes() throws {
        let book = try BuildTests.TemporaryBook(["one.md": BuildTests.passing])
        defer { book.remove() }
        var options = book.options()
        options.fromCache = true
        let first = try BuildAction(options: options).run(bookFolder: book.folder, toolchain: nil)
        #expect(first.outcome == .published(files: 9, pages: 4), "\(first.book.diagnostics)")
        let firstPage = try #require(text(book.output + "/one.html"))
        #expect(firstPage.contains("<span class=\"s\">&quot;hello&quot;</span>"))
        let saved = CacheLayout.bookFolder(in: book.root + "/cache", book: book.folder) + "/" + HighlightCache.fileName
        #expect(FileManager.default.fileExists(atPath: saved))
        _ = try BuildAction(options: options).run(bookFolder: book.folder, toolchain: nil)
        #expect(text(book.output + "/one.html") == firstPage)
    }
}
