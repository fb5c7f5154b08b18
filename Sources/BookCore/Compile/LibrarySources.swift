import Foundation

/// The library the snippets compile against, found in the package that holds the book.
public struct LibrarySources: Sendable {
    /// A module bookgen builds for snippets, in dependency order.
    struct Module: Sendable {
        var name: String
        var dependencies: [String]
        /// Source files; for the RxSwift-named shims, generated text instead.
        var files: [String]
        var generated: String?
    }

    /// The package root: the folder holding `Sources/RxSubjects`.
    public var root: String
    var modules: [Module]

    static let notFound = "cannot find the library sources (Sources/RxSubjects) in this folder or above it; run bookgen inside the RxBook package"

    /// Finds the package root at or above `start`.
    ///
    /// - Throws: `SetupError` when no folder above holds the library.
    public static func locate(from start: String = FileManager.default.currentDirectoryPath) throws -> LibrarySources {
        var folder = URL(fileURLWithPath: start).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/RxSubjects").path) {
                return LibrarySources(root: folder.path)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { throw SetupError(message: notFound) }
            folder = parent
        }
    }

    init(root: String) {
        self.root = root
        func swiftFiles(_ module: String) -> [String] {
            let base = root + "/Sources/" + module
            let enumerator = FileManager.default.enumerator(atPath: base)
            var files: [String] = []
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".swift") { files.append(base + "/" + path) }
            }
            return files.sorted()
        }
        modules = [
            Module(name: "RxSubjects", dependencies: [], files: swiftFiles("RxSubjects")),
            Module(name: "RxRelays", dependencies: ["RxSubjects"], files: swiftFiles("RxRelays")),
            Module(name: "SnippetSupport", dependencies: [], files: swiftFiles("SnippetSupport")),
            // RxSwift's module names, so that a reader's `import RxSwift` compiles unchanged.
            Module(name: "RxSwift", dependencies: ["RxSubjects"], files: [], generated: "@_exported import RxSubjects\n"),
            Module(name: "RxRelay", dependencies: ["RxRelays"], files: [], generated: "@_exported import RxRelays\n"),
        ]
    }

    /// The modules a snippet imports without saying so. Not Foundation: loading it doubles the time
    /// to compile a batch, and a snippet that needs it says `import Foundation` as a reader's file would.
    static let implicitImports = ["RxSubjects", "RxRelays", "SnippetSupport"]

    /// A digest of every source file's path and bytes.
    public func fingerprint() -> String {
        var hasher = SHA256()
        for module in modules {
            hasher.update(field: module.name)
            hasher.update(field: module.generated ?? "")
            for file in module.files {
                hasher.update(field: String(file.dropFirst(root.count)))
                hasher.update(field: (try? String(contentsOfFile: file, encoding: .utf8)) ?? "")
            }
        }
        return hasher.finalizeHex()
    }
}
