import Foundation
import Testing
@testable import BookCore

/// book.toml: what it declares, and each mistake reported at its line and column.
struct ManifestTests {
    func parse(_ text: String) -> (BookManifest, [String]) {
        let (manifest, diagnostics) = BookManifest.parse(text, path: "book.toml", folder: "/tmp/book")
        return (manifest, diagnostics.map(\.headline))
    }

    @Test func withoutAFileTheBookHasTheStandardLibraryAndTheSupportCode() throws {
        let (manifest, diagnostics) = BookManifest.load(bookFolder: "/no/such/folder")
        #expect(diagnostics.isEmpty)
        #expect(manifest.path == nil)
        #expect(manifest.defaultEnvironments == ["standard"])
        #expect(manifest.supportModule == nil)
        #expect(manifest.buildFolder == "site")
        let standard = try #require(manifest.environments["standard"])
        #expect(standard.modules.isEmpty && standard.package == nil && standard.imports.isEmpty)
        #expect(standard.supportModule == nil)
        #expect(standard.label == "Swift")
    }

    @Test func supportNamesAModuleOfTheBooksPackageForEveryEnvironment() throws {
        let (manifest, diagnostics) = parse("""
            [book]
            support = "MySupport"

            [build]
            build-dir = "../public"

            [environment.local]
            modules = ["RxSubjects"]

            [environment.remote]
            url = "https://github.com/apple/swift-collections"
            version = "1.6.0"
            products = ["Collections"]
            """)
        #expect(diagnostics.isEmpty)
        #expect(manifest.buildFolder == "../public")
        for name in ["local", "remote"] {
            let spec = try #require(manifest.environments[name])
            #expect(spec.supportModule == "MySupport")
            #expect(spec.modules.last == "MySupport")
            #expect(spec.imports.last == "MySupport")
        }
        let remote = try #require(manifest.environments["remote"])
        #expect(remote.packageLocation == FileLocation(file: "book.toml", line: 11, column: 1))
        #expect(remote.versionLocation == FileLocation(file: "book.toml", line: 12, column: 1))
    }

    @Test func environmentsChaptersAndTheSupportModule() throws {
        let (manifest, diagnostics) = parse("""
            [book]
            title = "T"
            authors = ["A", "B"]
            environments = ["remote", "local"]

            [environment.local]
            modules = ["RxSubjects"]
            aliases = { RxSwift = "RxSubjects", "Rx.Relay" = 'RxRelays' }

            [environment.remote]
            url = "https://github.com/OpenCombine/OpenCombine"
            version = "0.14.0"
            products = ["OpenCombine"]
            imports = []

            [chapter."10-combine.md"]
            environments = ["remote"]
            """)
        #expect(diagnostics.isEmpty)
        #expect(manifest.title == "T")
        #expect(manifest.authors == ["A", "B"])
        #expect(manifest.environmentNames(forChapter: "01-a.md") == ["remote", "local"])
        #expect(manifest.environmentNames(forChapter: "10-combine.md") == ["remote"])
        let local = try #require(manifest.environments["local"])
        #expect(local.modules == ["RxSubjects"])
        #expect(local.imports == ["RxSubjects"])
        #expect(local.supportModule == nil)
        #expect(local.aliases == ["RxSwift": "RxSubjects", "Rx.Relay": "RxRelays"])
        let remote = try #require(manifest.environments["remote"])
        #expect(remote.package == .remote(url: "https://github.com/OpenCombine/OpenCombine", version: "0.14.0"))
        #expect(remote.imports == [])
        #expect(remote.modules == [])
    }

    @Test func withoutABookListTheEnvironmentsComeInTheFilesOrder() {
        let (manifest, diagnostics) = parse("""
            [environment.zeta]
            modules = ["A"]

            [environment.alpha]
            modules = ["B"]
            """)
        #expect(diagnostics.isEmpty)
        #expect(manifest.defaultEnvironments == ["zeta", "alpha"])
    }

