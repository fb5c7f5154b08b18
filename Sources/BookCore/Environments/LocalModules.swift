import Foundation

/// Modules of the book's own package that an environment names: their sources, found under
/// `Sources/<module>`, and the order to build them in, read from their `import` lines.
struct LocalModules: Sendable {
    struct Module: Sendable {
        var name: String
        /// The other listed modules it imports.
        var dependencies: [String]
        var files: [String]
        /// Compiler flags of this module alone.
        var flags: [String] = []
    }

    /// The modules in the order the environment lists them; `ordered()` gives the build order.
    var modules: [Module]

    /// Finds the sources of `names` in the package at `root`.
    ///
    /// - Throws: `SetupError` naming the first module with no sources.
    init(names: [String], root: String, environment: String) throws(SetupError) {
        var found: [Module] = []
        for name in names {
            let files = Self.swiftFiles(in: root + "/Sources/" + name)
            guard !files.isEmpty else {
                throw SetupError(.unavailable, "environment '\(environment)' names module '\(name)', but the package at \(root) has no Swift sources in Sources/\(name)")
            }
            found.append(Module(name: name, dependencies: [], files: files))
        }
        modules = found
    }

    /// The modules with their dependencies, read from their `import` lines, each after those it
    /// imports. Only a build needs this, so a warm check reads no source.
    ///
    /// - Throws: `SetupError` when modules import each other in a cycle.
    func ordered(environment: String) throws(SetupError) -> [Module] {
        let names = modules.map(\.name)
        var found = modules
        for index in found.indices {
            let imported = Self.imports(of: found[index].files)
            found[index].dependencies = names.filter { $0 != found[index].name && imported.contains($0) }
        }
        return try Self.ordered(found, environment: environment)
    }

    /// Every `.swift` file below `folder`, sorted so the order never depends on the file system.
    static func swiftFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append(folder + "/" + path) }
        }
        return files.sorted()
    }

    /// The module names the files import (`import X`, `@testable import X`, `import struct X.Y`).
    private static func imports(of files: [String]) -> Set<String> {
        var names: Set<String> = []
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard let keyword = words.firstIndex(of: "import"), keyword + 1 < words.count,
                      words[..<keyword].allSatisfy({ $0.hasPrefix("@") || ["public", "package", "internal", "private", "fileprivate"].contains($0) })
                else { continue }
                var module = words[keyword + 1]
                if ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"].contains(module), keyword + 2 < words.count {
                    module = words[keyword + 2]
                }
                names.insert(String(module.split(separator: ".").first ?? module))
            }
        }
        return names
    }

    /// The modules in an order where each comes after those it imports.
    private static func ordered(_ modules: [Module], environment: String) throws(SetupError) -> [Module] {
        var done: [Module] = []
        var remaining = modules
        while !remaining.isEmpty {
            let ready = remaining.filter { module in module.dependencies.allSatisfy { name in done.contains { $0.name == name } } }
            guard !ready.isEmpty else {
                throw SetupError(.unavailable, "environment '\(environment)': modules \(remaining.map(\.name).joined(separator: ", ")) import each other in a cycle")
            }
            done += ready
            remaining.removeAll { module in ready.contains { $0.name == module.name } }
        }
        return done
    }
}
