import BookCore
import Foundation
import Mustache

/// The templates, style sheet and script of the site: embedded into bookgen (`DefaultTheme`), and
/// replaceable file by file by a `theme/` folder in the book (`page.mustache`, `bookgen.css`, `bookgen.js`).
public struct Theme: Sendable {
    /// The Mustache template of every page; see `DefaultTheme.page` for the values it receives.
    package var pageTemplate: String
    package var stylesheet: String
    package var script: String

    package init(pageTemplate: String, stylesheet: String, script: String) {
        self.pageTemplate = pageTemplate
        self.stylesheet = stylesheet
        self.script = script
    }

    /// The theme embedded into bookgen, from the files of `Theme/Resources`.
    package static let builtIn = Theme(pageTemplate: DefaultTheme.page, stylesheet: DefaultTheme.stylesheet, script: DefaultTheme.script)

    static let badTemplate = DiagnosticMessage(id: "bad-template", "the page template is not valid Mustache")

    /// The built-in theme with the files of `folder` in place of the built-in ones, and a diagnostic
    /// for each file that leads outside `bookFolder` through a symbolic link (that file is not read).
    package static func overrides(in folder: String, bookFolder: String) -> (theme: Theme, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        func read(_ name: String) -> String? {
            let path = folder + "/" + name
            switch Containment.read(path, inside: bookFolder) {
            case .contents(let bytes): return String(decoding: bytes, as: UTF8.self)
            case .missing: return nil
            case .outside:
                diagnostics.append(Containment.outsideBookDiagnostic(path, at: FileLocation(file: path, line: 1)))
                return nil
            }
        }
        let theme = Theme(
            pageTemplate: read("page.mustache") ?? builtIn.pageTemplate,
            stylesheet: read("bookgen.css") ?? builtIn.stylesheet,
            script: read("bookgen.js") ?? builtIn.script
        )
        return (theme, diagnostics)
    }

    /// The parsed page template, or a diagnostic pointing at the theme file.
    func compiledPage(themeFolder: String) -> Result<MustacheTemplate, Diagnostic> {
        do {
            return .success(try MustacheTemplate(string: pageTemplate))
        } catch {
            var diagnostic = Diagnostic(Self.badTemplate, at: FileLocation(file: themeFolder + "/page.mustache", line: 1))
            diagnostic.excerpt = ["\(error)"]
            return .failure(diagnostic)
        }
    }
}
