import BookCore
import Foundation

/// Writes a rendered book into its output folder, atomically and only where bookgen may write.
///
/// The files are written into a new folder beside the output (`site.tmp-PID`), then swapped in by
/// two renames: the old site moves aside, the new one takes its name, the old one is deleted.
/// A build that fails before the swap leaves the previous site as it was. bookgen owns the output
/// folder only if it holds the marker file `.bookgen-site`, which every build writes with the list
/// of the files it wrote, and nothing else: a non-empty folder without the marker, or holding a
/// file the marker does not list, is refused unless `force` is set. A marker alone proves nothing,
/// since a contributor can commit one; a file bookgen did not write is never deleted.
///
/// A file whose bytes the previous build already wrote is not written again: the staging folder
/// gets a hard link to the previous site's file. Creating files is the slowest part of writing a
/// site on a file system that has just deleted thousands (ext4 without a journal searches past
/// every recently freed inode), and a rebuild usually changes few pages.
public struct OutputWriter: Sendable {
    /// The file that says bookgen made this folder.
    package static let markerName = ".bookgen-site"
    static let markerText = "This folder is written by `bookgen build`; a build replaces it entirely.\n"
    /// The marker's line before the list of files.
    static let markerListHeader = "The files it wrote:\n"

    package var output: String
    package var force: Bool

    public init(output: String, force: Bool = false) {
        self.output = output
        self.force = force
    }

    /// Why the site could not be written; the command prints `message`.
    public struct WriteError: Error, Sendable, Equatable {
        package var message: String
        package var isRefusal: Bool
    }

    /// Writes `files` as the whole content of the output folder.
    ///
    /// - Throws: `WriteError` when the folder is not bookgen's, or when writing or swapping fails;
    ///   in both cases the previous content of the output folder is left as it was.
    public func write(_ files: [OutputFile]) throws(WriteError) {
        let staging = try begin()
        try staging.add(files)
        try staging.commit()
    }

    /// Starts a new content for the output folder in a staging folder beside it, so files can be
    /// written as renderers make them rather than held until the end; nothing changes in the
    /// output folder until `Staging.commit()`.
    ///
    /// - Throws: `WriteError` when the folder is not bookgen's or the staging folder cannot be made.
    package func begin() throws(WriteError) -> Staging {
        let manager = FileManager.default
        let path = output.hasSuffix("/") && output.count > 1 ? String(output.dropLast()) : output
        try checkOwnership(path)
        let parent = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let base = (parent.isEmpty ? "" : parent + "/") + name
        // Only a site bookgen wrote lends its files to the next one.
        let previous = manager.fileExists(atPath: path + "/" + Self.markerName) ? path : nil
        let staging = Staging(path: path, staging: base + ".tmp-\(ProcessInfo.processInfo.processIdentifier)",
                              retired: base + ".old-\(ProcessInfo.processInfo.processIdentifier)", previous: previous)
        Self.removeStaleFolders(of: name, in: parent.isEmpty ? "." : parent)
        do {
            if !parent.isEmpty { try manager.createDirectory(atPath: parent, withIntermediateDirectories: true) }
            try? manager.removeItem(atPath: staging.staging)
            try manager.createDirectory(atPath: staging.staging, withIntermediateDirectories: true)
        } catch {
            staging.abort()
            throw WriteError(message: "cannot write the site into '\(staging.staging)': \(error.localizedDescription)", isRefusal: false)
        }
        return staging
    }

    /// The output folder's next content, being written.
    package final class Staging {
        let path: String
        let staging: String
        let retired: String
        /// The output folder when it holds a site bookgen wrote, whose unchanged files are linked, not written.
        let previous: String?
        /// The folders made, as bytes: `String`'s `==` takes `é` for `e` and a combining acute.
        private var folders: Set<[UInt8]>
        /// Every file written, for the marker.
        private var written: [String] = []

        init(path: String, staging: String, retired: String, previous: String?) {
            self.path = path
            self.staging = staging
            self.retired = retired
            self.previous = previous
            folders = [Array(staging.utf8)]
        }

        /// Writes `files` into the staging folder.
        ///
        /// - Throws: `WriteError`, after removing the staging folder.
        package func add(_ files: [OutputFile]) throws(WriteError) {
            let manager = FileManager.default
            do {
                for file in files {
                    // The marker lists a file a line: a name with a line break in it would list
                    // other names (a redirect `"/notes.txt\nx.html"` would claim `notes.txt`).
                    if file.path.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
                        throw WriteError(message: "cannot write \(file.path.debugDescription): a file name with a line break cannot be listed in \(OutputWriter.markerName); rename the file, or the redirect, that names it", isRefusal: true)
                    }
                    written.append(file.path)
                    let target = staging + "/" + file.path
                    // Up to the last `/` byte: `NSString`'s path functions split at `Character`s,
                    // and a `/` that a combining mark or a joiner follows is one with it.
                    let bytes = Array(target.utf8)
                    let folder = Array(bytes[..<(bytes.lastIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex)])
                    if folders.insert(folder).inserted {
                        try manager.createDirectory(atPath: String(decoding: folder, as: UTF8.self), withIntermediateDirectories: true)
                    }
                    if let previous, OutputWriter.linkUnchanged(previous + "/" + file.path, as: target, file.contents) { continue }
                    try OutputWriter.writeFile(target, file.contents)
                }
            } catch let error as WriteError {
                abort()
                throw error
            } catch {
                abort()
                throw WriteError(message: "cannot write the site into '\(staging)': \(error.localizedDescription)", isRefusal: false)
            }
        }

