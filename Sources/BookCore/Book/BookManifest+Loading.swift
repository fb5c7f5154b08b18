import Foundation
import TOMLKit

extension BookManifest {
    static let syntaxError = DiagnosticMessage(id: "manifest-syntax", "book.toml is not valid TOML")
    static let unknownKey = DiagnosticMessage(id: "manifest-unknown-key", "unknown key in book.toml")
    static let badValue = DiagnosticMessage(id: "manifest-bad-value", "value of the wrong type in book.toml")
    static let unknownEnvironment = DiagnosticMessage(id: "manifest-unknown-environment", "book.toml names an environment it does not declare")
    static let badEnvironment = DiagnosticMessage(id: "manifest-bad-environment", "environment is not set up right")
    static let mdBookOnly = DiagnosticMessage(id: "manifest-mdbook-only", severity: .warning, "mdBook setting that bookgen does not use")
    static let missingPackage = DiagnosticMessage(id: "manifest-missing-package", "the environment's package folder does not exist")

    /// Reads `book.toml` in `bookFolder`, if there is one.
    ///
    /// - Returns: The manifest (the defaults where the file has problems) and every problem found.
    package static func load(bookFolder: String) -> (BookManifest, [Diagnostic]) {
        let path = BookLoader.join(bookFolder, fileName)
        if Containment.leadsOutside(path, folder: bookFolder) {
            return (BookManifest(), [Containment.outsideBookDiagnostic(path, at: FileLocation(file: path, line: 1))])
        }
        guard let data = FileManager.default.contents(atPath: path) else { return (BookManifest(), []) }
        if let problem = UTF8Text.problem(in: [UInt8](data), file: path) { return (BookManifest(), [problem]) }
        return parse(String(decoding: data, as: UTF8.self), path: path, folder: bookFolder)
    }

    static func parse(_ text: String, path: String, folder: String) -> (BookManifest, [Diagnostic]) {
        var reader = ManifestReader(path: path, folder: folder, locator: TOMLKeyLocator(text: text))
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let location = FileLocation(file: path, line: error.source.begin.line, column: error.source.begin.column)
            var diagnostic = Diagnostic(syntaxError, at: location)
            diagnostic.message = "book.toml is not valid TOML: \(error.description)"
            return (BookManifest(), [diagnostic])
        } catch {
            return (BookManifest(), [Diagnostic(syntaxError, at: FileLocation(file: path, line: 1))])
        }
        var manifest = reader.read(table)
        manifest.path = path
        return (manifest, reader.diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }
}

/// Turns book.toml's tree into a manifest, reporting each problem at the key it concerns.
private struct ManifestReader {
    let path: String
    let folder: String
    let locator: TOMLKeyLocator
    var diagnostics: [Diagnostic] = []
    /// Environments declared with a problem already reported: naming them is no further error.
    private var invalidEnvironments: Set<String> = []

    init(path: String, folder: String, locator: TOMLKeyLocator) {
        self.path = path
        self.folder = folder
        self.locator = locator
    }

    static let environmentKeys = ["modules", "package", "url", "version", "products", "imports", "aliases", "defines", "label", "optional", "example", "download-url"]

    /// bookgen's keys of `[book]` (or of `[output.bookgen]`, in a book.toml mdBook reads too).
    static let settingKeys = ["environments", "support", "download", "swift-blocks", "outputs", "hidden-files", "pass-environment", "example", "examples", "raw-html", "include-root"]
    static let bookKeys = ["title", "authors", "language", "src", "description"]
    /// mdBook keys bookgen reads no meaning from: a warning each, so a book made for mdBook builds.
    static let mdBookOnlyKeys: [String: [String]] = [
        "book": ["text-direction", "multilingual"],
        "build": ["create-missing", "use-default-preprocessors", "extra-watch-dirs"],
        "output.html": ["theme", "default-theme", "preferred-dark-theme", "curly-quotes",
                        "copy-fonts", "git-repository-icon", "cname", "live-reload-endpoint", "hash-files",
                        "sidebar-header-nav", "fold", "playground", "code"],
    ]

