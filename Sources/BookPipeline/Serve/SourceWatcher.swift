import BookCore
import Foundation

/// Notices changes to the files a book is built from by polling their modification times.
///
/// Polling rather than inotify: it runs unchanged on Linux and macOS, survives editors that save
/// by writing a new file and renaming it over the old one (which drops an inotify watch on the
/// file), sees files in new folders without adding watches, and costs little: a scan is one
/// `stat` per file, about a hundred files for this book.
struct SourceWatcher: Sendable {
    /// What a scan records of one file: a change of either means the file changed.
    struct Stamp: Equatable, Sendable {
        var modified: Double
        var size: Int64
    }

    /// Folders scanned recursively (hidden files and folders skipped: editors' swap files, `.build`).
    var folders: [String]
    /// Single files, such as an included source outside the watched folders.
    var files: [String]

    /// The folders and files a book's build reads: the book folder (chapters, SUMMARY.md,
    /// book.toml, the theme, images; an mdBook book's book.toml and theme above it), the `Sources/<module>` folders of the package's own modules
    /// that book.toml's environments build, the sources of path-package environments, and every
    /// included file (`include=` blocks' and `{{#include}}`'s).
    init(book: CheckedBook, packageRoot: String?) {
        var folders = [book.book.folder]
        var files: [String] = []
        // An mdBook book keeps book.toml and its theme above the chapters' `src`.
        if book.book.root != book.book.folder {
            folders.append(book.book.root + "/theme")
            files.append(book.book.root + "/" + BookManifest.fileName)
        }
        let manifest = book.book.manifest
        if let root = packageRoot {
            var modules: [String] = []
            for environment in manifest.usedEnvironments {
                for module in environment.modules where !modules.contains(module) {
                    modules.append(module)
                }
            }
            folders += modules.map { root + "/Sources/" + $0 }
            for chapter in book.chapters {
                // `bookgen:` names files bookgen itself provides.
                files += chapter.snippets.includes.filter { !$0.path.hasPrefix("bookgen:") }.map { root + "/" + $0.path }
            }
        }
        // mdBook's {{#include}} may read files beside the chapters' folder (`../listings/a.swift`).
        files += book.chapters.flatMap(\.chapter.includedFiles)
        for environment in manifest.usedEnvironments {
            if case .path(let folder, _) = environment.package {
                folders.append(folder + "/Sources")
                files.append(folder + "/Package.swift")
            }
        }
        self.folders = folders
        self.files = files
    }

    init(folders: [String], files: [String] = []) {
        self.folders = folders
        self.files = files
    }

    /// Every watched file and its stamp, now.
    func scan() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                if (relative as NSString).lastPathComponent.hasPrefix(".") {
                    enumerator.skipDescendants()
                    continue
                }
                let path = folder + "/" + relative
                if let stamp = Self.stamp(path) { stamps[path] = stamp }
            }
        }
        for file in files where stamps[file] == nil {
            if let stamp = Self.stamp(file) { stamps[file] = stamp }
        }
        return stamps
    }

    /// The files added, removed or changed between two scans, sorted.
    static func changes(from old: [String: Stamp], to new: [String: Stamp]) -> [String] {
        var changed = new.filter { old[$0.key] != $0.value }.map(\.key)
        changed += old.keys.filter { new[$0] == nil }
        return changed.sorted()
    }

    /// A regular file's stamp; nil for folders and files that vanished.
    private static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Stamp(modified: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9, size: Int64(info.st_size))
    }
}
