import Foundation

/// Plans and builds the environments a book's snippets compile against: the book package's own
/// modules with `swiftc`, another package's products through SwiftPM, and the alias modules, each
/// environment once per key and kept in the cache folder.
enum EnvironmentBuilder {
    /// Flags of every snippet and module bookgen compiles. `-Onone` without `-g` compiles fastest.
    static let baseFlags = ["-Onone", "-no-color-diagnostics", "-diagnostic-style", "llvm"]

    /// Works out an environment's key and version without building it, so a warm check starts no process.
    ///
    /// - Parameter flagRecipe: How a package environment's flags are worked out (a test gives another).
    /// - Throws: `SetupError`, with a diagnostic at book.toml's line, when the environment names
    ///   modules the book's package does not have, or the book is in no package.
    static func plan(_ spec: EnvironmentSpec, packageRoot: String?, toolchain: Toolchain, digests: FileDigests,
                     flagRecipe: String = PackageProducts.flagRecipe) throws(SetupError) -> PlannedEnvironment {
        var planned = PlannedEnvironment(spec: spec, key: "", version: "", localModules: nil, packageRoot: packageRoot)
        var hasher = SHA256()
        hasher.update(field: description(of: spec))
        var versionHasher = SHA256()
        versionHasher.update(field: description(of: spec))
        if !spec.modules.isEmpty {
            guard let packageRoot else {
                throw manifestError(spec, "environment '\(spec.name)' builds modules of the book's package (\(spec.modules.joined(separator: ", "))), but there is no Package.swift in the book folder or above it; name a package with `package` or `url` instead")
            }
            let modules: LocalModules
            do {
                modules = try LocalModules(names: spec.modules, root: packageRoot, environment: spec.name)
            } catch {
                throw manifestError(spec, error.message)
            }
            planned.localModules = modules
            let sources = digests.digest(of: modules.modules.flatMap(\.files), relativeTo: packageRoot)
            hasher.update(field: sources)
            versionHasher.update(field: sources)
        }
        switch spec.package {
        case .path(let folder, let written)?:
            guard FileManager.default.fileExists(atPath: folder + "/Package.swift") else {
                planned.skipReason = spec.optional
                    ? "its package folder \(written) is absent here, and the environment is optional"
                    : "no SwiftPM package at \(written)"
                return planned
            }
            let files = packageFiles(in: folder)
            let contents = digests.digest(of: files, relativeTo: folder)
            hasher.update(field: contents)
            versionHasher.update(field: contents)
        case .remote(let url, let version)?:
            hasher.update(field: url + "@" + version)
        case nil:
            break
        }
        if spec.package != nil {
            hasher.update(field: flagRecipe)
            // A mirror changes where a package's code comes from.
            for file in PackageProducts.mirrorFiles(packageRoot: packageRoot) {
                hasher.update(field: file + " " + (digests.digest(of: file) ?? "unreadable"))
            }
        }
        // The runtime that runs the examples, and the support code, are built into every environment.
        hasher.update(field: SupervisorSource.text)
        if spec.supportModule == nil {
            let support = SupportCode.source(for: spec.exampleHelper)
            hasher.update(field: support)
            versionHasher.update(field: support)
        }
        hasher.update(field: SupportCode.linkFlags.joined(separator: " "))
        hasher.update(field: toolchain.identity)
        hasher.update(field: baseFlags.joined(separator: " "))
        planned.key = String(hasher.finalizeHex().prefix(24))
        if case .remote(_, let version)? = spec.package {
            planned.version = version
        } else if let shown = spec.shownVersion {
            planned.version = shown
        } else if spec.package != nil || !spec.modules.isEmpty {
            planned.version = "sources " + String(versionHasher.finalizeHex().prefix(12))
        }
        return planned
    }

    /// An environment book.toml sets up wrong, reported at its table.
    private static func manifestError(_ spec: EnvironmentSpec, _ message: String) -> SetupError {
        var diagnostic = Diagnostic(BookManifest.badEnvironment, at: spec.location ?? FileLocation(file: BookManifest.fileName, line: 1))
        diagnostic.message = message
        var error = SetupError(.unavailable, diagnostic.headline)
        error.diagnostic = diagnostic
        return error
    }

    /// Where `planned` is built in the cache folder `cacheRoot`.
    static func folder(of planned: PlannedEnvironment, cacheRoot: String) -> String {
        cacheRoot + "/environments/\(planned.spec.name)-\(planned.key)"
    }

