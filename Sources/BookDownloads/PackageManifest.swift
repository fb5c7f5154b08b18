import BookCore

/// The `Package.swift` of a chapter's package: one executable target depending on the products of
/// the environment's package that the program imports, by the package's public URL and exact
/// version, as a reader's own package would.
enum PackageManifest {
    /// The platforms where a module the environment aliases is the system's own (`Combine`), so the
    /// stand-in product (`OpenCombine`) is a dependency only elsewhere.
    static let standInPlatforms = ".linux, .windows, .android, .wasi, .openbsd"

    static func text(for download: ChapterDownload) -> String {
        let environment = download.environment
        // Cannot be nil: a download is only planned for an environment with one.
        let package = environment.readerPackage!
        let imported = importedModules(download.program)
        let standIns = Set(environment.aliases.values)
        var products = environment.products.filter { imported.contains($0) || standIns.contains($0) }
        if products.isEmpty { products = environment.products }
        let dependencies = products.map { product in
            let reference = ".product(name: \(literal(product)), package: \(literal(package.identity))"
            return standIns.contains(product) ? reference + ", condition: .when(platforms: [\(standInPlatforms)]))" : reference + ")"
        }
        return """
            // swift-tools-version:5.9
            // The examples of one chapter, as a package a reader runs with `swift run` or opens in Xcode.
            import PackageDescription

            let package = Package(
                name: \(literal(download.packageName)),
                platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
                dependencies: [
                    .package(url: \(literal(package.url)), exact: \(literal(package.version))),
                ],
                targets: [
                    .executableTarget(
                        name: \(literal(download.packageName)),
                        dependencies: [
            \(dependencies.map { "                " + $0 + "," }.joined(separator: "\n"))
                        ]
                    ),
                ]
            )

            """
    }

    /// The modules a program's `import` lines name, conditional ones included.
    static func importedModules(_ program: String) -> Set<String> {
        Set(program.split(separator: "\n").compactMap { ReaderProgram.importedModule($0) })
    }

    static func literal(_ text: String) -> String {
        ReaderProgram.swiftLiteral(text)
    }
}
