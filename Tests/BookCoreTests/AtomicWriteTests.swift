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
