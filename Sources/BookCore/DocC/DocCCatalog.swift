import Foundation

/// A DocC catalog read as a book: a `.docc` folder, alone or in a package's `Sources/<Module>/`.
package struct DocCCatalog: Sendable {
    /// The `.docc` folder as the user named it (or as found in the package they named).
    package var folder: String
    /// The package holding the catalog and the module it documents; nil for a catalog alone.
    package var package: (folder: String, module: String)?

    static let several = DiagnosticMessage(id: "docc-several-catalogs", "the package holds several DocC catalogs; name the one to read, e.g. `bookgen check Sources/MyModule/MyModule.docc`")

    /// Whether `path` is a file of a DocC catalog (inside a folder whose name ends in `.docc`):
    /// its Markdown is read as DocC writes it.
    package static func holds(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0.hasSuffix(".docc") }
    }

    /// The catalog `given` names: the folder itself when it is a `.docc` folder, else the one
    /// `Sources/*/*.docc` of a package folder without book.toml or SUMMARY.md. Nil when `given`
    /// is no catalog (an ordinary book); a failure when the package holds several.
    package static func locate(_ given: String) -> Result<DocCCatalog, Diagnostic>? {
        let trimmed = given.count > 1 && given.hasSuffix("/") ? String(given.dropLast()) : given
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: trimmed, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        if trimmed.hasSuffix(".docc") {
            return .success(DocCCatalog(folder: trimmed, package: packageAround(trimmed)))
        }
        guard manager.fileExists(atPath: trimmed + "/Package.swift"),
              !["book.toml", "SUMMARY.md"].contains(where: { manager.fileExists(atPath: trimmed + "/" + $0) }) else { return nil }
        let sources = trimmed + "/Sources"
        var found: [(String, String)] = []
        for module in ((try? manager.contentsOfDirectory(atPath: sources)) ?? []).sorted() where !module.hasPrefix(".") {
            for name in ((try? manager.contentsOfDirectory(atPath: sources + "/" + module)) ?? []).sorted() where name.hasSuffix(".docc") {
                found.append((module, sources + "/" + module + "/" + name))
            }
        }
        guard let first = found.first else { return nil }
        guard found.count == 1 else {
            var diagnostic = Diagnostic(several, at: FileLocation(file: trimmed, line: 1))
            diagnostic.message = "the package holds \(found.count) DocC catalogs (\(found.map { $0.1.dropFirst(trimmed.count + 1) }.joined(separator: ", "))); name the one to read, e.g. `bookgen check \(found[0].1)`"
            return .failure(diagnostic)
        }
        return .success(DocCCatalog(folder: first.1, package: (trimmed, first.0)))
    }

    /// The package and module of a catalog at `<package>/Sources/<Module>/<Name>.docc`.
    static func packageAround(_ catalog: String) -> (folder: String, module: String)? {
        let url = URL(fileURLWithPath: catalog).standardizedFileURL
        let moduleFolder = url.deletingLastPathComponent()
        let sources = moduleFolder.deletingLastPathComponent()
        let package = sources.deletingLastPathComponent()
        guard sources.lastPathComponent == "Sources",
              FileManager.default.fileExists(atPath: package.path + "/Package.swift") else { return nil }
        return (package.path, moduleFolder.lastPathComponent)
    }

    /// The catalog's display name from Info.plist (`CFBundleDisplayName`), if it gives one.
    var displayName: String? {
        guard let data = FileManager.default.contents(atPath: folder + "/Info.plist"),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return nil }
        return plist["CFBundleDisplayName"] as? String
    }
}
