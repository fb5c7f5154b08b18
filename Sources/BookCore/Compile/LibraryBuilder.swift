import Foundation

/// The library modules built for snippets: `.swiftmodule` files and static archives in one folder.
public struct BuiltLibrary: Sendable {
    public var folder: String
    /// Changes whenever the library's sources or the compiler change.
    public var key: String
    /// Whether this run had to compile it (false: it came from the cache).
    public var wasBuilt: Bool
}

/// Builds the library with `swiftc` directly, once per source and compiler fingerprint.
enum LibraryBuilder {
    /// The library's key: the same whether or not this run builds it, so pages showing it are reproducible.
    static func key(sourcesFingerprint: String, toolchain: Toolchain) -> String {
        var hasher = SHA256()
        hasher.update(field: sourcesFingerprint)
        hasher.update(field: toolchain.identity)
        hasher.update(field: commonFlags.joined(separator: " "))
        return String(hasher.finalizeHex().prefix(24))
    }

    /// Flags shared by the library and snippets. `-Onone` without `-g` compiles fastest; `DEBUG` is
    /// defined because readers run examples in debug builds, where RxSwift prints and traps more.
    static let commonFlags = ["-Onone", "-D", "DEBUG", "-no-color-diagnostics", "-diagnostic-style", "llvm"]

    /// Returns the cached library for these sources and compiler, building it first if needed.
    ///
    /// - Parameter fingerprint: `sources.fingerprint()`, which the caller has already computed.
    /// - Throws: `SetupError` when the library itself does not compile.
    static func library(for sources: LibrarySources, fingerprint: String, toolchain: Toolchain, cacheRoot: String) throws -> BuiltLibrary {
        let key = self.key(sourcesFingerprint: fingerprint, toolchain: toolchain)
        let folder = cacheRoot + "/library/" + key
        if FileManager.default.fileExists(atPath: folder + "/.complete") {
            return BuiltLibrary(folder: folder, key: key, wasBuilt: false)
        }
        let staging = cacheRoot + "/library/.staging-\(key)-\(UUID().uuidString)"
        try? FileManager.default.removeItem(atPath: staging)
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: staging) }

        // Build level by level: each module once all it imports is there; modules of a level in parallel.
        var done: Set<String> = []
        var remaining = sources.modules
        while !remaining.isEmpty {
            let ready = remaining.filter { $0.dependencies.allSatisfy(done.contains) }
            guard !ready.isEmpty else { throw SetupError(message: "the library's modules depend on each other in a cycle") }
            let failures = ConcurrentResults<String>(count: ready.count)
            parallelForEach(ready.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index in
                failures[index] = build(ready[index], toolchain: toolchain, into: staging)
            }
            if let failure = failures.values.compactMap({ $0 }).first { throw SetupError(message: failure) }
            done.formUnion(ready.map(\.name))
            remaining.removeAll { done.contains($0.name) }
        }
        _ = FileManager.default.createFile(atPath: staging + "/.complete", contents: Data())
        try? FileManager.default.removeItem(atPath: folder)
        do {
            try FileManager.default.moveItem(atPath: staging, toPath: folder)
        } catch where FileManager.default.fileExists(atPath: folder + "/.complete") {
            // Another bookgen finished the same build first; its result is as good as ours.
        }
        return BuiltLibrary(folder: folder, key: key, wasBuilt: true)
    }

    /// Compiles one module; returns the compiler's complaint on failure.
    private static func build(_ module: LibrarySources.Module, toolchain: Toolchain, into folder: String) -> String? {
        var files = module.files
        if let generated = module.generated {
            let path = folder + "/\(module.name).swift"
            _ = FileManager.default.createFile(atPath: path, contents: Data(generated.utf8))
            files = [path]
        }
        let arguments = commonFlags + [
            "-parse-as-library", "-wmo", "-module-name", module.name, "-module-link-name", module.name,
            "-emit-module", "-emit-module-path", folder + "/\(module.name).swiftmodule",
            "-emit-library", "-static", "-o", folder + "/lib\(module.name).a",
            "-I", folder,
        ] + files
        do {
            let output = try ProcessRunner.run(toolchain.swiftc, arguments)
            if output.status == 0 { return nil }
            return "the library module \(module.name) does not compile:\n" + output.stderr
        } catch {
            return "cannot run \(toolchain.swiftc): \(error)"
        }
    }
}