    mutating func read(_ root: TOMLTable) -> BookManifest {
        var manifest = BookManifest()
        checkKeys(root, allowed: ["book", "build", "environment", "chapter", "output", "preprocessor", "rust"], at: [])
        // bookgen's own settings sit at the top, or under [output.bookgen], which mdBook allows.
        var settings = root
        var settingsPath: [String] = []
        if let output = table(root, "output", at: []) {
            for name in output.keys.sorted() where name != "bookgen" && name != "html" {
                warn(at: ["output", name], "mdBook's '\(name)' renderer is not run by bookgen; [output.\(name)] is left alone")
            }
            if let html = table(output, "html", at: ["output"]) { manifest.html = readHTML(html) }
            if let bookgen = table(output, "bookgen", at: ["output"]) {
                checkKeys(bookgen, allowed: Self.settingKeys + ["environment", "chapter", "optional", "command"], at: ["output", "bookgen"])
                for key in ["environment", "chapter"] where root[key] != nil {
                    report(BookManifest.unknownKey, at: [key], "[\(key)] and [output.bookgen.\(key)] cannot both be given; keep bookgen's settings in one place")
                }
                settings = bookgen
                settingsPath = ["output", "bookgen"]
            }
        }
        if let preprocessors = table(root, "preprocessor", at: []) {
            for name in preprocessors.keys.sorted() where name != "links" && name != "index" {
                warn(at: ["preprocessor", name], "mdBook preprocessor '\(name)' is not run by bookgen")
            }
        }
        if root["rust"] != nil { warn(at: ["rust"], "[rust] is mdBook's setting for Rust code; bookgen does not use it") }

        var declaredOrder: [String] = []
        let environmentsPath = settingsPath + ["environment"]
        if let environments = table(settings, "environment", at: settingsPath) {
            manifest.environments = [:]
            for name in environments.keys {
                let keyPath = environmentsPath + [name]
                guard let body = table(environments, name, at: environmentsPath) else { continue }
                if let spec = environment(name, body, at: keyPath) { manifest.environments[name] = spec } else { invalidEnvironments.insert(name) }
                declaredOrder.append(name)
            }
            // TOMLKit sorts keys; the file's order is the author's.
            declaredOrder.sort { locator.location(of: environmentsPath + [$0], file: path).line < locator.location(of: environmentsPath + [$1], file: path).line }
            if declaredOrder.isEmpty { manifest.environments = [EnvironmentSpec.standard.name: .standard] }
        }
        if let book = table(root, "book", at: []) {
            checkKeys(book, allowed: Self.bookKeys + Self.settingKeys + (Self.mdBookOnlyKeys["book"] ?? []), at: ["book"])
            if let source = string(book, "src", at: ["book"]) {
                manifest.sourceFolder = (source, locator.location(of: ["book", "src"], file: path))
            }
            manifest.title = string(book, "title", at: ["book"])
            manifest.authors = strings(book, "authors", at: ["book"]) ?? []
            manifest.language = string(book, "language", at: ["book"]) ?? manifest.language
            manifest.description = string(book, "description", at: ["book"])
            warnAboutMdBookOnlyKeys(book, at: ["book"])
        }
        // The settings' table: [book], or [output.bookgen]; each key is read once, where it is.
        let settingsTable = settingsPath.isEmpty ? (root["book"]?.table ?? TOMLTable()) : settings
        let keysPath = settingsPath.isEmpty ? ["book"] : settingsPath
        if !settingsPath.isEmpty, let book = root["book"]?.table {
            for key in Self.settingKeys where book[key] != nil {
                report(BookManifest.unknownKey, at: ["book", key], "'\(key)' is given in [output.bookgen]; keep bookgen's settings in one place")
            }
        }
        manifest.supportModule = string(settingsTable, "support", at: keysPath)
        // The book's example helper: every environment's that does not set its own, the standard library's included.
        if let helper = table(settingsTable, "example", at: keysPath) {
            let bookHelper = exampleHelper(helper, at: keysPath + ["example"])
            for name in manifest.environments.keys where manifest.environments[name]?.exampleHelperLocation == nil {
                manifest.environments[name]?.exampleHelper = bookHelper
                manifest.environments[name]?.exampleHelperLocation = locator.location(of: keysPath + ["example"], file: path)
            }
        }
        if let style = string(settingsTable, "examples", at: keysPath) {
            if let style = BookManifest.ExampleStyle(rawValue: style) {
                manifest.exampleStyle = style
            } else {
                report(BookManifest.badValue, at: keysPath + ["examples"], "'examples' must be \"example-of\" (each example is an example(of:) call) or \"top-level\" (each chapter is one program of top-level code), not '\(style)'")
            }
        }
        if let blocks = string(settingsTable, "swift-blocks", at: keysPath) {
            if let mode = BookManifest.SwiftBlocks(rawValue: blocks) {
                manifest.swiftBlocks = mode
            } else {
                report(BookManifest.badValue, at: keysPath + ["swift-blocks"], "'swift-blocks' must be \"all\" (every Swift block is checked unless `ignore`) or \"marked\" (only ```swift check blocks), not '\(blocks)'")
            }
        }
        if let raw = string(settingsTable, "raw-html", at: keysPath) {
            if let mode = RawHTMLMode(rawValue: raw) {
                manifest.rawHTML = mode
            } else {
                report(BookManifest.badValue, at: keysPath + ["raw-html"], "'raw-html' must be \"sanitized\" (raw HTML passes, less what would run script, each removal a warning) or \"trusted\" (raw HTML passes as written, as mdBook passes it), not '\(raw)'")
            }
        }
        if let written = string(settingsTable, "include-root", at: keysPath) {
            manifest.includeRoot = includeRoot(written, at: keysPath + ["include-root"])
        }
        if let names = strings(settingsTable, "pass-environment", at: keysPath) {
            for name in names {
                guard let problem = ExampleVariables.problem(withName: name) else { continue }
                var diagnostic = Diagnostic(BookManifest.badValue, at: locator.location(ofValue: name, in: keysPath + ["pass-environment"], file: path))
                diagnostic.message = problem
                diagnostics.append(diagnostic)
            }
            manifest.passedVariables = names.filter { ExampleVariables.problem(withName: $0) == nil }
        }
        if let names = strings(settingsTable, "outputs", at: keysPath) {
            manifest.outputs = (names, locator.location(of: keysPath + ["outputs"], file: path))
        }
        for name in strings(settingsTable, "hidden-files", at: keysPath) ?? [] {
            if let normalized = BookPath.normalized(name) {
                manifest.hiddenFiles.append(normalized)
            } else {
                report(BookManifest.badValue, at: keysPath + ["hidden-files"], "'hidden-files' names paths inside the book's folder, not '\(name)'")
            }
        }
        if let name = string(settingsTable, "download", at: keysPath) {
            manifest.downloadEnvironment = known([name], in: manifest, at: keysPath + ["download"]).first
        }
        if let names = strings(settingsTable, "environments", at: keysPath) {
            manifest.defaultEnvironments = known(names, in: manifest, at: keysPath + ["environments"])
        } else if !declaredOrder.isEmpty {
            manifest.defaultEnvironments = declaredOrder.filter { manifest.environments[$0] != nil }
        }
        if let build = table(root, "build", at: []) {
            checkKeys(build, allowed: ["build-dir"] + (Self.mdBookOnlyKeys["build"] ?? []), at: ["build"])
            manifest.buildFolder = string(build, "build-dir", at: ["build"]) ?? manifest.buildFolder
            warnAboutMdBookOnlyKeys(build, at: ["build"])
        }
        let chaptersPath = settingsPath + ["chapter"]
        if let chapters = table(settings, "chapter", at: settingsPath) {
            for name in chapters.keys {
                guard let body = table(chapters, name, at: chaptersPath) else { continue }
                let keyPath = chaptersPath + [name]
                manifest.chapterLocations[name] = locator.location(of: keyPath, file: path)
                checkKeys(body, allowed: ["environments", "download"], at: keyPath)
                if let download = string(body, "download", at: keyPath) {
                    manifest.chapterDownloadEnvironments[name] = known([download], in: manifest, at: keyPath + ["download"]).first
                }
                if let names = strings(body, "environments", at: keyPath) {
                    manifest.chapterEnvironments[name] = known(names, in: manifest, at: keyPath + ["environments"])
                }
            }
        }
        // A support module of the book's own replaces bookgen's in every environment.
        if let support = manifest.supportModule {
            for spec in manifest.environments.values {
                var spec = spec
                spec.supportModule = support
                if !spec.modules.contains(support) { spec.modules.append(support) }
                if !spec.imports.contains(support) { spec.imports.append(support) }
                manifest.environments[spec.name] = spec
            }
        }
        return manifest
    }

