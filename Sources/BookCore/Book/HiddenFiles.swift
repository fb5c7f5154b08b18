import Foundation

/// Hidden files (a name that starts with a dot: `.env`, `.git/config`) are kept for tools, never
/// for readers: no chapter includes them and the site carries none, unless book.toml's
/// `hidden-files` names them, or a folder above them.
package struct HiddenFiles: Sendable {
    /// The named paths, absolute and standardized.
    private let allowed: [String]

    /// Refuses every hidden file.
    package static let none = HiddenFiles(allowed: [])

    private init(allowed: [String]) {
        self.allowed = allowed
    }

    /// - Parameters:
    ///   - listed: book.toml's `hidden-files`, relative to `root`.
    ///   - root: The folder of book.toml.
    package init(listed: [String], root: String) {
        allowed = listed.map { ((root as NSString).appendingPathComponent($0) as NSString).standardizingPath }
    }

    /// Whether a path as the book writes it names a hidden file that book.toml does not name.
    ///
    /// - Parameters:
    ///   - written: The path as written (relative), whose every name is looked at.
    ///   - absolute: Where it leads.
    package func refuses(_ written: String, leadingTo absolute: String) -> Bool {
        guard written.split(separator: "/").contains(where: { $0.hasPrefix(".") && $0 != "." && $0 != ".." }) else { return false }
        let path = (absolute as NSString).standardizingPath
        return !allowed.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
}
