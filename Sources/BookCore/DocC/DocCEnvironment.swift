import Foundation

/// What a catalog without book.toml is checked against, and where its site goes. A catalog in a
/// package checks against the package's library products that hold the module it documents (all
/// of them when none does), importing that module; a catalog alone against the standard library
/// and Foundation. Only ```` ```swift check ```` blocks run (`swift-blocks = "marked"`), each
/// article's as one program of top-level code (`examples = "top-level"`): a DocC article's other
/// listings are shown, not programs. A book.toml in the `.docc` folder overrides all this.
enum DocCEnvironment {
    static let packageEnvironment = "package"

    static func apply(to manifest: inout BookManifest, catalog: DocCCatalog) {
        // Beside the catalog (beside the package's `Sources`), never inside: DocC would read it.
        if manifest.buildFolder == BookManifest().buildFolder {
            let parent = catalog.package?.folder ?? URL(fileURLWithPath: catalog.folder).standardizedFileURL.deletingLastPathComponent().path
            manifest.buildFolder = parent + "/site"
        }
        guard manifest.path == nil else { return }
        manifest.swiftBlocks = .marked
        manifest.exampleStyle = .topLevel
        guard let package = catalog.package, let products = libraryProducts(of: package.folder, holding: package.module) else { return }
        // SwiftPM names a package by its folder's name: the path must be absolute, `.` has none.
        let folder = URL(fileURLWithPath: package.folder).standardizedFileURL.path
        var spec = EnvironmentSpec(name: packageEnvironment, package: .path(folder, written: package.folder),
                                   products: products, imports: [package.module], label: URL(fileURLWithPath: folder).lastPathComponent)
        spec.location = FileLocation(file: package.folder + "/Package.swift", line: 1)
        manifest.environments[packageEnvironment] = spec
        manifest.defaultEnvironments = [packageEnvironment]
    }

    /// The package's library products that hold `module`, else all of them; nil when SwiftPM
    /// cannot read the manifest or the package has no library.
    static func libraryProducts(of package: String, holding module: String) -> [String]? {
        guard let toolchain = try? Toolchain.locate(),
              let output = try? ProcessRunner.run(toolchain.swift, ["package", "dump-package", "--package-path", package], timeout: 300),
              output.status == 0, let data = output.stdout.data(using: .utf8),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let products = json["products"] as? [[String: Any]] else { return nil }
        let libraries = products.filter { ($0["type"] as? [String: Any])?["library"] != nil }
        let holding = libraries.filter { ($0["targets"] as? [String] ?? []).contains(module) }
        let names = (holding.isEmpty ? libraries : holding).compactMap { $0["name"] as? String }
        return names.isEmpty ? nil : names
    }
}
