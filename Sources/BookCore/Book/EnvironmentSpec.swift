/// One library setup that a book's snippets compile against, as `book.toml` declares it.
///
/// Modules of the book's own package are built with `swiftc` (`modules`); products of another
/// SwiftPM package come through a generated wrapper package (`package`). The support code
/// (`example(of:)`, bookgen's own or book.toml's `support` module) is added to every environment.
package struct EnvironmentSpec: Hashable, Sendable {
    /// Where an environment's external products come from.
    package enum Source: Hashable, Sendable {
        /// A package folder, already resolved to an absolute path.
        case path(String, written: String)
        /// A package by URL, at an exact version.
        case remote(url: String, version: String)
    }

    package var name: String
    /// Modules of the book's own package, built by bookgen, in any order.
    package var modules: [String]
    /// Another package whose `products` the snippets use.
    package var package: Source?
    package var products: [String]
    /// The modules every snippet imports without saying so.
    package var imports: [String]
    /// Module names that stand for others: `import RxSwift` compiles as `import RxSubjects`.
    package var aliases: [String: String]
    /// Conditions defined for the snippets and the modules bookgen builds (`-D NAME`).
    package var defines: [String]
    /// What a page names as the library examples were checked against.
    package var label: String
    /// The version pages show for a package by path (`version = "6.10.2"`); a package by URL shows
    /// its exact version, and the book's own modules a digest of their sources.
    package var shownVersion: String?
    /// Where a reader gets `products`, for the programs and packages a reader takes home: the
    /// package's own URL and version, or for a package by path, book.toml's `download-url`.
    package var readerPackage: ReaderPackage?
    /// Skip, with a note, instead of failing when the package folder is absent.
    package var optional: Bool
    /// Where book.toml declares it, for diagnostics about it.
    package var location: FileLocation?
    /// Where book.toml names the package (`package` or `url`) and its `version`: a package SwiftPM
    /// cannot resolve is reported there.
    package var packageLocation: FileLocation?
    package var versionLocation: FileLocation?
    /// The function that starts an example here (book.toml's `example`): bookgen's support code
    /// (`SupportCode`) is generated with it.
    package var exampleHelper: ExampleHelper = .standard
    /// Where book.toml sets `exampleHelper`, for diagnostics about it.
    package var exampleHelperLocation: FileLocation?
    /// The module of the book's package that replaces bookgen's support code (book.toml's
    /// `support`); it is then among `modules` and `imports`. Nil: bookgen builds `SupportCode`.
    package var supportModule: String?

    package init(
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
    package static let standard = EnvironmentSpec(name: "standard", label: "Swift")
}

/// A package as a reader's Package.swift names it: its public URL and exact version.
package struct ReaderPackage: Hashable, Sendable {
    package var url: String
    package var version: String

    package init(url: String, version: String) {
        self.url = url
        self.version = version
    }

    /// SwiftPM's identity of the package: the URL's last component without `.git`, as
    /// `.product(name:package:)` names it.
    package var identity: String {
        var name = url.split(separator: "/").last.map(String.init) ?? url
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name
    }
}
