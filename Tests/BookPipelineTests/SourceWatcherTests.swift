import Foundation
import Testing
@testable import BookPipeline

/// What `serve` notices between two scans of the files a book is built from.
struct SourceWatcherTests {
    @Test func seesChangedAddedAndRemovedFilesButNotHiddenOnes() throws {
        let root = NSTemporaryDirectory() + "bookgen-watch-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        func write(_ path: String, _ text: String) throws {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        try write("book/one.md", "# One\n")
        try write("book/two.md", "# Two\n")
        try write("Sources/Lib/A.swift", "let a = 1\n")
        try write("elsewhere/Included.swift", "let b = 2\n")
        let watcher = SourceWatcher(folders: [root + "/book", root + "/Sources/Lib"], files: [root + "/elsewhere/Included.swift"])
        let before = watcher.scan()
        #expect(before.keys.sorted() == ["book/one.md", "book/two.md", "Sources/Lib/A.swift", "elsewhere/Included.swift"].map { root + "/" + $0 }.sorted())

        try write("book/one.md", "# One, longer\n")
        try write("book/theme/bookgen.css", "body {}\n")
        try FileManager.default.removeItem(atPath: root + "/book/two.md")
        try write("book/.one.md.swp", "swap\n")
        try write("book/.git/HEAD", "ref\n")
        try write("elsewhere/Included.swift", "let b = 22\n")
        let after = watcher.scan()
        #expect(SourceWatcher.changes(from: before, to: after) == [
            "book/one.md", "book/theme/bookgen.css", "book/two.md", "elsewhere/Included.swift",
        ].map { root + "/" + $0 })
        #expect(SourceWatcher.changes(from: after, to: watcher.scan()).isEmpty)
    }
}
