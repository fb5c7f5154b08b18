import Foundation

/// An environment as a check sees it before building anything: what decides its results, and
/// whether it can be had on this machine.
package struct PlannedEnvironment: Sendable {
    package var spec: EnvironmentSpec
    /// Changes with anything that decides what snippets compile against: sources, compiler, settings.
    package var key: String
    /// What a page shows as the version checked against: the same on every machine.
    package var version: String
    /// Why the environment is left out of this check; nil when it is checked.
    package var skipReason: String?
    var localModules: LocalModules?
    var packageRoot: String?
}

/// An environment built and ready: the flags that let a snippet import and link its modules.
struct BuiltEnvironment: Sendable, Codable {
    var name: String
    var key: String
    /// The modules snippets import without saying so.
    var imports: [String]
    /// `-D` and `-I` flags, for compiling and typechecking snippets.
    var compileFlags: [String]
    /// `-L`, `-l` and run-path flags, for linking an example program.
    var linkFlags: [String]
    /// What the build left (libraries, modules), each as it was then: a file changed or cut short
    /// since (a truncated `libRxSubjects.a`) makes the environment be built again.
    var artifacts: [String: FileStamp] = [:]

    /// Whether every artifact is still as the build left it.
    var isIntact: Bool {
        artifacts.allSatisfy { path, stamp in FileStamp(path) == stamp }
    }
}

/// A file's size and modification time, which any rewrite or truncation changes.
struct FileStamp: Codable, Hashable, Sendable {
    var size: Int64
    var modified: Int64

    /// The file's stamp now; nil when it does not exist.
    init?(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        size = Int64(status.st_size)
        #if canImport(Darwin)
        modified = Int64(status.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(status.st_mtimespec.tv_nsec)
        #else
        modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        #endif
    }
}
