import Foundation

/// Where a path really leads, symbolic links and `..` resolved, and whether that is inside a folder.
/// Git carries symbolic links, so a pull request with no Swift in it could otherwise link a file
/// of the machine that builds the book (`notes.txt -> /etc/passwd`) into the published site, or a
/// hidden file of the book's own folder that no path may name (`notes.txt -> .git/config`, where a
/// CI checkout keeps its credentials).
package enum Containment {
    static let outsideBook = DiagnosticMessage(id: "outside-book", "this file is a symbolic link to a file outside the book folder, or to a hidden file in it; neither is read")

    /// The real path of `path`, or nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` exists and really leads to `folder` or below it, and not, through a symbolic
    /// link, to a hidden file there: every hidden part of its real path below `folder` (a name that
    /// starts with a dot) is named in `path` as written. A hidden file named outright (a chapter
    /// called `.intro.md`) is the caller's to refuse or not.
    ///
    /// Paths are compared as bytes, as the file system compares names: `String`'s comparisons
    /// take a folder named `book-é` for one named `book-e` and a combining acute (another folder),
    /// and do not see the `/` before a name that starts with a combining mark.
    package static func isInside(_ path: String, folder: String) -> Bool {
        guard let real = realPath(path).map({ Array($0.utf8) }), let root = realPath(folder).map({ Array($0.utf8) }) else { return false }
        let slash = UInt8(ascii: "/")
        if real == root { return true }
        let prefix = root.last == slash ? root : root + [slash]
        guard real.starts(with: prefix) else { return false }
        let named = Set(path.utf8.split(separator: slash).map(Array.init))
        return !real[prefix.count...].split(separator: slash).contains { part in
            part.first == UInt8(ascii: ".") && !named.contains(Array(part))
        }
    }

    /// Whether `path` exists but really leads outside `folder`, or to a hidden file there through a
    /// symbolic link (see `isInside`): a link that must not be followed.
    package static func leadsOutside(_ path: String, folder: String) -> Bool {
        realPath(path) != nil && !isInside(path, folder: folder)
    }

    /// What reading a file of the book for the output found.
    package enum Read: Equatable {
        case contents([UInt8])
        /// No such file (or not readable).
        case missing
        /// The path leads outside the folder, or to a hidden file there, through a symbolic link, to
        /// `realPath`; it was not read.
        case outside(realPath: String)
    }

    /// Reads a file that a renderer puts into the output: every renderer reads the book's files
    /// through this one function, so none can publish a file that a symbolic link brings in from
    /// elsewhere. The file is read at its resolved path, the one that was checked.
    package static func read(_ path: String, inside folder: String) -> Read {
        guard let real = realPath(path) else { return .missing }
        // The path as written, not the real one: that tells a hidden file reached through a link.
        guard isInside(path, folder: folder) else { return .outside(realPath: real) }
        guard let data = FileManager.default.contents(atPath: real) else { return .missing }
        return .contents([UInt8](data))
    }

    /// The diagnostic for a file of the book that leads outside it, or to a hidden file in it,
    /// naming where it leads.
    package static func outsideBookDiagnostic(_ path: String, at location: FileLocation) -> Diagnostic {
        var diagnostic = Diagnostic(outsideBook, at: location)
        diagnostic.message = "'\(path)' leads outside the book folder, or to a hidden file in it (to '\(realPath(path) ?? path)'), through a symbolic link; only files inside the book folder, none hidden, are read"
        return diagnostic
    }
}
