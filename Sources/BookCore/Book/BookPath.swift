/// Paths inside a book's folder, as chapters and SUMMARY.md write them.
package enum BookPath {
    /// `path` relative to the folder with `.` and `..` resolved (`a/../b.md` is `b.md`); nil when it
    /// is absolute, empty, or leaves the folder.
    package static func normalized(_ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    /// The folder of a path inside the book (`guide` for `guide/intro.md`); empty at the top.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
