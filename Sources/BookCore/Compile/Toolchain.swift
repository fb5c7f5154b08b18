import Foundation

/// The Swift compiler bookgen drives, identified without running it so that a warm check starts no process.
package struct Toolchain: Sendable {
    package var swiftc: String
    /// `swift` beside `swiftc`, which builds packages.
    package var swift: String {
        (swiftc as NSString).deletingLastPathComponent + "/swift"
    }
    /// `llvm-symbolizer` beside `swiftc` (or beside the file it links to), which turns a crash's
    /// stack trace into source lines; nil when the toolchain has none.
    package var symbolizer: String? {
        let folders = [swiftc, URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path].map { ($0 as NSString).deletingLastPathComponent }
        return folders.map { $0 + "/llvm-symbolizer" }.first(where: FileManager.default.isExecutableFile(atPath:))
    }
    /// Changes whenever the compiler binary changes: its resolved path, size and modification time.
    package var identity: String

    package static let notFound = "no swiftc found: install the Swift toolchain and put it on PATH, or set SWIFTC to the compiler's path"

    /// Finds `swiftc` from the `SWIFTC` environment variable or `PATH`.
    ///
    /// - Throws: `SetupError` when there is none.
    package static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(SetupError) -> Toolchain {
        var candidates: [String] = []
        if let explicit = environment["SWIFTC"], !explicit.isEmpty { candidates.append(explicit) }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(String(folder) + "/swiftc")
        }
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
            let resolved = URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path
            let attributes = (try? FileManager.default.attributesOfItem(atPath: resolved)) ?? [:]
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return Toolchain(swiftc: candidate, identity: "\(resolved) \(size) \(Int64(modified))")
        }
        throw SetupError(.unavailable, notFound)
    }
}
