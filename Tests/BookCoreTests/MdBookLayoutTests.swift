import Foundation
import Testing
@testable import BookCore

/// A book in mdBook's layout (`Tests/Fixtures/mdbook-guide`, which `mdbook build` builds too): the
/// chapters in `src/`, some in subfolders, and SUMMARY.md with prefix, numbered, nested, draft and
/// suffix chapters, parts and a separator.
struct MdBookLayoutTests {
    static let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/mdbook-guide").path

    @Test func theChaptersAreReadFromSrcInSummaryOrder() throws {
        let (loaded, diagnostics) = BookLoader.load(folder: Self.guide)
        let book = try #require(loaded)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(book.root == Self.guide)
        #expect(book.folder == Self.guide + "/src")
        #expect(book.title == "A Guide in mdBook's Layout")
        #expect(book.chapters.map(\.fileName) == [
            "README.md", "guide/installing.md", "guide/linux.md", "guide/first-steps.md", "reference/counting.md", "afterword.md",
        ])
        #expect(book.chapters.map(\.title) == ["Introduction", "Installing", "On Linux", "First steps", "Counting", "Afterword"])
        #expect(book.chapters.map(\.part) == [nil, "Getting started", "Getting started", "Getting started", "Reference", "Reference"])
        // What `serve` watches besides the chapters: the files they include, wherever in the book.
        #expect(book.chapters[4].includedFiles.map { $0.replacingOccurrences(of: Self.guide + "/", with: "") } == ["listings/counting.swift", "src/shared/tip.md"])
        #expect(book.chapters[0].includedFiles.isEmpty && book.chapters[0].lineOrigins == nil)
        #expect(book.outline == [
            .chapter(fileName: "README.md", number: nil),
            .part("Getting started"),
            .chapter(fileName: "guide/installing.md", number: [1]),
            .chapter(fileName: "guide/linux.md", number: [1, 1]),
            .draft(title: "On macOS", number: [1, 2]),
            .chapter(fileName: "guide/first-steps.md", number: [2]),
            .separator,
            .part("Reference"),
            .chapter(fileName: "reference/counting.md", number: [3]),
            .chapter(fileName: "afterword.md", number: nil),
        ])
    }

    @Test func withoutSrcTheDefaultSrcFolderIsUsedWhenTheTopHoldsNoChapter() throws {
        let root = try Self.copyOfGuide()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("[book]\ntitle = \"T\"\n".utf8).write(to: URL(fileURLWithPath: root + "/book.toml"))
        let (book, diagnostics) = BookLoader.load(folder: root)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(book?.folder == root + "/src")
        #expect(book?.chapters.count == 6)
    }

    @Test func srcOutsideTheBookAndUnlistedMarkdownInASubfolderAreErrorsAtTheirPlace() throws {
        let root = try Self.copyOfGuide()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("[book]\ntitle = \"T\"\nsrc = \"../elsewhere\"\n".utf8).write(to: URL(fileURLWithPath: root + "/book.toml"))
        let (_, outside) = BookLoader.load(folder: root)
        #expect(outside.map { "\($0.line):\($0.column) \($0.id)" }.first == "3:1 manifest-bad-value")
        #expect(outside.first?.message == "`src = \"../elsewhere\"` must name a folder inside the book's folder; there is none there")

        try Data("[book]\nsrc = \"src\"\n".utf8).write(to: URL(fileURLWithPath: root + "/book.toml"))
        try Data("# Notes\n".utf8).write(to: URL(fileURLWithPath: root + "/src/guide/notes.md"))
        let (_, unlisted) = BookLoader.load(folder: root)
        #expect(unlisted.map(\.id) == ["markdown-not-in-book"])
        #expect(unlisted.first?.file == root + "/src/guide/notes.md")
    }

    @Test func aSummaryEntryLeavingTheFolderIsABadLink() throws {
        let root = try Self.copyOfGuide()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("# Summary\n\n- [Out](../out.md)\n- [In](README.md)\n".utf8).write(to: URL(fileURLWithPath: root + "/src/SUMMARY.md"))
        let (book, diagnostics) = BookLoader.load(folder: root)
        #expect(diagnostics.contains { $0.id == "bad-summary-link" && $0.line == 3 && $0.column == 3 })
        #expect(book?.chapters.map(\.fileName) == ["README.md"])
    }

    static func copyOfGuide() throws -> String {
        let root = NSTemporaryDirectory() + "mdbook-guide-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: guide, toPath: root)
        return root
    }
}
