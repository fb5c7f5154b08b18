import Foundation

/// The files of a book's `theme/` folder, sorted by what bookgen makes of them: its own theme files
/// (`page.mustache`, `bookgen.css`, `bookgen.js`), those of mdBook's it can honour (`head.hbs`'s
/// contents in every page's head, `favicon.svg` or `favicon.png` as the icon, other top-level style
/// sheets as custom CSS), and the rest, which are mdBook's templates and scripts for its own pages
/// (`index.hbs`, `book.js`, `css/chrome.css`): one warning each, from the loader, so that `check`
/// and `build` both say it.
package struct ThemeFiles: Sendable {
    static let unused = DiagnosticMessage(id: "theme-file-unused", severity: .warning, "a file of the theme folder that bookgen does not use")
    static let headTemplate = DiagnosticMessage(id: "theme-head-template", severity: .warning, "head.hbs holds Handlebars expressions, which bookgen does not expand")

    /// bookgen's own theme files, read by `Theme.overrides`.
    package static let bookgenFiles: Set<String> = ["page.mustache", "bookgen.css", "bookgen.js"]
    /// mdBook's syntax highlighting style sheets, made for its highlighter's classes.
    static let highlightStyleSheets: Set<String> = ["highlight.css", "tomorrow-night.css", "ayu-highlight.css"]

    /// `head.hbs`, if the theme has it.
    package var head: String?
    /// `favicon.svg` and `favicon.png`, those there, as mdBook links them.
    package var favicons: [String] = []
    /// Top-level style sheets other than bookgen's and mdBook's highlighting ones, sorted.
    package var styleSheets: [String] = []
    /// The files bookgen does not use, relative to the theme folder, sorted.
    package var unused: [String] = []

    /// Reads the theme folder of the book whose book.toml is in `root`.
    package init(root: String) {
        let folder = Self.folder(root: root)
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var names: [String] = []
        while let name = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue {
                names.append(name)
            }
        }
        for name in names.sorted() {
            if Self.bookgenFiles.contains(name) { continue }
            switch name {
            case "head.hbs":
                if case .contents(let bytes) = Containment.read(folder + "/" + name, inside: root) { head = String(decoding: bytes, as: UTF8.self) }
            case "favicon.svg", "favicon.png":
                favicons.append(name)
            case _ where name.hasSuffix(".css") && !name.contains("/") && !Self.highlightStyleSheets.contains(name) && !BookPath.isHidden(name):
                styleSheets.append(name)
            default:
                unused.append(name)
            }
        }
        favicons.sort { $0.hasSuffix(".svg") && !$1.hasSuffix(".svg") }
    }

    package static func folder(root: String) -> String {
        BookLoader.join(root, "theme")
    }

    /// A warning for each file bookgen does not use, and one when head.hbs holds `{{`.
    package func diagnostics(root: String) -> [Diagnostic] {
        let folder = Self.folder(root: root)
        var diagnostics = unused.map { name in
            var diagnostic = Diagnostic(Self.unused, at: FileLocation(file: folder + "/" + name, line: 1))
            diagnostic.message = "theme/\(name) is mdBook's and not used by bookgen, which uses head.hbs, favicon.svg or favicon.png, style sheets at the top of theme/, and its own page.mustache, bookgen.css and bookgen.js"
            return diagnostic
        }
        if let head, let line = head.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(where: { $0.contains("{{") }) {
            diagnostics.append(Diagnostic(Self.headTemplate, at: FileLocation(file: folder + "/head.hbs", line: line + 1)))
        }
        return diagnostics
    }
}
