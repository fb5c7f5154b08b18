import Foundation
import ZIPFoundation

/// Packs files into a ZIP archive whose bytes depend on the files only: the same files in the same
/// order always give the same archive (the EPUB's container, the chapters' packages).
///
/// ZIPFoundation takes each entry's date and permissions from the caller (it turns the date into
/// the ZIP's DOS time with `gmtime`, so the time zone plays no part), writes no extra fields below
/// 4 GiB, and zlib's deflate is deterministic for one zlib version and level. (On macOS,
/// ZIPFoundation deflates with Apple's Compression framework instead, whose bytes differ from
/// zlib's; each platform is reproducible on its own.)
package enum ReproducibleZip {
    /// One file of the archive, by its path inside it.
    package struct Entry: Sendable {
        package var path: String
        package var contents: [UInt8]
        /// Stored as is instead of deflated (the EPUB's `mimetype` must be).
        package var stored: Bool

        package init(path: String, contents: [UInt8], stored: Bool = false) {
            self.path = path
            self.contents = contents
            self.stored = stored
        }
    }

    /// An entry path an unzip could write outside the folder it unpacks to, or read otherwise than
    /// written: absolute (`/x`, `C:x`), with an empty, `.` or `..` component, a backslash (a
    /// separator on Windows) or a control character. Nothing bookgen packs has one; refusing it here
    /// keeps a name taken from a book from ever becoming `../Package.swift`. Components are split at
    /// the `/` scalar, as an unzip splits them: a `/` and the combining mark after it are one
    /// `Character`, which hid the `..` of `a/../\u{301}b` from a split on `Character`s.
    package struct UnsafePath: Error, CustomStringConvertible {
        package var path: String

        package var description: String {
            "refused the entry \(path.debugDescription): an entry's path must be relative, with no empty, '.' or '..' part, no backslash and no control character"
        }

        static func check(_ path: String) throws(UnsafePath) {
            let parts = path.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false)
            let drive = path.unicodeScalars.dropFirst().first == ":"
            let unsafe = drive || parts.contains { $0.isEmpty || $0.elementsEqual(".".unicodeScalars) || $0.elementsEqual("..".unicodeScalars) }
                || path.unicodeScalars.contains { $0 == "\\" || $0.properties.generalCategory == .control }
            if unsafe { throw UnsafePath(path: path) }
        }
    }

    /// Every entry's modification time: 1980-01-01 00:00:00 UTC, the earliest a ZIP can say, as
    /// reproducible-build tools use; the content, not the clock, tells one build from another.
    package static let fixedDate = Date(timeIntervalSince1970: 315_532_800)

    /// The archive's bytes, its entries in the order given.
    ///
    /// - Throws: `UnsafePath` for an entry's path that could unpack elsewhere; ZIPFoundation's error
    ///   when the in-memory archive cannot be written.
    package static func archive(_ entries: [Entry]) throws -> [UInt8] {
        let builder = try Builder()
        for entry in entries { try builder.add(entry) }
        return try builder.finish()
    }

    /// An archive built entry by entry, so the caller can let each file go once it is packed.
    package final class Builder {
        private let archive: Archive

        /// - Throws: ZIPFoundation's error when the in-memory archive cannot be made.
        package init() throws {
            archive = try Archive(accessMode: .create)
        }

        /// Packs `entry` after those added before it.
        ///
        /// - Throws: `UnsafePath` for a path that could unpack elsewhere; ZIPFoundation's error when
        ///   the entry cannot be written.
        package func add(_ entry: Entry) throws {
            try UnsafePath.check(entry.path)
            let data = Data(entry.contents)
            try archive.addEntry(with: entry.path, type: .file, uncompressedSize: Int64(data.count), modificationDate: ReproducibleZip.fixedDate,
                                 permissions: 0o644, compressionMethod: entry.stored ? .none : .deflate) { position, size in
                data.subdata(in: Int(position)..<min(data.count, Int(position) + size))
            }
        }

        /// The archive's bytes.
        package func finish() throws -> [UInt8] {
            guard let data = archive.data else { throw Archive.ArchiveError.unwritableArchive }
            return [UInt8](data)
        }
    }
}