    @Test func mistakesAreReportedWhereTheyAreWritten() {
        let (_, diagnostics) = parse("""
            [book]
            environments = "local"
            titel = "T"

            [environment.local]
            modules = ["A"]
            optional = "yes"
            url = "https://example.com/x"

            [environment.both]
            package = "../x"
            url = "https://example.com/y"
            version = "1.0.0"
            products = ["X"]

            [environment.nothing]
            label = "N"

            [chapter."a.md"]
              environments = [
                "local",
                "nope",
              ]
            pages = 3
            """)
        #expect(diagnostics == [
            "book.toml:2:1: error: 'environments' must be a list of strings [manifest-bad-value]",
            "book.toml:3:1: error: unknown key 'titel' in [book]; known keys: title, authors, language, src, description, environments, support, download, swift-blocks, outputs, hidden-files, pass-environment, example, examples, raw-html, include-root, text-direction, multilingual [manifest-unknown-key]",
            "book.toml:7:1: error: 'optional' must be true or false [manifest-bad-value]",
            "book.toml:8:1: error: environment 'local': a package `url` needs an exact `version`, as in version = \"1.2.3\" [manifest-bad-environment]",
            "book.toml:12:1: error: environment 'both' takes either `package` (a folder) or `url` and `version`, not both [manifest-bad-environment]",
            "book.toml:16:1: error: environment 'nothing' names no library: give `modules` of this package, or a `package` and its `products` [manifest-bad-environment]",
            "book.toml:22:5: error: unknown environment 'nope'; book.toml declares none [manifest-unknown-environment]",
            "book.toml:24:1: error: unknown key 'pages' in [chapter.a.md]; known keys: environments, download [manifest-unknown-key]",
        ])
    }

    @Test func anEnvironmentSetsItsExampleHelper() {
        let (manifest, diagnostics) = parse("""
            [environment.playground]
            modules = ["RxSubjects"]
            example = { function = "example", labelled = false, header = "\\n--- %s example ---" }

            [environment.plain]
            modules = ["RxSubjects"]

            [environment.bad]
            modules = ["RxSubjects"]
            example = { function = "let", arity = 2 }
            """)
        #expect(manifest.environments["playground"]?.exampleHelper == ExampleHelper(function: "example", label: nil, header: "\n--- %s example ---"))
        #expect(manifest.environments["playground"]?.exampleHelper.header(for: "Name") == "\n--- Name example ---")
        #expect(manifest.environments["plain"]?.exampleHelper == .standard)
        #expect(diagnostics == [
            "book.toml:10:13: error: 'function' must be the name of a Swift function, such as \"example\", not 'let' [manifest-bad-value]",
            "book.toml:10:31: error: unknown key 'arity' in [environment.bad.example]; known keys: function, labelled, header [manifest-unknown-key]",
        ])
    }

    @Test func aTOMLSyntaxErrorNamesItsLineAndColumn() {
        let (manifest, diagnostics) = parse("[book]\ntitle = \n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("book.toml:2:9: error: book.toml is not valid TOML:") == true)
        #expect(manifest.defaultEnvironments == ["standard"])
    }

    @Test func theLocatorFindsDottedQuotedAndInlineKeys() {
        let locator = TOMLKeyLocator(text: """
            top = 1
            [a.b]
              "quoted key" = 2
            c.d = { e = "x, y", 'f' = 3 }
            """)
        #expect(locator.location(of: ["top"], file: "f").line == 1)
        #expect(locator.location(of: ["a", "b"], file: "f").line == 2)
        let quoted = locator.location(of: ["a", "b", "quoted key"], file: "f")
        #expect((quoted.line, quoted.column) == (3, 3))
        #expect(locator.location(of: ["a", "b", "c", "d"], file: "f").line == 4)
        let inline = locator.location(of: ["a", "b", "c", "d", "f"], file: "f")
        #expect((inline.line, inline.column) == (4, 21))
        #expect(locator.location(of: ["a", "b", "missing"], file: "f").line == 2)
    }
}

/// One book.toml for mdBook and bookgen: bookgen's settings under [output.bookgen], the
/// [output.html] keys the site honours, and a warning (never an error) for each mdBook key bookgen
/// does not use.
struct MdBookManifestTests {
    func parse(_ text: String) -> (BookManifest, [String]) {
        let (manifest, diagnostics) = BookManifest.parse(text, path: "book.toml", folder: "/tmp/book")
        return (manifest, diagnostics.map(\.headline))
    }