    private mutating func environment(_ name: String, _ body: TOMLTable, at keyPath: [String]) -> EnvironmentSpec? {
        checkKeys(body, allowed: Self.environmentKeys, at: keyPath)
        var spec = EnvironmentSpec(name: name, location: locator.location(of: keyPath, file: path))
        spec.modules = strings(body, "modules", at: keyPath) ?? []
        spec.products = strings(body, "products", at: keyPath) ?? []
        spec.defines = strings(body, "defines", at: keyPath) ?? []
        spec.optional = bool(body, "optional", at: keyPath) ?? false
        spec.label = string(body, "label", at: keyPath) ?? name
        let packagePath = string(body, "package", at: keyPath)
        let url = string(body, "url", at: keyPath)
        let version = string(body, "version", at: keyPath)
        if let packagePath, url != nil {
            report(BookManifest.badEnvironment, at: keyPath + ["url"], "environment '\(name)' takes either `package` (a folder) or `url` and `version`, not both")
            _ = packagePath
            return nil
        }
        if let packagePath {
            let resolved = URL(fileURLWithPath: packagePath, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path
            spec.package = .path(resolved, written: packagePath)
            spec.packageLocation = locator.location(of: keyPath + ["package"], file: path)
            if !spec.optional, !FileManager.default.fileExists(atPath: resolved + "/Package.swift") {
                report(BookManifest.missingPackage, at: keyPath + ["package"],
                       "environment '\(name)': no SwiftPM package at '\(packagePath)', relative to the book folder; fix the path, or set `optional = true` to skip the environment where the folder is absent")
            }
        } else if let url {
            guard let version else {
                report(BookManifest.badEnvironment, at: keyPath + ["url"], "environment '\(name)': a package `url` needs an exact `version`, as in version = \"1.2.3\"")
                return nil
            }
            spec.package = .remote(url: url, version: version)
            spec.readerPackage = ReaderPackage(url: url, version: version)
            spec.packageLocation = locator.location(of: keyPath + ["url"], file: path)
            spec.versionLocation = locator.location(of: keyPath + ["version"], file: path)
        } else if version != nil {
            report(BookManifest.badEnvironment, at: keyPath + ["version"], "environment '\(name)': `version` goes with a `package` or a `url`")
        }
        if case .path? = spec.package { spec.shownVersion = version }
        if let downloadURL = string(body, "download-url", at: keyPath) {
            if case .path? = spec.package, let version {
                spec.readerPackage = ReaderPackage(url: downloadURL, version: version)
            } else {
                report(BookManifest.badEnvironment, at: keyPath + ["download-url"],
                       "environment '\(name)': `download-url` says where readers get a `package` given by folder, and needs its `version`")
            }
        }
        if spec.package != nil, spec.products.isEmpty {
            report(BookManifest.badEnvironment, at: keyPath, "environment '\(name)' takes a package but names no `products` to use from it")
            return nil
        }
        if spec.package == nil, !spec.products.isEmpty {
            report(BookManifest.badEnvironment, at: keyPath + ["products"], "environment '\(name)': `products` come from a `package` or `url`, and it names neither")
            return nil
        }
        if spec.package == nil, spec.modules.isEmpty {
            report(BookManifest.badEnvironment, at: keyPath, "environment '\(name)' names no library: give `modules` of this package, or a `package` and its `products`")
            return nil
        }
        spec.imports = strings(body, "imports", at: keyPath) ?? (spec.modules + spec.products)
        if let helper = table(body, "example", at: keyPath) {
            spec.exampleHelper = exampleHelper(helper, at: keyPath + ["example"])
            spec.exampleHelperLocation = locator.location(of: keyPath + ["example"], file: path)
        }
        if let aliases = table(body, "aliases", at: keyPath) {
            for alias in aliases.keys {
                if let target = string(aliases, alias, at: keyPath + ["aliases"]) { spec.aliases[alias] = target }
            }
        }
        return spec
    }

    /// `include-root`, relative to book.toml's folder, as an absolute path; nil, after an error at
    /// the key, unless it names a folder that holds book.toml's.
    private mutating func includeRoot(_ written: String, at keyPath: [String]) -> String? {
        let joined = written.hasPrefix("/") ? written : BookLoader.join(folder, written)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: joined, isDirectory: &isDirectory), isDirectory.boolValue,
           let real = Containment.realPath(joined), let book = Containment.realPath(folder),
           book == real || book.utf8.starts(with: (real == "/" ? "/" : real + "/").utf8) {
            return (joined as NSString).standardizingPath
        }
        report(BookManifest.badValue, at: keyPath, "'include-root' must name a folder that holds the book's folder (relative to book.toml), such as \"..\"; '\(written)' does not")
        return nil
    }

