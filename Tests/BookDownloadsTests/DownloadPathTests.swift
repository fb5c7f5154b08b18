@testable import BookCore
import BookArchive
import BookDownloads
import Foundation
import Testing
import ZIPFoundation

/// Issue 31, zip-slip: whatever a chapter's file is called, its package unpacks inside one folder
/// of its own, and the archive writer refuses any entry that could land elsewhere.
struct DownloadPathTests {
    static let manifest = """
        [book]
        title = "Names"
        download = "reader"

        [environment.reader]
        package = "../missing"
        products = ["RxSwift"]
        version = "6.10.2"
        download-url = "https://github.com/ReactiveX/RxSwift.git"
        optional = true
        """

    static let chapter = "# Chapter\n\n```swift\nexample(of: \"x\") {\n  print(\"x\")\n}\n```\n"

    /// The chapters' file names, in SUMMARY.md's order.
    static let names = [
        "02-publish-subject.md", "guide/intro.md", "...md", ".md", "..\\..\\evil.md", "a b.md", "a-b.md", "A-B.md", "-x.md",
        "ok\u{1}.md", "café.md", "1.2-intro.md",
    ]

    static func book() throws -> CheckedBook {
        var files = ["book.toml": manifest]
        files["SUMMARY.md"] = names.map { "- [C](<\($0.replacingOccurrences(of: "\\", with: "\\\\"))>)\n" }.joined()
        for name in names { files[name] = chapter }
        return try preparedBook(files)
    }

    @Test func zipSlipEveryChapterGetsASafeUniqueFolderAndOrdinaryNamesKeepTheirs() throws {
        let book = try Self.book()
        #expect(book.chapters.map(\.chapter.fileName) == Self.names)
        let downloads = ChapterDownload.all(in: book)
        #expect(downloads.map(\.stem) == [
            "02-publish-subject", "guide-intro", "chapter-3", "chapter-4", "evil", "a-b", "a-b-2", "A-B-3", "x",
            "ok-", "caf-", "1.2-intro",
        ])
        let rendering = DownloadsRenderer().render(book)
        #expect(rendering.diagnostics.isEmpty)
        #expect(Set(rendering.files.map(\.path)).count == Self.names.count)
        for file in rendering.files {
            let archive = try Archive(data: Data(file.contents), accessMode: .read)
            for entry in archive {
                let components = entry.path.split(separator: "/", omittingEmptySubsequences: false)
                #expect(components.count >= 2 && !components.contains { $0.isEmpty || $0 == "." || $0 == ".." }, "\(entry.path)")
                #expect(!entry.path.contains("\\") && !entry.path.hasPrefix("/"), "\(entry.path)")
                #expect(String(components[0]) + ".zip" == (file.path as NSString).lastPathComponent)
            }
        }
    }

    @Test(arguments: ["../Package.swift", "/Package.swift", "a/../../b", "./a", "a/./b", "a//b", "a/", "", "..\\..\\evil", "a\u{1}b", "a\nb", "a\u{7F}b", "C:/Windows/evil",
                      // A `/` and the combining mark after it are one `Character` (found by ContainmentFuzzTests).
                      "a/../\u{301}b", "../\u{301}b", "/\u{301}b"])
    func zipSlipTheArchiveRefusesAnEntryThatCouldUnpackElsewhere(path: String) {
        #expect(throws: ReproducibleZip.UnsafePath.self) {
            try ReproducibleZip.archive([ReproducibleZip.Entry(path: path, contents: [1])])
        }
    }

    @Test func ordinaryEntriesArePacked() throws {
        let bytes = try ReproducibleZip.archive([
            ReproducibleZip.Entry(path: "mimetype", contents: [1]),
            ReproducibleZip.Entry(path: "02-publish-subject/Sources/Chapter02PublishSubject/main.swift", contents: [2]),
            ReproducibleZip.Entry(path: "OEBPS/café 1.2.xhtml", contents: [3]),
        ])
        #expect(try Archive(data: Data(bytes), accessMode: .read).map(\.path).count == 3)
    }
}
