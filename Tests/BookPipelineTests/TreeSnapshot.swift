import Foundation

/// Everything under a folder, links not followed: each entry's kind, size, modification time and
/// bytes (a file's contents, a link's target), so that two snapshots tell what was created, changed
/// or removed in between.
struct TreeSnapshot: Equatable {
    struct Entry: Equatable {
        var kind: UInt32
        var size: Int
        var modified: Date?
        var bytes: [UInt8]
    }

    /// By path relative to the folder, in bytes (as `String`s, `é` and `e` with a combining acute
    /// would be one key); the folder itself is left out, as making the excluded folders in it
    /// changes its time.
    var entries: [[UInt8]: Entry] = [:]

    /// - Parameter excluded: Absolute paths whose trees are left out (a build's output and cache).
    init(_ folder: String, excluding excluded: Set<String>) {
        walk(folder, relative: "", excluding: excluded)
    }

    private mutating func walk(_ folder: String, relative: String, excluding excluded: Set<String>) {
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
            let path = folder + "/" + name
            let key = relative + name
            guard !excluded.contains(path) else { continue }
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            let kind = UInt32(status.st_mode & S_IFMT)
            var bytes: [UInt8] = []
            if kind == UInt32(S_IFREG) {
                bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
            } else if kind == UInt32(S_IFLNK) {
                bytes = Array(((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "").utf8)
            }
            entries[Array(key.utf8)] = Entry(kind: kind, size: Int(status.st_size), modified: Self.modified(path), bytes: bytes)
            if kind == UInt32(S_IFDIR) { walk(path, relative: key + "/", excluding: excluded) }
        }
    }

    /// The time `path` itself (a link, not where it leads) was last modified.
    private static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// What differs from `earlier`, one line a path: created, removed or changed.
    func changes(since earlier: TreeSnapshot) -> [String] {
        Set(entries.keys).union(earlier.entries.keys).sorted { $0.lexicographicallyPrecedes($1) }.compactMap { key in
            let path = String(decoding: key, as: UTF8.self).debugDescription
            return switch (earlier.entries[key], entries[key]) {
            case (nil, _?): "created \(path)"
            case (_?, nil): "removed \(path)"
            case let (before?, after?) where before != after: "changed \(path)"
            default: nil
            }
        }
    }
}
