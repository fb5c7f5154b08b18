import Foundation
import Testing
@testable import BookCore

/// Attack 9 of issue 9: a cache that heals. A damaged library is rebuilt, `--no-cache` rebuilds
/// the environment too, each book keeps its own results, and an unwritable cache is a setup error.
struct CacheHealingTests {
    /// A fresh cache folder, so the environment this test damages is its own.
    func freshOptions() -> CheckOptions {
        var options = FixtureBooks.options()
        options.cacheFolder = NSTemporaryDirectory() + "bookgen-heal-\(UUID().uuidString)"
        return options
    }

    func library(in cache: String, named name: String) throws -> String {
        let environments = try FileManager.default.contentsOfDirectory(atPath: cache + "/environments")
        let folder = try #require(environments.first { $0.hasPrefix("bundled-") && !$0.hasSuffix(".lock") })
        return cache + "/environments/" + folder + "/" + name
    }

    @Test func cacheATruncatedLibraryIsRebuiltAndNoCacheRebuildsItToo() throws {
        let book = FixtureBooks.folder + "/passing"
        var options = freshOptions()
        defer { try? FileManager.default.removeItem(atPath: options.cacheFolder!) }
        #expect(try FixtureBooks.check(book, options: options).summaryLine == "7 passed, 0 failed")

        // Cut the library short and forget the results: the next check must notice and rebuild it.
        let library = try library(in: options.cacheFolder!, named: "libRxSubjects.a")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: library)[.size] as? NSNumber).intValue
        truncate(library, 1000)
        try FileManager.default.removeItem(atPath: CacheLayout.bookFolder(in: options.cacheFolder!, book: book))
        #expect(try FixtureBooks.check(book, options: options).summaryLine == "7 passed, 0 failed")
        #expect(try FileManager.default.attributesOfItem(atPath: library)[.size] as? NSNumber == NSNumber(value: size))

        // --no-cache builds the environment again, even an intact one.
        let before = try #require(try FileManager.default.attributesOfItem(atPath: library)[.modificationDate] as? Date)
        options.useCache = false
        #expect(try FixtureBooks.check(book, options: options).summaryLine == "7 passed, 0 failed")
        let after = try #require(try FileManager.default.attributesOfItem(atPath: library)[.modificationDate] as? Date)
        #expect(after > before)
    }

    @Test func cacheCheckingAnotherBookKeepsThisBooksResults() throws {
        let bookA = try FixtureBooks.copy("passing")
        let bookB = try FixtureBooks.copy("output-mismatch")
        let options = FixtureBooks.options()
        _ = try FixtureBooks.check(bookA, options: options)
        _ = try FixtureBooks.check(bookB, options: options)
        let again = try FixtureBooks.check(bookA, options: options)
        #expect(again.compilerRuns == 0)
        #expect(again.verdicts.allSatisfy { $0.fromCache })
    }

    @Test func cacheAnUnwritableCacheFolderIsASetupErrorNamingIt() throws {
        // A path through a regular file cannot be created, even by root.
        let file = NSTemporaryDirectory() + "bookgen-not-a-folder-\(UUID().uuidString)"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        var options = FixtureBooks.options()
        options.cacheFolder = file + "/cache"
        #expect {
            try FixtureBooks.check(FixtureBooks.folder + "/passing", options: options)
        } throws: { error in
            guard let setup = error as? SetupError else { return false }
            return setup.kind == .cannotCreate && setup.message.hasPrefix("cannot write the cache folder '\(file)/cache': Not a directory")
        }
    }
}