    /// An environment's `example = { function = "example", labelled = false, header = "..." }`; a
    /// key left out keeps `example(of:)`'s.
    private mutating func exampleHelper(_ table: TOMLTable, at keyPath: [String]) -> ExampleHelper {
        checkKeys(table, allowed: ["function", "labelled", "header"], at: keyPath)
        var helper = ExampleHelper.standard
        if let function = string(table, "function", at: keyPath) {
            if ExampleHelper.isIdentifier(function) {
                helper.function = function
            } else {
                report(BookManifest.badValue, at: keyPath + ["function"], "'function' must be the name of a Swift function, such as \"example\", not '\(function)'")
            }
        }
        if let labelled = bool(table, "labelled", at: keyPath) { helper.label = labelled ? "of" : nil }
        if let header = string(table, "header", at: keyPath) { helper.header = header }
        return helper
    }

    /// The names that are declared environments; each other one is reported where it is written.
    private mutating func known(_ names: [String], in manifest: BookManifest, at keyPath: [String]) -> [String] {
        if names.isEmpty {
            report(BookManifest.badEnvironment, at: keyPath, "the list of environments is empty; name at least one")
        }
        return names.filter { name in
            guard manifest.environments[name] == nil else { return true }
            if invalidEnvironments.contains(name) { return false }
            var diagnostic = Diagnostic(BookManifest.unknownEnvironment, at: locator.location(ofValue: name, in: keyPath, file: path))
            let declared = manifest.environments.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
            diagnostic.message = "unknown environment '\(name)'; book.toml declares \(declared.isEmpty ? "none" : declared)"
            diagnostics.append(diagnostic)
            return false
        }
    }

