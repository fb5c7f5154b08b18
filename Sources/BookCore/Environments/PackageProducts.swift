import Foundation

/// Builds another package's products for snippets through SwiftPM: a generated wrapper package
/// depends on them and links them into one dynamic library, and snippets import the modules SwiftPM
/// built beside it, with the module maps and libraries SwiftPM compiled and linked the wrapper with
/// (`SwiftPMBuildPlan`). SwiftPM resolves the package, its dependencies and its build settings, so
/// any package that builds with `swift build` can be an environment, C modules included.
enum PackageProducts {
    static let wrapperName = "BookgenEnvironment"

    /// How the flags a snippet gets are worked out; part of every package environment's key, so a
    /// new recipe builds the environments again. Change it whenever `flags(bin:plan:packages:)` does.
    static let flagRecipe = "2: SwiftPM's plan for the wrapper: clang search flags and module maps of the whole graph, its libraries"

    struct Flags {
        var compileFlags: [String]
        var linkFlags: [String]
    }

    static let unresolved = DiagnosticMessage(id: "manifest-package-unresolved", "SwiftPM cannot resolve the environment's package")

    /// Builds the wrapper in `folder` (debug, as a reader's build) and returns the flags to use it.
    ///
    /// SwiftPM resolves the package as it resolves any dependency: a URL through git (and this
    /// machine's package copies, which serve github.com addresses), the mirrors of the user's shared
    /// SwiftPM configuration and of the book's package.
    ///
    /// - Parameter packageRoot: The package the book is in, whose mirrors the wrapper uses.
    /// - Throws: `SetupError` when the package does not build; one carrying a diagnostic at book.toml's
    ///   `url`, `version` or `package`, with SwiftPM's message as a note, when it does not resolve.
    static func build(_ source: EnvironmentSpec.Source, products: [String], for spec: EnvironmentSpec, packageRoot: String?,
                      in folder: String, toolchain: Toolchain) throws(SetupError) -> Flags {
        let environment = spec.name
        let sources = folder + "/Sources/" + wrapperName
        do {
            try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
            try Data(manifest(source, products: products).utf8).write(to: URL(fileURLWithPath: folder + "/Package.swift"))
            try Data("// Links the environment's products into one library for the book's snippets.\n".utf8)
                .write(to: URL(fileURLWithPath: sources + "/\(wrapperName).swift"))
            if let mirrors = packageRoot.map(localMirrors), FileManager.default.fileExists(atPath: mirrors) {
                try FileManager.default.createDirectory(atPath: folder + "/.swiftpm/configuration", withIntermediateDirectories: true)
                try? FileManager.default.removeItem(atPath: localMirrors(folder))
                try FileManager.default.copyItem(atPath: mirrors, toPath: localMirrors(folder))
            }
        } catch {
            throw SetupError(.cannotCreate, "cannot write the wrapper package for environment '\(environment)' in \(folder): \(error.localizedDescription)")
        }
        let resolved = try run(["package", "resolve", "--package-path", folder], toolchain: toolchain)
        guard resolved.status == 0 else { throw unresolvedError(spec, swiftPM: resolved.stderr + resolved.stdout) }
        let build = ["build", "--package-path", folder, "--configuration", "debug"]
        let output = try run(build, toolchain: toolchain)
        guard output.status == 0 else {
            let log = (output.stdout + output.stderr).split(separator: "\n").suffix(30).joined(separator: "\n")
            throw SetupError(.unavailable, "environment '\(environment)': the package does not build with `swift build`:\n\(log)")
        }
        guard let shown = try? ProcessRunner.run(toolchain.swift, build + ["--show-bin-path"]), shown.status == 0 else {
            throw SetupError(.unavailable, "environment '\(environment)': `swift build --show-bin-path` failed")
        }
        let bin = shown.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return flags(bin: bin, plan: folder + "/.build/debug.yaml", packages: packageFolders(source, wrapper: folder))
    }

