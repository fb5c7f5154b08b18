/// An environment as a check sees it before building anything: what decides its results, and
/// whether it can be had on this machine.
public struct PlannedEnvironment: Sendable {
    public var spec: EnvironmentSpec
    /// Changes with anything that decides what snippets compile against: sources, compiler, settings.
    public var key: String
    /// What a page shows as the version checked against: the same on every machine.
    public var version: String
    /// Why the environment is left out of this check; nil when it is checked.
    public var skipReason: String?
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
}
