import Foundation
import BookMarkdown
import Testing
@testable import BookCore

/// Issue 31: SUMMARY.md is read in time linear in its entries.
struct TableOfContentsTests {
    /// Before, each entry was compared with every earlier one for the duplicate check: 5 billion
    /// comparisons here, minutes of work; now each is one look-up in a set.
    @Test func quadraticSummaryAHundredThousandEntriesAreReadAndTheirDuplicatesFound() {
        let count = 100_000
        var summary = (1...count).map { "- [Chapter \($0)](c\($0).md)\n" }.joined()
        summary += "- [Again](c1.md)\n- [Again](./c\(count).md)\n"
        let toc = TableOfContents.parse(MarkdownParser.parseLimited(summary).0, path: "SUMMARY.md")
        #expect(toc.entries.count == count)
        #expect(toc.entries.last.map { "\($0.fileName ?? "") \($0.number ?? [])" } == "c\(count).md [\(count)]")
        #expect(toc.outline.count == count)
        #expect(toc.diagnostics.map { "\($0.line) \($0.id)" } == ["\(count + 1) duplicate-chapter", "\(count + 2) duplicate-chapter"])
    }
}

/// Issue 31 (weak): a chapter's file name is its page's name, so one that cannot name a page is an
/// error at the SUMMARY line that lists it.
struct ChapterNameTests {
    @Test func aChapterNameThatCannotNameAPageIsAnError() throws {
        let folder = NSTemporaryDirectory() + "bookgen-names-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let names = ["ok name.md", "pipe|.md", "q?.md", "back\\slash.md", "100%.md"]
        for name in names { try "# T\n".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        try names.map { "- [T](<\($0)>)\n" }.joined().write(toFile: folder + "/SUMMARY.md", atomically: true, encoding: .utf8)
        let (_, diagnostics) = BookLoader.load(folder: folder)
        #expect(diagnostics.filter { $0.id == "unsafe-chapter-name" }.map(\.line) == [2, 3, 4, 5])
    }

    /// Found by ContainmentFuzzTests: a chapter deep in folders of long names gave a page name past
    /// 255 bytes, and the build failed writing it; it is an error at its SUMMARY line.
    @Test func aChapterPathTooLongForItsPageNameIsAnError() throws {
        let folder = NSTemporaryDirectory() + "bookgen-long-\(UUID().uuidString)"
        let deep = String(repeating: "a", count: 120) + "/" + String(repeating: "b", count: 120)
        try FileManager.default.createDirectory(atPath: folder + "/" + deep, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["short.md", deep + "/c.md"] { try "# T\n".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        try "- [S](short.md)\n- [C](\(deep)/c.md)\n".write(toFile: folder + "/SUMMARY.md", atomically: true, encoding: .utf8)
        let (_, diagnostics) = BookLoader.load(folder: folder)
        #expect(diagnostics.filter { $0.id == "unsafe-chapter-name" }.map(\.line) == [2])
    }
}
