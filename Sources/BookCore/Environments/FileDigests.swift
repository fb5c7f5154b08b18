import Foundation

/// Digests of source files, recomputed only for files whose size or modification time changed since
/// the last run (as make and SwiftPM decide what to rebuild), so a warm check reads no library source.
///
/// `@unchecked Sendable`: `lock` guards `stored`, `used` and `changed`.
final class FileDigests: @unchecked Sendable {
    private struct Entry: Codable {
        var size: Int64
        var modified: Int64
        var digest: String
    }

    private struct Stored: Codable {
        var format = 1
        var entries: [String: Entry] = [:]
    }

    private let lock = NSLock()
    private var stored = Stored()
    private var changed = false
    /// Where the digests are kept; nil computes every digest.
    private let path: String?

    /// - Parameter folder: The cache folder, or nil to trust nothing on disk (`--no-cache`).
    init(folder: String?) {
        path = folder.map { $0 + "/file-digests.json" }
        if let path, let decoded = CacheFile.load(Stored.self, from: path), decoded.format == 1 {
            stored = decoded
        }
    }

    /// The SHA-256 of a file's bytes; nil when it cannot be read.
    func digest(of file: String) -> String? {
        var status = stat()
        guard stat(file, &status) == 0 else { return nil }
        let size = Int64(status.st_size)
        #if canImport(Darwin)
        let modified = Int64(status.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(status.st_mtimespec.tv_nsec)
        #else
        let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        #endif
        if let entry = lock.withLock({ stored.entries[file] }), entry.size == size, entry.modified == modified {
            return entry.digest
        }
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        var hasher = SHA256()
        hasher.update(data)
        let digest = hasher.finalizeHex()
        lock.withLock {
            stored.entries[file] = Entry(size: size, modified: modified, digest: digest)
            changed = true
        }
        return digest
    }

    /// A digest of files (their paths relative to `root`, and their bytes), in the order given.
    func digest(of files: [String], relativeTo root: String) -> String {
        var hasher = SHA256()
        for file in files {
            hasher.update(field: file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file)
            hasher.update(field: digest(of: file) ?? "unreadable")
        }
        return hasher.finalizeHex()
    }

    func save() {
        lock.lock()
        defer { lock.unlock() }
        guard changed, let path else { return }
        CacheFile.save(stored, to: path)
        changed = false
    }
}
