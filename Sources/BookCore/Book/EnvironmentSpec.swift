/// One library setup that a book's snippets compile against, as `book.toml` declares it.
///
/// Modules of the book's own package are built with `swiftc` (`modules`); products of another
/// SwiftPM package come through a generated wrapper package (`package`). The support code
/// (`example(of:)`, bookgen's own or book.toml's `support` module) is added to every environment.
public struct EnvironmentSpec: Hashable, Sendable {
    /// Where an environment's external products come from.
    public enum Source: Hashable, Sendable {
        /// A package folder, already resolved to an absolute path.
        case path(String, written: String)
        /// A package by URL, at an exact version.
        case remote(url: String, version: String)
    }

    public var name: String
    /// Modules of the book's own package, built by bookgen, in any order.
    public var modules: [String]
    /// Another package whose `products` the snippets use.
    public var package: Source?
    public var products: [String]
    /// The modules every snippet imports without saying so.
    public var imports: [String]
    /// Module names that stand for others: `import RxSwift` compiles as `import RxSubjects`.
    public var aliases: [String: String]
    /// Conditions defined for the snippets and the modules bookgen builds (`-D NAME`).
    public var defines: [String]
    /// What a page names as the library examples were checked against.
    public var label: String
    /// The version pages show for a package by path (`version = "6.10.2"`); a package by URL shows
    /// its exact version, and the book's own modules a digest of their sources.
    public var shownVersion: String?
    /// Where a reader gets `products`, for the programs and packages a reader takes home: the
    /// package's own URL and version, or for a package by path, book.toml's `download-url`.
    public var readerPackage: ReaderPackage?
    /// Skip, with a note, instead of failing when the package folder is absent.
    public var optional: Bool
    /// Where book.toml declares it, for diagnostics about it.
    public var location: FileLocation?
    /// Where book.toml names the package (`package` or `url`) and its `version`: a package SwiftPM
    /// cannot resolve is reported there.
    public var packageLocation: FileLocation?
    public var versionLocation: FileLocation?
    /// The function that starts an example here (book.toml's `example`): bookgen's support code
    /// (`SupportCode`) is generated with it.
    public var exampleHelper: ExampleHelper = .standard
    /// Where book.toml sets `exampleHelper`, for diagnostics about it.
    public var exampleHelperLocation: FileLocation?
    /// The module of the book's package that replaces bookgen's support code (book.toml's
    /// `support`); it is then among `modules` and `imports`. Nil: bookgen builds `SupportCode`.
    public var supportModule: String?

    public init(
        name: String, modules: [String] = [], package: Source? = nil, products: [String] = [], imports: [String] = [],
        aliases: [String: String] = [:], defines: [String] = [], label: String? = nil, optional: Bool = false,
        location: FileLocation? = nil
    ) {
        self.name = name
        self.modules = modules
        self.package = package
        self.products = products
        self.imports = imports
        self.aliases = aliases
        self.defines = defines
        self.label = label ?? name
        self.optional = optional
        self.location = location
    }

    /// The setup of a book without book.toml: the standard library and Foundation (which a snippet
    /// imports as a reader's file would), plus the support code.
    public static let standard = EnvironmentSpec(name: "standard", label: "Swift")
}

/// A package as a reader's Package.swift names it: its public URL and exact version.
public struct ReaderPackage: Hashable, Sendable {
    public var url: String
    public var version: String

    public init(url: String, version: String) {
        self.url = url
        self.version = version
    }

    /// SwiftPM's identity of the package: the URL's last component without `.git`, as
    /// `.product(name:package:)` names it.
    public var identity: String {
        var name = url.split(separator: "/").last.map(String.init) ?? url
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name
    }
}