    /// `[output.html]`: the keys bookgen's site honours, and a warning for each other mdBook key.
    private mutating func readHTML(_ html: TOMLTable) -> BookManifest.HTMLOptions {
        let keyPath = ["output", "html"]
        let implemented = ["git-repository-url", "edit-url-template", "additional-css", "additional-js", "site-url", "no-section-label", "redirect",
                           "smart-punctuation", "print", "search", "mathjax-support", "input-404"]
        checkKeys(html, allowed: implemented + (Self.mdBookOnlyKeys["output.html"] ?? []), at: keyPath)
        warnAboutMdBookOnlyKeys(html, at: keyPath)
        var options = BookManifest.HTMLOptions()
        options.gitRepositoryURL = webURL(html, "git-repository-url", at: keyPath, relativeAllowed: false)
        options.editURLTemplate = webURL(html, "edit-url-template", at: keyPath, relativeAllowed: false)
        options.additionalCSS = strings(html, "additional-css", at: keyPath) ?? []
        options.additionalJS = strings(html, "additional-js", at: keyPath) ?? []
        options.siteURL = webURL(html, "site-url", at: keyPath, relativeAllowed: true)
        options.noSectionLabel = bool(html, "no-section-label", at: keyPath) ?? false
        if let name = string(html, "input-404", at: keyPath) {
            options.notFoundInput = (name, locator.location(of: keyPath + ["input-404"], file: path))
        }
        options.smartPunctuation = bool(html, "smart-punctuation", at: keyPath)
        options.mathJax = bool(html, "mathjax-support", at: keyPath) ?? false
        // `[output.html.print]` and `[output.html.search]`: `enable` is honoured (no print page, or
        // no search), and `limit-results`; bookgen's search ranks by its own rules, so the others
        // are a warning each.
        for (name, warned) in [("print", ["page-break"]),
                               ("search", ["teaser-word-count", "use-boolean-and", "boost-title", "boost-hierarchy",
                                           "boost-paragraph", "expand", "heading-split-level", "copy-js", "chapter"])] {
            guard let section = table(html, name, at: keyPath) else { continue }
            checkKeys(section, allowed: ["enable"] + (name == "search" ? ["limit-results"] : []) + warned, at: keyPath + [name])
            let enabled = bool(section, "enable", at: keyPath + [name]) ?? true
            if name == "print" { options.printEnabled = enabled } else { options.searchEnabled = enabled }
            if name == "search" {
                options.searchResultLimit = value(section, "limit-results", at: keyPath + [name], expected: "a whole number from 1 to 1000") { found in
                    found.int.flatMap { (1...1000).contains($0) ? $0 : nil }
                }
            }
            for key in warned where section[key] != nil {
                warn(at: keyPath + [name, key], "mdBook's '\(key)' in [output.html.\(name)] is not used by bookgen")
            }
        }
        if let redirects = table(html, "redirect", at: keyPath) {
            for from in redirects.keys.sorted() {
                if let to = webURL(redirects, from, at: keyPath + ["redirect"], relativeAllowed: true) { options.redirects.append((from, to)) }
            }
        }
        options.location = locator.location(of: keyPath, file: path)
        return options
    }