    /// Runs `body` with the built environment, building it first unless the cache has it intact.
    /// While `body` runs, the environment holds a shared lock: another bookgen (or another check in
    /// this process) that must rebuild it, for `--no-cache` say, waits rather than replace its files
    /// under a compile.
    ///
    /// - Parameter rebuild: Build it again even if the cache has it (`--no-cache`).
    /// - Throws: `SetupError` when a module or the package does not build.
    static func using<Result>(_ planned: PlannedEnvironment, toolchain: Toolchain, cacheRoot: String, rebuild: Bool = false,
                              _ body: (BuiltEnvironment) -> Result) throws(SetupError) -> Result {
        let environments = cacheRoot + "/environments"
        let folder = Self.folder(of: planned, cacheRoot: cacheRoot)
        let record = folder + "/environment.json"
        if let reason = CacheLayout.createPrivateFolder(environments) {
            throw SetupError(.cannotCreate, "cannot create the cache folder \(environments): \(reason)")
        }
        if !rebuild {
            let shared = try lock(folder, shared: true)
            defer { FileLock.release(shared) }
            if let built = load(record) { return body(built) }
        }
        let built: BuiltEnvironment
        do {
            // Another bookgen may be building the same environment: wait for it, then use its result.
            let exclusive = try lock(folder, shared: false)
            defer { FileLock.release(exclusive) }
            if !rebuild, let done = load(record) {
                built = done
            } else {
                built = try build(planned, in: folder, toolchain: toolchain)
            }
        }
        // A build that slips in before the shared lock finishes under the exclusive one, into the same
        // folder with the same flags, so `built` still describes what is there.
        let shared = try lock(folder, shared: true)
        defer { FileLock.release(shared) }
        return body(built)
    }

    private static func lock(_ folder: String, shared: Bool) throws(SetupError) -> Int32 {
        guard let descriptor = FileLock.acquire(folder + ".lock", shared: shared) else {
            throw SetupError(.cannotCreate, "cannot lock \(folder).lock in the cache folder")
        }
        return descriptor
    }

