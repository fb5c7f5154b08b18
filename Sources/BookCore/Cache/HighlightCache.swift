import Foundation

/// Highlighted code by its source text, kept in the book's cache folder so that a rebuild parses
/// no Swift block it parsed before: swift-syntax's parse was a tenth of a 500-chapter build.
/// Highlighting is a pure function of the text and of the bookgen build, so a hit gives the bytes
/// a fresh parse gives; a file another bookgen build wrote is ignored whole.
///
/// The file is lengths and UTF-8 bytes, not JSON, because every build reads it. What a build does
/// not use is dropped when it saves. In memory only (never saved) when made with `init()`; it
/// still serves each text once to the site, the print page and the EPUB of one build.
///
/// Bounded: past `limit` bytes of code and HTML it keeps no more, so a huge book's build does not
/// hold all its highlighted code at once.
///
/// `@unchecked Sendable`: `lock` guards `stored`, `used`, `size` and `changed`.
public final class HighlightCache: @unchecked Sendable {
    private let lock = NSLock()
    /// Read from the file and not yet used by this build.
    private var stored: [String: String] = [:]
    /// Used by this build: what `save` keeps.
    private var used: [String: String] = [:]
    private var changed = false
    /// The bytes of code and HTML held, read or made.
    private var size = 0
    let limit: Int
    /// The file; nil keeps the cache in memory only.
    let path: String?

    static let fileName = "highlighted.bin"
    private static let magic = Array("bookgen highlighted code 1\n".utf8)

    /// A cache that starts empty and is never saved.
    public init(limit: Int = 48 << 20) {
        path = nil
        self.limit = limit
    }

    /// The cache saved in `folder` by this bookgen build, or an empty one.
    package init(folder: String, limit: Int = 48 << 20) {
        let path = folder + "/" + Self.fileName
        self.path = path
        self.limit = limit
        if let data = FileManager.default.contents(atPath: path) {
            stored = Self.decode([UInt8](data), tool: ToolIdentity.current) ?? [:]
            size = data.count
        }
    }

    /// The highlighted form of `code`, made by `highlight` only if no earlier build or block made it.
    ///
    /// - Parameter isHighlighting: Whether a stored form is one `highlight` could have made of the
    ///   code. The file is not trusted: a cache folder can be shared or restored from elsewhere, and
    ///   a forged entry would put its markup on every page; one that fails is made again.
    package func text(for code: String, highlight: (String) -> String, isHighlighting: (_ html: String, _ code: String) -> Bool) -> String {
        let (hit, fromFile): (String?, Bool) = lock.withLock {
            if let hit = used[code] { return (hit, false) }
            return (stored.removeValue(forKey: code), true)
        }
        if let hit, !fromFile || isHighlighting(hit, code) {
            if fromFile { lock.withLock { used[code] = hit } }
            return hit
        }
        let made = highlight(code)
        lock.withLock {
            let added = code.utf8.count + made.utf8.count
            guard size + added <= limit else { return }
            size += added
            used[code] = made
            changed = true
        }
        return made
    }

    /// Writes what this build used, if it differs from what was read.
    package func save() {
        let (entries, dirty) = lock.withLock { () -> ([String: String], Bool) in
            let dirty = changed || !stored.isEmpty
            changed = false
            stored = [:]
            return (used, dirty)
        }
        guard let path, dirty else { return }
        _ = CacheLayout.createPrivateFolder((path as NSString).deletingLastPathComponent)
        // Written piece by piece: the whole file in memory at once would be a copy of every entry,
        // at the build's peak of memory. A cache that cannot be written only costs time next run.
        try? OutputUpdater.writeAtomically(to: path, as: .privateFile) { write in
            Self.encode(entries, tool: ToolIdentity.current, write: write)
        }
    }

    /// The file's bytes, handed to `write` in pieces of about 64 kB: the magic line, the tool's
    /// identity, then each key and value as a four-byte little-endian length and UTF-8 bytes.
    static func encode(_ entries: [String: String], tool: String, write: ([UInt8]) -> Void) {
        let pieceSize = 1 << 16
        var bytes = magic
        bytes.reserveCapacity(pieceSize + 1024)
        func append(_ text: String) {
            let count = UInt32(text.utf8.count)
            bytes += [UInt8(count & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count >> 16 & 0xFF), UInt8(count >> 24)]
            bytes += text.utf8
            if bytes.count >= pieceSize {
                write(bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        append(tool)
        for (key, value) in entries {
            append(key)
            append(value)
        }
        if !bytes.isEmpty { write(bytes) }
    }

    /// The entries of a file `encode` wrote for `tool`; nil for another tool's file or a damaged one.
    static func decode(_ bytes: [UInt8], tool: String) -> [String: String]? {
        guard bytes.starts(with: magic) else { return nil }
        var offset = magic.count
        func next() -> String? {
            guard bytes.count - offset >= 4 else { return nil }
            let count = Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
            offset += 4
            guard bytes.count - offset >= count else { return nil }
            defer { offset += count }
            return String(validating: bytes[offset..<(offset + count)], as: UTF8.self)
        }
        guard next() == tool else { return nil }
        var entries: [String: String] = [:]
        while offset < bytes.count {
            guard let key = next(), let value = next() else { return nil }
            entries[key] = value
        }
        return entries
    }
}