        /// Leaves the output folder as it was.
        package func abort() {
            try? FileManager.default.removeItem(atPath: staging)
        }

        /// Puts the staging folder in the output folder's place, with the marker that says bookgen wrote it.
        ///
        /// - Throws: `WriteError` when writing or swapping fails; the previous content is then left as it was.
        package func commit() throws(WriteError) {
            let manager = FileManager.default
            do {
                let list = written.sorted().map { $0 + "\n" }.joined()
                try OutputWriter.writeFile(staging + "/" + OutputWriter.markerName,
                                           Array((OutputWriter.markerText + OutputWriter.markerListHeader + list).utf8))
            } catch {
                abort()
                throw error
            }
            do {
                let hadSite = manager.fileExists(atPath: path)
                if hadSite { try manager.moveItem(atPath: path, toPath: retired) }
                do {
                    try manager.moveItem(atPath: staging, toPath: path)
                } catch {
                    if hadSite { try? manager.moveItem(atPath: retired, toPath: path) }
                    throw error
                }
                if hadSite { OutputWriter.removeTree(retired) }
            } catch {
                abort()
                throw WriteError(message: "cannot move the new site into '\(path)': \(error.localizedDescription)", isRefusal: false)
            }
        }
    }

    static func removeStaleFolders(of name: String, in parent: String) {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] {
            for kind in [".tmp-", ".old-"] where entry.hasPrefix(name + kind) {
                guard let pid = Int32(entry.dropFirst(name.count + kind.count)), pid > 0,
                      pid != ProcessInfo.processInfo.processIdentifier, kill(pid, 0) != 0, errno == ESRCH else { continue }
                removeTree(parent + "/" + entry)
            }
        }
    }

    /// Removes a folder even when its folders are read-only (a `site/` made read-only, then
    /// moved aside): each folder is made writable on the way down.
    static func removeTree(_ path: String) {
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            chmod(path, 0o700)
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                removeTree(path + "/" + entry)
            }
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes a new file in the staging folder with plain POSIX calls: no temporary file and rename
    /// per file as `FileManager.createFile` does, since the whole folder is swapped in at the end.
    static func writeFile(_ path: String, _ bytes: [UInt8]) throws(WriteError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw WriteError(message: "cannot write '\(path)'", isRefusal: false) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + written, bytes.count - written)
            }
            guard result > 0 else { throw WriteError(message: "cannot write '\(path)'", isRefusal: false) }
            written += result
        }
    }

    /// Links `target` to `previous` when that is a regular file of this user's, with no other link,
    /// holding exactly `bytes`; false when it is not (the caller then writes the file).
    static func linkUnchanged(_ previous: String, as target: String, _ bytes: [UInt8]) -> Bool {
        var status = stat()
        guard lstat(previous, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_nlink == 1,
              status.st_uid == geteuid(), Int(status.st_size) == bytes.count else { return false }
        let descriptor = open(previous, O_RDONLY | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let same = bytes.withUnsafeBytes { expected -> Bool in
            var buffer = [UInt8](repeating: 0, count: min(max(bytes.count, 1), 1 << 16))
            var offset = 0
            while offset < bytes.count {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, min($0.count, bytes.count - offset)) }
                guard count > 0, buffer.withUnsafeBytes({ memcmp($0.baseAddress!, expected.baseAddress! + offset, count) == 0 }) else { return false }
                offset += count
            }
            return true
        }
        return same && link(previous, target) == 0
    }

    /// Refuses a folder bookgen did not make, unless it is empty or `force` is set.
    func checkOwnership(_ path: String) throws(WriteError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw WriteError(message: "'\(path)' is a file, not a folder; choose another --output", isRefusal: true)
        }
        if force { return }
        let contents = (try? manager.contentsOfDirectory(atPath: path)) ?? []
        if contents.isEmpty { return }
        guard contents.contains(Self.markerName) else {
            throw WriteError(
                message: "refusing to write into '\(path)': the folder is not empty and bookgen did not create it (no \(Self.markerName) file); choose another --output, or pass --force to replace it",
                isRefusal: true
            )
        }
        guard let foreign = Self.foreignFiles(in: path) else {
            throw WriteError(
                message: "refusing to replace '\(path)': its \(Self.markerName) lists no files (an earlier bookgen wrote it, or someone by hand), so the files bookgen wrote cannot be told from others; pass --force once to replace the folder",
                isRefusal: true
            )
        }
        guard foreign.isEmpty else {
            let named = foreign.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (foreign.count > 3 ? " and \(foreign.count - 3) more" : "")
            throw WriteError(
                message: "refusing to replace '\(path)': it holds files bookgen did not write there (\(named)); move them away, or pass --force to replace the folder",
                isRefusal: true
            )
        }
    }

    /// The files under `path` that its marker does not list, sorted; nil when the marker lists no
    /// files at all (an earlier bookgen's marker, or one written by hand).
    static func foreignFiles(in path: String) -> [String]? {
        let marker = FileManager.default.contents(atPath: path + "/" + markerName).map { String(decoding: $0, as: UTF8.self) } ?? ""
        guard let list = marker.components(separatedBy: markerListHeader).dropFirst().first else { return nil }
        let listed = Set(list.split(separator: "\n").map(String.init))
        var foreign: [String] = []
        let entries = FileManager.default.enumerator(atPath: path)
        while let entry = entries?.nextObject() as? String {
            var status = stat()
            // Folders are the files' own; a link counts as a file (it is not followed).
            guard entry != markerName, lstat(path + "/" + entry, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else { continue }
            if !listed.contains(entry) { foreign.append(entry) }
        }
        return foreign.sorted()
    }
}