    @Test func bookgensSettingsMayLiveUnderOutputBookgen() throws {
        let (manifest, diagnostics) = parse("""
            [book]
            title = "Guide"
            src = "src"

            [output.html]

            [output.bookgen]
            optional = true
            environments = ["collections"]
            swift-blocks = "marked"

            [output.bookgen.environment.collections]
            url = "https://github.com/apple/swift-collections"
            version = "1.6.0"
            products = ["Collections"]

            [output.bookgen.chapter."intro.md"]
            environments = ["collections"]
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(manifest.defaultEnvironments == ["collections"])
        #expect(manifest.swiftBlocks == .marked)
        #expect(manifest.environments["collections"]?.products == ["Collections"])
        #expect(manifest.environments["collections"]?.location?.line == 12)
        #expect(manifest.chapterEnvironments["intro.md"] == ["collections"])
        #expect(manifest.sourceFolder?.value == "src")
    }

    @Test func theHTMLKeysTheSiteHonoursAreRead() throws {
        let (manifest, diagnostics) = parse("""
            [output.html]
            git-repository-url = "https://example.com/guide"
            edit-url-template = "https://example.com/guide/edit/main/{path}"
            additional-css = ["theme/extra.css"]
            additional-js = ["theme/extra.js"]
            site-url = "/guide/"
            no-section-label = true

            [output.html.redirect]
            "/old.html" = "new.html"
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(manifest.html.gitRepositoryURL == "https://example.com/guide")
        #expect(manifest.html.editURLTemplate == "https://example.com/guide/edit/main/{path}")
        #expect(manifest.html.additionalCSS == ["theme/extra.css"] && manifest.html.additionalJS == ["theme/extra.js"])
        #expect(manifest.html.siteURL == "/guide/" && manifest.html.noSectionLabel)
        #expect(manifest.html.redirects.map { "\($0.from) \($0.to)" } == ["/old.html new.html"])
    }

    @Test func mdBookKeysBookgenDoesNotUseAreWarningsAndUnknownKeysErrors() {
        let (_, diagnostics) = parse("""
            [book]
            text-direction = "ltr"

            [build]
            create-missing = false

            [rust]
            edition = "2021"

            [preprocessor.katex]

            [output.html]
            mathjax-support = true
            colour = "red"

            [output.linkcheck]

            [output.bookgen]
            optional = true
            """)
        #expect(diagnostics == [
            "book.toml:2:1: warning: mdBook's 'text-direction' in [book] is not used by bookgen [manifest-mdbook-only]",
            "book.toml:5:1: warning: mdBook's 'create-missing' in [build] is not used by bookgen [manifest-mdbook-only]",
            "book.toml:7:1: warning: [rust] is mdBook's setting for Rust code; bookgen does not use it [manifest-mdbook-only]",
            "book.toml:10:1: warning: mdBook preprocessor 'katex' is not run by bookgen [manifest-mdbook-only]",
            "book.toml:14:1: error: unknown key 'colour' in [output.html]; known keys: git-repository-url, edit-url-template, additional-css, additional-js, site-url, no-section-label, redirect, smart-punctuation, print, search, mathjax-support, input-404, theme, default-theme, preferred-dark-theme, curly-quotes, copy-fonts, git-repository-icon, cname, live-reload-endpoint, hash-files, sidebar-header-nav, fold, playground, code [manifest-unknown-key]",
            "book.toml:16:1: warning: mdBook's 'linkcheck' renderer is not run by bookgen; [output.linkcheck] is left alone [manifest-mdbook-only]",
        ])
    }

    /// Issue 31 (weak): a book.toml that is not UTF-8 is an error at its bad byte, not read with U+FFFD.
    @Test func aManifestThatIsNotUTF8IsAnErrorAtItsBadByte() throws {
        let folder = NSTemporaryDirectory() + "bookgen-manifest-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Array("[book]\ntitle = \"Caf".utf8) + [0xE9] + Array("\"\n".utf8)).write(to: URL(fileURLWithPath: folder + "/book.toml"))
        let (manifest, diagnostics) = BookManifest.load(bookFolder: folder)
        #expect(diagnostics.map(\.headline) == ["\(folder)/book.toml:2:13: error: file is not valid UTF-8; save it as UTF-8 [not-utf8]"])
        #expect(manifest.title == nil)
    }

    /// Issue 31: a book.toml link the pages carry takes http(s) only (or a path, where mdBook takes one).
    @Test func linksInOutputHTMLMustBeWebURLs() {
        let (manifest, diagnostics) = parse("""
            [output.html]
            git-repository-url = "javascript:alert(1)"
            edit-url-template = "https://example.com/edit/{path}"
            site-url = "/guide/"

            [output.html.redirect]
            "/old.html" = "data:text/html,hi"
            "/moved.html" = "new/index.html"
            "/away.html" = "HTTPS://example.com/"
            """)
        #expect(diagnostics == [
            "book.toml:2:1: error: 'git-repository-url' must be an http or https URL, not 'javascript:alert(1)' [manifest-bad-value]",
            "book.toml:7:1: error: '/old.html' must be an http or https URL or a path, not 'data:text/html,hi' [manifest-bad-value]",
        ])
        #expect(manifest.html.gitRepositoryURL == nil)
        #expect(manifest.html.editURLTemplate == "https://example.com/edit/{path}")
        #expect(manifest.html.siteURL == "/guide/")
        #expect(manifest.html.redirects.map(\.from) == ["/away.html", "/moved.html"])
    }

    @Test func settingsInBothPlacesAreAnError() {
        let (_, diagnostics) = parse("""
            [book]
            environments = ["standard"]

            [output.bookgen]
            swift-blocks = "some"
            """)
        #expect(diagnostics == [
            "book.toml:2:1: error: 'environments' is given in [output.bookgen]; keep bookgen's settings in one place [manifest-unknown-key]",
            "book.toml:5:1: error: 'swift-blocks' must be \"all\" (every Swift block is checked unless `ignore`) or \"marked\" (only ```swift check blocks), not 'some' [manifest-bad-value]",
        ])
    }
}
