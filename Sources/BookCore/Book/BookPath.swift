/// Paths inside a book's folder, as chapters and SUMMARY.md write them.
package enum BookPath {
    /// `path` relative to the folder with `.` and `..` resolved (`a/../b.md` is `b.md`); nil when it
    /// is absolute, empty, or leaves the folder.
    ///
    /// Parts are split at the `/` scalar, as the file system splits them: a `/` and the combining
    /// mark after it are one `Character`, so a split on `Character`s kept `a/../\u{301}b` whole.
    package static func normalized(_ path: String) -> String? {
        let slash: Unicode.Scalar = "/"
        guard path.unicodeScalars.first != slash else { return nil }
        var parts: [Substring.UnicodeScalarView] = []
        for part in path.unicodeScalars.split(separator: slash, omittingEmptySubsequences: true) {
            if part.elementsEqual(".".unicodeScalars) { continue }
            if part.elementsEqual("..".unicodeScalars) {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        guard !parts.isEmpty else { return nil }
        var joined = String.UnicodeScalarView()
        for part in parts {
            if !joined.isEmpty { joined.append(slash) }
            joined.append(contentsOf: part)
        }
        return String(joined)
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
    /// The last `/` byte: a `/` that a combining mark follows is one `Character` with it.
    package static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// The way up from `directory` (a folder of the site, `""` at its top) to the top: `"../"` a level.
    package static func pathToRoot(from directory: String) -> String {
        guard !directory.isEmpty else { return "" }
        return String(repeating: "../", count: directory.utf8.split(separator: UInt8(ascii: "/")).count)
    }

    /// `path` (from the top of the site) as a link written in a page of `directory`: `b.html` from
    /// `a` is `../b.html`, `a/c.html` from `a` is `c.html`.
    package static func relative(_ path: String, from directory: String) -> String {
        guard !directory.isEmpty else { return path }
        var from = directory.split(separator: "/", omittingEmptySubsequences: true)
        var to = path.split(separator: "/", omittingEmptySubsequences: false)
        while let first = from.first, to.count > 1, to.first == first {
            from.removeFirst()
            to.removeFirst()
        }
        return String(repeating: "../", count: from.count) + to.joined(separator: "/")
    }
}
