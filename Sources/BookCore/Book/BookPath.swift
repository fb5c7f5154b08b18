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

    /// Whether `path` names a hidden file or folder: a part that starts with a dot (`.env`,
    /// `.git/config`), `.` and `..` aside. Such files are a book folder's tools' (a checkout's
    /// credentials live in `.git/config`), never its readers', so nothing reads them for the output.
    /// Parts are split at the `/` byte, as the file system splits them.
    package static func isHidden(_ path: String) -> Bool {
        path.utf8.split(separator: UInt8(ascii: "/")).contains { part in
            part.first == UInt8(ascii: ".") && !part.elementsEqual(".".utf8) && !part.elementsEqual("..".utf8)
        }
    }

    /// The folder of a path inside the book (`guide` for `guide/intro.md`); empty at the top.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
