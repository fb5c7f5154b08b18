import BookCore
import BookHTML
import Foundation

extension SiteRenderer {
    static let missingExtraFile = DiagnosticMessage(id: "missing-extra-file", "a file [output.html] names is not in the book's folder")
    static let badRedirect = DiagnosticMessage(id: "bad-redirect", "a redirect must go from a page path of the site that no page has")

    /// What book.toml's `[output.html]` adds to the site: the style sheets and scripts every page
    /// loads (copied from the book's folder, at the path the pages name), and a small page at each
    /// old address that sends the reader on (`redirect`).
    static func htmlOptionFiles(_ book: Book, taken: Set<String>) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        let html = book.manifest.html
        let location = html.location ?? FileLocation(file: book.manifest.path ?? book.root, line: 1)
        var files: [OutputFile] = []
        var diagnostics: [Diagnostic] = []
        for extra in html.additionalCSS + html.additionalJS {
            guard let normalized = BookPath.normalized(extra), normalized == extra, !BookPath.isHidden(normalized), !taken.contains(normalized),
                  case .contents(let data) = Containment.read(book.root + "/" + extra, inside: book.root) else {
                var diagnostic = Diagnostic(missingExtraFile, at: location)
                diagnostic.message = "'\(extra)' is not a file of the book's folder (given relative to book.toml, without `..`, not hidden), or it has the name of a page bookgen writes"
                diagnostics.append(diagnostic)
                continue
            }
            files.append(OutputFile(path: normalized, contents: data))
        }
        for (from, to) in html.redirects {
            let path = String(from.drop { $0 == "/" })
            guard path.hasSuffix(".html"), let normalized = BookPath.normalized(path), !taken.contains(normalized) else {
                var diagnostic = Diagnostic(badRedirect, at: location)
                diagnostic.message = "redirect from '\(from)': it must be a page path ending in .html that no page of the site has"
                diagnostics.append(diagnostic)
                continue
            }
            files.append(OutputFile(path: normalized, text: redirectPage(to: to)))
        }
        return (files, diagnostics)
    }

    /// A page that sends the reader to `target` at once, with a link for when it does not.
    static func redirectPage(to target: String) -> String {
        let escaped = HTMLEscape.text(target)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Moved</title>
            <meta http-equiv="refresh" content="0; url=\(escaped)">
            <link rel="canonical" href="\(escaped)">
            </head>
            <body>
            <p>This page has moved to <a href="\(escaped)">\(escaped)</a>.</p>
            </body>
            </html>

            """
    }
}
