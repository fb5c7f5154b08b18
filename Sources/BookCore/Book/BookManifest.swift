/// A book's `book.toml`: its title and authors, and the environments its examples are checked in.
/// Without the file, the book has one environment: the standard library, Foundation and the support code.
package struct BookManifest: Sendable {
    package static let fileName = "book.toml"

    /// The path of book.toml as diagnostics print it; nil when the book has none.
    package var path: String?
    package var title: String?
    package var authors: [String] = []
    package var language = "en"
    /// The module of the book's package that holds `example(of:)` (book.toml's `support`); every
    /// environment gets it. Nil: bookgen's own support code (`SupportCode`).
    package var supportModule: String?
    /// The folder holding the chapters, relative to book.toml (`[book] src`, mdBook's key), and
    /// where the key stands; nil when book.toml does not say.
    package var sourceFolder: (value: String, location: FileLocation)?
    /// `[book] description`: a sentence about the book, shown under its title on the index page.
    package var description: String?
    /// `include-root`: the folder `{{#include}}` may reach, holding book.toml's folder, as an
    /// absolute path; nil: the enclosing git work tree, else book.toml's folder.
    package var includeRoot: String?
    /// Which Swift blocks take part in examples (`swift-blocks`).
    package var swiftBlocks = SwiftBlocks.all
    /// `raw-html`: whether chapters' raw HTML is filtered of what would run script (the default), or trusted.
    package var rawHTML = RawHTMLMode.sanitized
    /// `pass-environment`: variables of bookgen's environment that examples see too, beyond the few
    /// every example gets (`ExampleVariables`).
    package var passedVariables: [String] = []
    /// What `[output.html]` asks of the site.
    package var html = HTMLOptions()

    /// How examples are written (`examples`).
    package var exampleStyle = ExampleStyle.exampleOf

    package enum ExampleStyle: String, Sendable {
        /// Each example is a call of the example helper, `example(of:)` by default (bookgen's rule).
        case exampleOf = "example-of"
        /// Each chapter is one program: its Swift blocks are top-level code, in reading order.
        case topLevel = "top-level"
    }

    package enum SwiftBlocks: String, Sendable {
        /// Every Swift block is checked unless marked `ignore` (bookgen's rule).
        case all
        /// Only ```` ```swift check ```` blocks are checked; the others are shown, as a guide's listings are.
        case marked
    }

    /// mdBook's `[output.html]` keys that bookgen's site honours.
    package struct HTMLOptions: Sendable {
        /// A link to the book's repository in every page's header.
        package var gitRepositoryURL: String?
        /// "Edit this page" on every chapter: `{path}` is the chapter's file from book.toml's folder.
        package var editURLTemplate: String?
        /// Files of the book (relative to book.toml) every page loads after bookgen's own.
        package var additionalCSS: [String] = []
        package var additionalJS: [String] = []
        /// Where the site is published: the 404 page's links and the EPUB's links to downloads use it.
        package var siteURL: String?
        /// `input-404`: the Markdown file, relative to the chapters' folder, that is the site's
        /// not-found page, and where book.toml names it; nil: `404.md` when an mdBook book has one.
        package var notFoundInput: (value: String, location: FileLocation)?
        /// `smart-punctuation`: curly quotes, dashes and ellipses in text; nil when book.toml does
        /// not say (on for a book in mdBook's layout, as in mdBook 0.5; off in bookgen's).
        package var smartPunctuation: Bool?
        /// `mathjax-support`: bookgen loads no MathJax, and warns once at the book's first formula.
        package var mathJax = false
        /// `[output.html.print] enable`: the print page and its link; false: neither.
        package var printEnabled = true
        /// `[output.html.search] enable`: the search button, panel and index; false: none of them.
        package var searchEnabled = true
        /// `[output.html.search] limit-results`: the most results a search lists (bookgen's own: 50).
        package var searchResultLimit: Int?
        /// No chapter numbers in the table of contents.
        package var noSectionLabel = false
        /// Old page paths and where each now is (`"/old.html" = "new.html"`), in the order written.
        package var redirects: [(from: String, to: String)] = []
        /// Where `[output.html]` stands, for errors about its files.
        package var location: FileLocation?

        package init() {}
    }

    /// Where `build` writes the book unless `--output` says otherwise (book.toml's `[build]
    /// build-dir`, mdBook's key), relative to the book folder.
    package var buildFolder = "site"
    /// Hidden files and folders the book may include and publish (`hidden-files`), relative to
    /// the folder of book.toml; every other hidden file is refused (`HiddenFiles`).
    package var hiddenFiles: [String] = []
    /// What `build` writes (`outputs`, by name: `site`, `epub`, `downloads`), and where book.toml
    /// says so; nil writes every output bookgen has.
    package var outputs: (names: [String], location: FileLocation)?
    /// Every declared environment, keyed by name.
    package var environments: [String: EnvironmentSpec] = [EnvironmentSpec.standard.name: .standard]
    /// The environments every chapter is checked in, in order; the first one's output is the one shown.
    package var defaultEnvironments = [EnvironmentSpec.standard.name]
    /// Chapters checked in other environments than the default, by file name.
    package var chapterEnvironments: [String: [String]] = [:]
    /// The environment readers' programs and downloads are made for (`[book] download`), where a
    /// chapter is checked in it; nil: each chapter's first environment a reader can fetch.
    package var downloadEnvironment: String?
    /// Chapters whose downloads are made for another environment (`[chapter."…"] download`).
    package var chapterDownloadEnvironments: [String: String] = [:]
    /// Where each chapter table stands, to report a table naming no chapter of the book.
    var chapterLocations: [String: FileLocation] = [:]

    package init() {}

    /// The names of the environments a chapter is checked in, the first one's output being the one shown.
    package func environmentNames(forChapter fileName: String) -> [String] {
        chapterEnvironments[fileName] ?? defaultEnvironments
    }

    /// Every environment some chapter uses, in the order they are first named.
    package var usedEnvironments: [EnvironmentSpec] {
        var names = defaultEnvironments
        for name in chapterEnvironments.keys.sorted().flatMap({ chapterEnvironments[$0] ?? [] }) where !names.contains(name) {
            names.append(name)
        }
        return names.compactMap { environments[$0] }
    }

    /// The environment a chapter's download and its "Copy program" texts are made for: the one
    /// book.toml names for the chapter or the book, when the chapter is checked in it and a reader
    /// can fetch its package, else the chapter's first environment a reader can fetch; nil when it
    /// has none.
    package func downloadEnvironment(forChapter fileName: String) -> EnvironmentSpec? {
        let names = environmentNames(forChapter: fileName)
        let fetchable = names.compactMap { environments[$0] }.filter { $0.readerPackage != nil && $0.supportModule == nil }
        for wanted in [chapterDownloadEnvironments[fileName], downloadEnvironment].compactMap({ $0 }) {
            if let spec = fetchable.first(where: { $0.name == wanted }) { return spec }
        }
        return fetchable.first
    }

    /// The function that starts an example in a chapter: its first environment's.
    package func exampleHelper(forChapter fileName: String) -> ExampleHelper {
        environmentNames(forChapter: fileName).first.flatMap { environments[$0]?.exampleHelper } ?? .standard
    }

    static let unknownChapter = DiagnosticMessage(id: "manifest-unknown-chapter", "book.toml configures a chapter the book does not have")
    static let helpersDiffer = DiagnosticMessage(id: "manifest-helpers-differ", "a chapter's environments start examples with different helpers")

    /// Problems that need the book's chapters to see: a chapter table for a file that is no chapter,
    /// and chapters whose environments disagree on the example helper (its examples would be read
    /// one way and run another).
    func diagnostics(chapterFileNames: Set<String>) -> [Diagnostic] {
        var diagnostics = chapterLocations.keys.sorted().filter { !chapterFileNames.contains($0) }.map { name in
            var diagnostic = Diagnostic(Self.unknownChapter, at: chapterLocations[name]!)
            diagnostic.message = "book.toml configures chapter '\(name)', which is not a chapter of the book"
            return diagnostic
        }
        var reported: Set<[String]> = []
        for name in chapterFileNames.sorted() {
            let specs = environmentNames(forChapter: name).compactMap { environments[$0] }
            guard let first = specs.first, let other = specs.first(where: { $0.exampleHelper != first.exampleHelper }),
                  reported.insert(specs.map(\.name)).inserted else { continue }
            let location = other.exampleHelperLocation ?? first.exampleHelperLocation ?? other.location ?? FileLocation(file: path ?? Self.fileName, line: 1)
            var diagnostic = Diagnostic(Self.helpersDiffer, at: location)
            func described(_ spec: EnvironmentSpec) -> String {
                "'\(spec.name)' uses `\(spec.exampleHelper.callForm)` printing \(SwiftLiteral.string(spec.exampleHelper.header))"
            }
            diagnostic.message = "chapter '\(name)' is checked in environments whose example helpers differ: \(described(first)), \(described(other)); give them the same `example`, or check the chapter in one"
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }
}