    /// Builds the environment into `folder`, replacing what is there; the caller holds its exclusive lock.
    private static func build(_ planned: PlannedEnvironment, in folder: String, toolchain: Toolchain) throws(SetupError) -> BuiltEnvironment {
        let spec = planned.spec
        let record = folder + "/environment.json"
        try? FileManager.default.removeItem(atPath: folder)
        if let reason = CacheLayout.createPrivateFolder(folder) {
            throw SetupError(.cannotCreate, "cannot create \(folder): \(reason)")
        }

        var compileFlags = baseFlags + spec.defines.flatMap { ["-D", $0] }
        var linkFlags: [String] = []
        if let package = spec.package {
            let products = try PackageProducts.build(package, products: spec.products, for: spec, packageRoot: planned.packageRoot,
                                                     in: folder + "/package", toolchain: toolchain)
            compileFlags += products.compileFlags
            linkFlags += products.linkFlags
        }
        compileFlags += ["-I", folder]
        linkFlags += ["-L", folder]
        var imports = spec.imports
        var modules = [generatedModule(SupervisorSource.moduleName, text: SupervisorSource.text, in: folder)]
        if spec.supportModule == nil {
            var support = generatedModule(SupportCode.moduleName, text: SupportCode.source(for: spec.exampleHelper), in: folder)
            // Its imports stay its own, so a snippet's compile does not load Foundation (a snippet
            // that uses Foundation says `import Foundation`); Foundation is then linked by name.
            support.flags = ["-enable-upcoming-feature", "InternalImportsByDefault"]
            modules.append(support)
            imports.append(SupportCode.moduleName)
        }
        // The runtime's program runner, and bookgen's support code, use Foundation's run loop and Dispatch.
        linkFlags += SupportCode.linkFlags
        modules += try planned.localModules?.ordered(environment: spec.name) ?? []
        modules += spec.aliases.keys.sorted().map { alias in
            LocalModules.Module(name: alias, dependencies: [], files: [])
        }
        try buildModules(modules, aliases: spec.aliases, flags: compileFlags, into: folder, toolchain: toolchain)

        var built = BuiltEnvironment(name: spec.name, key: planned.key, imports: imports, compileFlags: compileFlags, linkFlags: linkFlags)
        for path in artifacts(in: folder, compileFlags: compileFlags, linkFlags: linkFlags) {
            built.artifacts[path] = FileStamp(path)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Cannot throw: a struct of strings always encodes.
        let data = try! encoder.encode(built)
        do {
            try OutputUpdater.writeAtomically([UInt8](data), to: record, as: .privateFile)
        } catch {
            throw SetupError(.cannotCreate, "cannot write \(record): \(error)")
        }
        return built
    }

    /// A module bookgen writes itself (the supervisor, the support code), as one file in the environment's folder.
    private static func generatedModule(_ name: String, text: String, in folder: String) -> LocalModules.Module {
        let path = folder + "/\(name).swift"
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return LocalModules.Module(name: name, dependencies: [], files: [path])
    }

    /// The environment the record describes, if every artifact is still as its build left it.
    private static func load(_ record: String) -> BuiltEnvironment? {
        guard let built = CacheFile.load(BuiltEnvironment.self, from: record), !built.artifacts.isEmpty, built.isIntact else { return nil }
        return built
    }

    /// The files snippets compile and link against: the environment folder's own (static libraries,
    /// modules), a package environment's wrapper library and the module maps of its C modules.
    private static func artifacts(in folder: String, compileFlags: [String], linkFlags: [String]) -> [String] {
        var paths = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".a") || $0.hasSuffix(".swiftmodule") }
            .map { folder + "/" + $0 }
        if let index = linkFlags.firstIndex(of: "-L"), index + 1 < linkFlags.count, linkFlags.contains("-l\(PackageProducts.wrapperName)") {
            for name in ["lib\(PackageProducts.wrapperName).so", "lib\(PackageProducts.wrapperName).dylib"] {
                let path = linkFlags[index + 1] + "/" + name
                if FileManager.default.fileExists(atPath: path) { paths.append(path) }
            }
        }
        paths += SwiftPMBuildPlan.moduleMaps(in: compileFlags).filter { FileManager.default.fileExists(atPath: $0) }
        return paths.sorted()
    }

    /// Builds the package's own modules, then the aliases, each module once all it imports is there.
    private static func buildModules(_ modules: [LocalModules.Module], aliases: [String: String], flags: [String], into folder: String, toolchain: Toolchain) throws(SetupError) {
        // `modules` is ordered; modules whose dependencies are all built go in parallel.
        var done: Set<String> = []
        var remaining = modules
        while !remaining.isEmpty {
            let ready = remaining.filter { module in
                module.dependencies.allSatisfy(done.contains) && (aliases[module.name] == nil || remaining.allSatisfy { aliases[$0.name] != nil })
            }
            let failures = ConcurrentResults<String>(count: ready.count)
            parallelForEach(ready.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index in
                failures[index] = compile(ready[index], alias: aliases[ready[index].name], flags: flags, into: folder, toolchain: toolchain)
            }
            if let failure = failures.values.compactMap({ $0 }).first { throw SetupError(.unavailable, failure) }
            done.formUnion(ready.map(\.name))
            remaining.removeAll { done.contains($0.name) }
        }
    }

    /// Compiles one module into a static archive that snippets link by naming the module;
    /// returns the compiler's complaint on failure. Not private: a test compiles the supervisor with it.
    static func compile(_ module: LocalModules.Module, alias target: String?, flags: [String], into folder: String, toolchain: Toolchain) -> String? {
        var files = module.files
        if let target {
            // `import RxSwift` then means `import RxSubjects`, so a reader's file compiles unchanged.
            let path = folder + "/\(module.name).alias.swift"
            _ = FileManager.default.createFile(atPath: path, contents: Data("@_exported import \(target)\n".utf8))
            files = [path]
        }
        let arguments = flags + module.flags + [
            "-parse-as-library", "-wmo", "-module-name", module.name, "-module-link-name", module.name,
            "-emit-module", "-emit-module-path", folder + "/\(module.name).swiftmodule",
            "-emit-library", "-static", "-o", folder + "/lib\(module.name).a",
        ] + files
        do {
            let output = try ProcessRunner.run(toolchain.swiftc, arguments)
            if output.status == 0 { return nil }
            return "the module \(module.name) does not compile:\n" + output.stderr
        } catch {
            return "cannot run \(toolchain.swiftc): \(error)"
        }
    }

    /// Every file of a package that can change what it builds: all but hidden folders (.git,
    /// .build, .swiftpm) and SwiftPM's build folders.
    static func packageFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") || name.hasPrefix(".build") {
                if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { enumerator.skipDescendants() }
                continue
            }
            if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeRegular { files.append(folder + "/" + path) }
        }
        return files.sorted()
    }

    /// The spec's fields that decide what snippets see, in a fixed order.
    private static func description(of spec: EnvironmentSpec) -> String {
        var parts = ["modules=" + spec.modules.joined(separator: ","), "products=" + spec.products.joined(separator: ","),
                     "imports=" + spec.imports.joined(separator: ","), "defines=" + spec.defines.joined(separator: ",")]
        parts.append("aliases=" + spec.aliases.keys.sorted().map { "\($0)=\(spec.aliases[$0]!)" }.joined(separator: ","))
        switch spec.package {
        case .path(_, let written)?: parts.append("package=" + written)
        case .remote(let url, let version)?: parts.append("url=\(url)@\(version)")
        case nil: break
        }
        return parts.joined(separator: ";")
    }
}
