@testable import BookCore
import Foundation
import Testing

/// `OutputUpdater.writeAtomically`: the file appears whole, from one buffer or from pieces, and a
/// write that cannot happen says why and leaves nothing behind.
struct AtomicWriteTests {
    @Test func piecesMakeTheSameFileAsOneBufferAndAFailureLeavesNothing() throws {
        let folder = NSTemporaryDirectory() + "bookgen-atomic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = Array((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try OutputUpdater.writeAtomically(bytes, to: folder + "/whole")
        try OutputUpdater.writeAtomically(to: folder + "/pieces") { write in
            stride(from: 0, to: bytes.count, by: 65_536).forEach { write(Array(bytes[$0..<min($0 + 65_536, bytes.count)])) }
        }
        #expect(FileManager.default.contents(atPath: folder + "/whole").map([UInt8].init) == bytes)
        #expect(FileManager.default.contents(atPath: folder + "/pieces").map([UInt8].init) == bytes)

        // A path under a file cannot be written, even by root: the error names the reason.
        #expect {
            try OutputUpdater.writeAtomically([1, 2, 3], to: folder + "/whole/inside")
        } throws: { error in
            guard case .failed(let message)? = error as? OutputUpdater.WriteError else { return false }
            return message.hasSuffix(": Not a directory")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["pieces", "whole"])
    }
}

/// Issue 31: a symbolic link planted where bookgen writes (by a contributed commit beside a
/// chapter, or in a cache folder) is never written through, and cache files are private.
struct PlantedLinkTests {
    static func withFolder<T>(_ body: (String) throws -> T) throws -> T {
        let folder = NSTemporaryDirectory() + "bookgen-planted-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try body(folder)
    }

    static func mode(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
    }

    static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    @Test func updateFollowsPlantedSymlinkALinkAtTheOldTemporaryNameIsLeftAlone() throws {
        try Self.withFolder { folder in
            let chapter = folder + "/one.md", victim = folder + "/victim"
            try Data("old chapter\n".utf8).write(to: URL(fileURLWithPath: chapter))
            chmod(chapter, 0o644)
            try Data("secret\n".utf8).write(to: URL(fileURLWithPath: victim))
            chmod(victim, 0o600)
            // The name the temporary file had: the chapter's path, `.bookgen-`, the process id, `.tmp`.
            let planted = chapter + ".bookgen-\(ProcessInfo.processInfo.processIdentifier).tmp"
            try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)

            try OutputUpdater.writeAtomically(Array("new chapter\n".utf8), to: chapter, replacing: Array("old chapter\n".utf8), as: .authorsFile)

            #expect(FileManager.default.contents(atPath: victim) == Data("secret\n".utf8))
            #expect(Self.mode(victim) == 0o600)
            #expect(!Self.isLink(chapter))
            #expect(FileManager.default.contents(atPath: chapter) == Data("new chapter\n".utf8))
            #expect(Self.mode(chapter) == 0o644)
        }
    }

    @Test func aCacheFileIsPrivateAndReplacesALinkInsteadOfWritingThroughIt() throws {
        try Self.withFolder { folder in
            let victim = folder + "/victim"
            try Data("secret\n".utf8).write(to: URL(fileURLWithPath: victim))
            chmod(victim, 0o644)
            let books = folder + "/cache/books"
            CacheFile.save(["a": 1], to: books + "/one/results.json")
            #expect(Self.mode(books + "/one") == 0o700)
            #expect(Self.mode(books + "/one/results.json") == 0o600)

            try FileManager.default.createDirectory(atPath: books + "/two", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: books + "/two/results.json", withDestinationPath: victim)
            CacheFile.save(["b": 2], to: books + "/two/results.json")
            #expect(FileManager.default.contents(atPath: victim) == Data("secret\n".utf8))
            #expect(Self.mode(victim) == 0o644)
            #expect(!Self.isLink(books + "/two/results.json"))
            #expect(CacheFile.load([String: Int].self, from: books + "/two/results.json") == ["b": 2])
        }
    }

    @Test func theCacheFolderIsCreatedPrivate() throws {
        try Self.withFolder { folder in
            chmod(folder, 0o755)
            try CacheLayout.ensureWritable(folder + "/cache/bookgen")
            #expect(Self.mode(folder + "/cache") == 0o700)
            #expect(Self.mode(folder + "/cache/bookgen") == 0o700)
            // A folder that was there keeps its mode: it may be the user's own.
            #expect(Self.mode(folder) == 0o755)
        }
    }
}