    /// What a snippet needs to import and link the products: SwiftPM's module folder and the
    /// wrapper library, then what SwiftPM's plan compiled and linked the wrapper with (every C
    /// module of the dependency graph, the libraries its targets link), as `SwiftPMBuildPlan` reads it.
    /// Without a plan to read, the module maps are looked for where SwiftPM keeps them.
    static func flags(bin: String, plan: String, packages: [String]) -> Flags {
        // SwiftPM 6 keeps modules in Modules/; earlier versions beside the products.
        let modules = FileManager.default.fileExists(atPath: bin + "/Modules") ? bin + "/Modules" : bin
        var compileFlags = ["-I", modules]
        var linkFlags = ["-L", bin, "-l\(wrapperName)", "-Xlinker", "-rpath", "-Xlinker", bin]
        if let read = SwiftPMBuildPlan(manifest: plan, module: wrapperName) {
            compileFlags += dropping(["-I", modules], from: read.compileFlags)
            linkFlags += dropping(["-L", bin], from: read.linkFlags)
        } else {
            for map in foundModuleMaps(bin: bin, packages: packages) {
                compileFlags += ["-Xcc", "-fmodule-map-file=" + map]
                // A target's own map sits in its public headers folder, which its headers are included from.
                if !map.hasPrefix(bin + "/") { compileFlags += ["-Xcc", "-I", "-Xcc", (map as NSString).deletingLastPathComponent] }
            }
        }
        return Flags(compileFlags: compileFlags, linkFlags: linkFlags)
    }

    /// `flags` without the option `pair` (an option and its value), which the caller already gives.
    private static func dropping(_ pair: [String], from flags: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < flags.count {
            if index + 1 < flags.count, Array(flags[index...(index + 1)]) == pair {
                index += 2
            } else {
                result.append(flags[index])
                index += 1
            }
        }
        return result
    }

    /// The packages of the environment's graph whose folders bookgen knows: a `package` folder and
    /// the checkouts SwiftPM made for the wrapper.
    static func packageFolders(_ source: EnvironmentSpec.Source, wrapper folder: String) -> [String] {
        var folders: [String] = []
        if case .path(let path, _) = source { folders.append(path) }
        let checkouts = folder + "/.build/checkouts"
        folders += ((try? FileManager.default.contentsOfDirectory(atPath: checkouts)) ?? []).sorted().map { checkouts + "/" + $0 }
        return folders
    }