    /// A link the site writes into its pages: an `http` or `https` URL, or, where `relativeAllowed`,
    /// a path with no scheme; any other scheme (`javascript:`, `data:`) is an error at its key, as
    /// it is in a chapter's link.
    private mutating func webURL(_ parent: TOMLTable, _ key: String, at keyPath: [String], relativeAllowed: Bool) -> String? {
        guard let url = string(parent, key, at: keyPath) else { return nil }
        let scheme = url.prefix { $0 != ":" && $0 != "/" && $0 != "?" && $0 != "#" }
        let hasScheme = scheme.count < url.count && url[scheme.endIndex] == ":" && scheme.first?.isLetter == true
        if hasScheme ? ["http", "https"].contains(scheme.lowercased()) : relativeAllowed { return url }
        report(BookManifest.badValue, at: keyPath + [key], "'\(key)' must be an http or https URL\(relativeAllowed ? " or a path" : ""), not '\(url)'")
        return nil
    }

    private mutating func warnAboutMdBookOnlyKeys(_ table: TOMLTable, at keyPath: [String]) {
        for key in Self.mdBookOnlyKeys[keyPath.joined(separator: ".")] ?? [] where table[key] != nil {
            warn(at: keyPath + [key], "mdBook's '\(key)' in [\(keyPath.joined(separator: "."))] is not used by bookgen")
        }
    }

    private mutating func warn(at keyPath: [String], _ text: String) {
        var diagnostic = Diagnostic(BookManifest.mdBookOnly, at: locator.location(of: keyPath, file: path))
        diagnostic.message = text
        diagnostics.append(diagnostic)
    }

    private mutating func checkKeys(_ table: TOMLTable, allowed: [String], at keyPath: [String]) {
        for key in table.keys where !allowed.contains(key) {
            var diagnostic = Diagnostic(BookManifest.unknownKey, at: locator.location(of: keyPath + [key], file: path))
            let place = keyPath.isEmpty ? "at the top level" : "in [\(keyPath.joined(separator: "."))]"
            diagnostic.message = "unknown key '\(key)' \(place); known keys: \(allowed.joined(separator: ", "))"
            diagnostics.append(diagnostic)
        }
    }

    private mutating func report(_ message: DiagnosticMessage, at keyPath: [String], _ text: String) {
        var diagnostic = Diagnostic(message, at: locator.location(of: keyPath, file: path))
        diagnostic.message = text
        diagnostics.append(diagnostic)
    }

    private mutating func wrongType(_ key: String, at keyPath: [String], expected: String) {
        report(BookManifest.badValue, at: keyPath + [key], "'\(key)' must be \(expected)")
    }

    /// The value at `key`, if it is there and `read` accepts it; otherwise reports that it must be `expected`.
    private mutating func value<Value>(_ parent: TOMLTable, _ key: String, at keyPath: [String], expected: String,
                                       _ read: (any TOMLValueConvertible) -> Value?) -> Value? {
        guard let found = parent[key] else { return nil }
        guard let value = read(found) else {
            wrongType(key, at: keyPath, expected: expected)
            return nil
        }
        return value
    }

    private mutating func table(_ parent: TOMLTable, _ key: String, at keyPath: [String]) -> TOMLTable? {
        value(parent, key, at: keyPath, expected: "a table") { $0.table }
    }

    private mutating func string(_ parent: TOMLTable, _ key: String, at keyPath: [String]) -> String? {
        value(parent, key, at: keyPath, expected: "a string") { $0.string }
    }

    private mutating func bool(_ parent: TOMLTable, _ key: String, at keyPath: [String]) -> Bool? {
        value(parent, key, at: keyPath, expected: "true or false") { $0.bool }
    }

    private mutating func strings(_ parent: TOMLTable, _ key: String, at keyPath: [String]) -> [String]? {
        value(parent, key, at: keyPath, expected: "a list of strings") { found in
            found.array.flatMap { array in array.allSatisfy { $0.string != nil } ? array.compactMap(\.string) : nil }
        }
    }
}
