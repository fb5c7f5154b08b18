import Foundation
import ZIPFoundation

/// Packs the EPUB's files into its ZIP container (OCF): `mimetype` first and stored, then every
/// other file deflated, in the order given.
///
/// Byte for byte the same for the same files: ZIPFoundation takes each entry's date and
/// permissions from the caller (it turns the date into the ZIP's DOS time with `gmtime`, so the
/// time zone plays no part), writes no extra fields below 4 GiB, and zlib's deflate is
/// deterministic for one zlib version and level. (On macOS, ZIPFoundation deflates with Apple's
/// Compression framework instead, whose bytes differ from zlib's; each platform is reproducible
/// on its own.)
enum EPUBArchive {
    /// Every entry's modification time: 1980-01-01 00:00:00 UTC, the earliest a ZIP can say, as
    /// reproducible-build tools use; the content, not the clock, tells one build from another.
    static let fixedDate = Date(timeIntervalSince1970: 315_532_800)

    /// The archive's bytes.
    ///
    /// - Parameter files: Paths inside the container and their contents, in the order to store them.
    /// - Throws: ZIPFoundation's error when the in-memory archive cannot be written.
    static func zip(_ files: [(path: String, contents: [UInt8])]) throws -> [UInt8] {
        let archive = try Archive(accessMode: .create)
        try add(archive, path: "mimetype", contents: Array("application/epub+zip".utf8), compression: .none)
        for file in files {
            try add(archive, path: file.path, contents: file.contents, compression: .deflate)
        }
        guard let data = archive.data else { throw Archive.ArchiveError.unwritableArchive }
        return [UInt8](data)
    }

    private static func add(_ archive: Archive, path: String, contents: [UInt8], compression: CompressionMethod) throws {
        let data = Data(contents)
        try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), modificationDate: fixedDate,
                             permissions: 0o644, compressionMethod: compression) { position, size in
            data.subdata(in: Int(position)..<min(data.count, Int(position) + size))
        }
    }
}
