import Foundation

/// The Swift compiler bookgen drives, identified without running it so that a warm check starts no process.
public struct Toolchain: Sendable {
    public var swiftc: String
    /// Changes whenever the compiler binary changes: its resolved path, size and modification time.
    public var identity: String

    static let notFound = "no swiftc found: install the Swift toolchain and put it on PATH, or set SWIFTC to the compiler's path"

    /// Finds `swiftc` from the `SWIFTC` environment variable or `PATH`.
    ///
    /// - Throws: `SetupError` when there is none.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Toolchain {
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
        throw SetupError(message: notFound)
    }
}

/// A problem with the machine or the command line rather than with the book: one line, with the fix.
public struct SetupError: Error, Sendable, CustomStringConvertible {
    public var message: String
    /// The exit status: 66 (no input) when the book is missing, 69 (unavailable) for the machine's problems.
    public var exitCode: Int32
    public init(message: String, exitCode: Int32 = 69) {
        self.message = message
        self.exitCode = exitCode
    }
    public var description: String { message }
}