    /// Module maps found without SwiftPM's plan: those SwiftPM generates in `<Target>.build/` (a C
    /// target with only headers, as OpenCombine's COpenCombineHelpers), and a target's own
    /// `include/module.modulemap` in the packages' source folders (swift-numerics' `_NumericsShims`).
    static func foundModuleMaps(bin: String, packages: [String]) -> [String] {
        let fileManager = FileManager.default
        var maps = ((try? fileManager.contentsOfDirectory(atPath: bin)) ?? [])
            .filter { $0.hasSuffix(".build") }
            .sorted()
            .map { bin + "/" + $0 + "/module.modulemap" }
        for package in packages {
            for sources in ["Sources", "Source", "src", "srcs"] {
                let folder = package + "/" + sources
                maps += ((try? fileManager.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { folder + "/" + $0 + "/include/module.modulemap" }
            }
        }
        return maps.filter { fileManager.fileExists(atPath: $0) }
    }

    private static func run(_ arguments: [String], toolchain: Toolchain) throws(SetupError) -> ProcessOutput {
        // SWIFTC may name a compiler alone; a package needs SwiftPM's `swift` beside it.
        guard FileManager.default.isExecutableFile(atPath: toolchain.swift) else {
            throw SetupError(.unavailable, "this book's environments build SwiftPM packages, which needs `swift` beside the compiler, but \(toolchain.swiftc) has none (\(toolchain.swift)); set SWIFTC to the swiftc of a whole Swift toolchain")
        }
        do {
            return try ProcessRunner.run(toolchain.swift, arguments)
        } catch {
            throw SetupError(.unavailable, "cannot run \(toolchain.swift): \(error)")
        }
    }

    /// The error for a package SwiftPM could not resolve: at book.toml's `version` when SwiftPM
    /// speaks of versions, else at the `url` or `package` key, with SwiftPM's errors as notes.
    static func unresolvedError(_ spec: EnvironmentSpec, swiftPM output: String) -> SetupError {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var notes: [Diagnostic.Note] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("error: ") {
            let details = lines[(index + 1)...].prefix { $0.hasPrefix(" ") || $0.hasPrefix("\t") }
            notes.append(Diagnostic.Note(String(line.dropFirst("error: ".count)), severity: .error,
                                         excerpt: details.map { $0.trimmingCharacters(in: .whitespaces) }))
        }
        if notes.isEmpty {
            notes = [Diagnostic.Note(lines.filter { !$0.isEmpty }.suffix(10).joined(separator: "\n"), severity: .error)]
        }
        let what: String
        switch spec.package {
        case .remote(let url, let version)?: what = "\(url) at version \(version)"
        case .path(_, let written)?: what = "the package at \(written)"
        case nil: what = "its package"
        }
        let speaksOfVersions = notes.contains { $0.message.contains("version") }
        let location = (speaksOfVersions ? spec.versionLocation : nil) ?? spec.packageLocation ?? spec.location
            ?? FileLocation(file: BookManifest.fileName, line: 1)
        var diagnostic = Diagnostic(unresolved, at: location, notes: notes)
        diagnostic.message = "environment '\(spec.name)': SwiftPM cannot resolve \(what)"
        var error = SetupError(.unavailable, diagnostic.headline)
        error.diagnostic = diagnostic
        return error
    }

    /// The mirrors file `swift package config set-mirror` writes in a package.
    static func localMirrors(_ package: String) -> String {
        package + "/.swiftpm/configuration/mirrors.json"
    }

    /// The mirror files that decide where SwiftPM fetches a package from: the user's shared
    /// configuration (`~/.swiftpm/configuration`), `SWIFTPM_MIRROR_CONFIG`, and the book's package's own.
    static func mirrorFiles(packageRoot: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var files: [String] = []
        if let home = environment["HOME"] { files.append(home + "/.swiftpm/configuration/mirrors.json") }
        if let explicit = environment["SWIFTPM_MIRROR_CONFIG"], !explicit.isEmpty { files.append(explicit) }
        if let packageRoot { files.append(localMirrors(packageRoot)) }
        return files.filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// The wrapper's Package.swift: one dynamic library that depends on every requested product.
    static func manifest(_ source: EnvironmentSpec.Source, products: [String]) -> String {
        let dependency: String
        let identity: String
        switch source {
        case .path(let path, _):
            dependency = ".package(path: \(SwiftLiteral.string(path)))"
            identity = (path as NSString).lastPathComponent
        case .remote(let url, let version):
            dependency = ".package(url: \(SwiftLiteral.string(url)), exact: \(SwiftLiteral.string(version)))"
            var name = (url as NSString).lastPathComponent
            if name.hasSuffix(".git") { name = String(name.dropLast(4)) }
            identity = name
        }
        let productList = products.map { ".product(name: \(SwiftLiteral.string($0)), package: \(SwiftLiteral.string(identity.lowercased())))" }
        return """
        // swift-tools-version: 5.9
        // Generated by bookgen: links an environment's products into one library for the book's snippets.
        import PackageDescription

        let package = Package(
            name: "\(wrapperName)",
            products: [.library(name: "\(wrapperName)", type: .dynamic, targets: ["\(wrapperName)"])],
            dependencies: [\(dependency)],
            targets: [.target(name: "\(wrapperName)", dependencies: [\(productList.joined(separator: ", "))])]
        )

        """
    }
}
