import Foundation
import Testing
@testable import BookCore

/// Issue 31 (author's loop): each book.toml change left a 24 MB environment in the cache and
/// nothing removed it. `bookgen clean` removes what no check has used for a while.
struct CacheCleanerTests {
    let root = NSTemporaryDirectory() + "bookgen-clean-\(UUID().uuidString)"
    var cache: String { root + "/cache" }

    func folder(_ path: String, daysAgo: Double) throws {
        try FileManager.default.createDirectory(atPath: cache + "/" + path, withIntermediateDirectories: true)
        try Data(repeating: 7, count: 1000).write(to: URL(fileURLWithPath: cache + "/" + path + "/file"))
        try age(cache + "/" + path, daysAgo: daysAgo)
    }

    func age(_ path: String, daysAgo: Double) throws {
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-daysAgo * 86_400)], ofItemAtPath: path)
    }

    @Test func removesWhatNoCheckUsedForAWhileAndNothingElse() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try folder("environments/old-1", daysAgo: 40)
        try folder("environments/recent-2", daysAgo: 1)
        try folder("environments/busy-3", daysAgo: 40)
        try folder("books/old", daysAgo: 40)
        try folder("books/recent", daysAgo: 2)
        try folder("work-abandoned", daysAgo: 3)
        try folder("work-running", daysAgo: 0)
        try folder("notes", daysAgo: 90)
        // A link to a folder outside the cache is neither followed nor removed.
        try FileManager.default.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: root + "/outside/keep"))
        try FileManager.default.createSymbolicLink(atPath: cache + "/environments/link-4", withDestinationPath: root + "/outside")
        // A running check holds the environment's shared lock.
        let lock = try #require(FileLock.acquire(cache + "/environments/busy-3.lock", shared: true))
        defer { FileLock.release(lock) }

        let report = CacheCleaner(cacheFolder: cache, unusedFor: 30 * 86_400).clean()
        #expect(report.removed == ["environments/old-1", "books/old", "work-abandoned"])
        #expect(report.busy == ["environments/busy-3"])
        #expect(report.freedBytes == 3000)
        #expect(report.kept == 2)
        for kept in ["environments/recent-2", "environments/busy-3", "books/recent", "work-running", "notes"] {
            #expect(FileManager.default.fileExists(atPath: cache + "/" + kept + "/file"), "\(kept)")
        }
        #expect(FileManager.default.contents(atPath: root + "/outside/keep") == Data("keep".utf8))

        FileLock.release(lock)
        let all = CacheCleaner(cacheFolder: cache, unusedFor: nil).clean()
        #expect(all.removed == ["environments/busy-3", "environments/recent-2", "books/recent", "work-running"])
        #expect(FileManager.default.fileExists(atPath: cache + "/notes/file"))
    }

    /// A check marks its environment and its results used, even when the cache answers everything,
    /// so `clean` keeps what a book still names.
    @Test func aCheckMarksWhatItUses() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let book = root + "/book"
        try FileManager.default.createDirectory(atPath: book, withIntermediateDirectories: true)
        try "# One\n\n```swift\nexample(of: \"one\") {\n    print(1)\n}\n```\n".write(toFile: book + "/one.md", atomically: true, encoding: .utf8)
        var options = FixtureBooks.options()
        options.cacheFolder = cache
        _ = try FixtureBooks.check(book, options: options)
        let used = CacheCleaner.folders(in: cache + "/environments").map { "environments/" + $0 } + CacheCleaner.folders(in: cache + "/books").map { "books/" + $0 }
        #expect(used.count == 2)
        for path in used { try age(cache + "/" + path, daysAgo: 40) }

        let warm = try FixtureBooks.check(book, options: options)
        #expect(warm.verdicts.allSatisfy { $0.fromCache })
        #expect(CacheCleaner(cacheFolder: cache, unusedFor: 30 * 86_400).clean().removed == [])
    }
}
