import BookCore
import Foundation

/// `bookgen init`: writes a new book that passes `bookgen check` and `bookgen build` as it is, into
/// an empty or new folder. It never overwrites a file: a folder that holds anything is refused.
package struct InitAction: Sendable {
    package var folder: String
    /// The book's authors; nil asks git for `user.name`, as `mdbook init` does.
    package var authors: [String]?

    package init(folder: String, authors: [String]? = nil) {
        self.folder = folder
        self.authors = authors
    }

    /// Writes the book.
    ///
    /// - Returns: The files written, relative to the folder, in the order written.
    /// - Throws: `SetupError` (`cannotCreate`) naming the folder when it is not empty or cannot be
    ///   written; nothing is written then.
    package func run() throws(SetupError) -> [String] {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw SetupError(.cannotCreate, "'\(folder)' is a file; bookgen init writes a new book into an empty or new folder")
            }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            guard entries.isEmpty else {
                throw SetupError(.cannotCreate, "'\(folder)' is not empty; bookgen init writes a new book only into an empty or new folder, and never overwrites a file")
            }
        }
        let template = BookTemplate(title: BookTemplate.title(forFolder: folder), authors: authors ?? Self.gitUserName().map { [$0] } ?? [])
        var written: [String] = []
        for (name, text) in template.files {
            let path = folder + "/" + name
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            } catch {
                throw SetupError(.cannotCreate, "cannot create the folder for \(path): \(error.localizedDescription)")
            }
            // O_EXCL: a file that appeared since the folder was found empty is left alone.
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            guard descriptor >= 0 else {
                throw SetupError(.cannotCreate, "cannot create \(path): \(String(cString: strerror(errno)))")
            }
            let bytes = Array(text.utf8)
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            guard count == bytes.count else {
                throw SetupError(.ioError, "cannot write \(path): \(String(cString: strerror(errno)))")
            }
            written.append(name)
        }
        return written
    }

    /// git's `user.name`, if git is there and knows one.
    static func gitUserName() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "config", "--get", "user.name"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let name = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && !name.isEmpty ? name : nil
    }
}
