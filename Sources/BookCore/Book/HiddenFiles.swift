/// Hidden files (a name that starts with a dot: `.env`, `.git/config`) are kept for tools, never
/// for readers: no chapter includes them and the site carries none, unless book.toml's
/// `hidden-files` names them, or a folder above them.
///
/// Paths are compared as bytes, as the file system compares them (see `BookPath`).
package struct HiddenFiles: Sendable {
    /// The folder of book.toml, which `allowed` is relative to, as bytes with one `/` after it.
    private let rootPrefix: [UInt8]
    /// The named paths, normalized.
    private let allowed: [String]

    /// Refuses every hidden file.
    package static let none = HiddenFiles(listed: [], root: "")

    /// - Parameters:
    ///   - listed: book.toml's `hidden-files`, relative to `root`.
    ///   - root: The folder of book.toml.
    package init(listed: [String], root: String) {
        rootPrefix = Array(root.utf8.reversed().drop { $0 == UInt8(ascii: "/") }.reversed()) + [UInt8(ascii: "/")]
        allowed = listed.compactMap(BookPath.normalized)
    }

    /// Whether a path as the book writes it names a hidden file that book.toml does not name.
    ///
    /// - Parameters:
    ///   - written: The path as written, whose every name is looked at.
    ///   - path: Where it leads: the book's root, as the book was given, then the path in it.
    package func refuses(_ written: String, leadingTo path: String) -> Bool {
        guard BookPath.isHidden(written) else { return false }
        let bytes = Array(path.utf8)
        guard !allowed.isEmpty, bytes.starts(with: rootPrefix),
              let relative = BookPath.normalized(String(decoding: bytes.dropFirst(rootPrefix.count), as: UTF8.self)) else { return true }
        let named = Array(relative.utf8)
        return !allowed.contains { entry in
            let entry = Array(entry.utf8)
            return named == entry || named.starts(with: entry + [UInt8(ascii: "/")])
        }
    }
}
