import BookCore
import BookHTML
import Foundation

extension SiteRenderer {
    static let missingExtraFile = DiagnosticMessage(id: "missing-extra-file", "a file [output.html] names is not in the book's folder")
    static let badRedirect = DiagnosticMessage(id: "bad-redirect", "a redirect must go from a page path of the site that no page has")
    static let redirectToNothing = DiagnosticMessage(id: "broken-redirect", "a redirect goes to a page the site does not have")

    /// What book.toml's `[output.html]` adds to the site: the style sheets and scripts every page
    /// loads (copied from the book's folder, at the path the pages name).
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
        return (files, diagnostics)
    }

    /// The redirects of book.toml's `[output.html.redirect]`, placed as mdBook places them.
    struct Redirects {
        /// A page at each old address that no page has, sending the reader on.
        var files: [OutputFile] = []
        /// For an old address with a fragment on a page that exists (`/manifest.html#examples`):
        /// a script for that chapter's page, by chapter file name, that follows the fragment.
        var pageScripts: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
    }

    /// Plans the redirects: a key is a path of the site (`/format/config.html`, from its top), with
    /// or without a fragment; its value a URL, or a path relative to the key's folder, which must
    /// name a page the site has.
    ///
    /// - Parameter generated: The files the site writes besides chapter pages (`index.html`, `print.html`).
    static func redirects(_ book: Book, plan: PagePlan, generated: Set<String>) -> Redirects {
        var result = Redirects()
        let html = book.manifest.html
        guard !html.redirects.isEmpty else { return result }
        let manifestFile = book.manifest.path ?? book.root + "/book.toml"
        let locator = TOMLKeyLocator(text: (try? String(contentsOfFile: manifestFile, encoding: .utf8)) ?? "")
        func fail(_ message: DiagnosticMessage, _ text: String, key: String) {
            var diagnostic = Diagnostic(message, at: locator.location(of: ["output", "html", "redirect", key], file: manifestFile))
            diagnostic.message = text
            result.diagnostics.append(diagnostic)
        }
        // The old addresses, each with its target and fragment targets, in book.toml's order of keys.
        var order: [String] = []
        var targets: [String: String] = [:]
        var fragments: [String: [(String, String)]] = [:]
        var valid: [(from: String, path: String, to: String)] = []
        for (from, to) in html.redirects {
            let (pathPart, fragment) = LinkResolver.split(String(from.drop { $0 == "/" }))
            guard pathPart.hasSuffix(".html"), let path = BookPath.normalized(pathPart) else {
                fail(badRedirect, "redirect from '\(from)': it must be a page path ending in .html", key: from)
                continue
            }
            if fragment == nil, plan.pagesByPath[path] != nil || generated.contains(path) {
                fail(badRedirect, "redirect from '\(from)': a page of the site is at that address; a redirect may only add a fragment (`\(from)#old-section`)", key: from)
                continue
            }
            valid.append((from, path, to))
        }
        let redirectPaths = Set(valid.map(\.path))
        for (from, path, to) in valid {
            if LinkResolver.scheme(of: to) == nil {
                let targetPath = LinkResolver.percentDecoded(LinkResolver.split(to).path)
                let directory = BookPath.directory(of: path)
                let resolved = targetPath.isEmpty ? path : BookPath.normalized(directory.isEmpty ? targetPath : directory + "/" + targetPath)
                guard let resolved, plan.pagesByPath[resolved] != nil || generated.contains(resolved) || redirectPaths.contains(resolved) else {
                    fail(redirectToNothing, "redirect from '\(from)' goes to '\(to)', \(resolved.map { "'\($0)', " } ?? "")a page the site does not have", key: from)
                    continue
                }
            }
            if targets[path] == nil && fragments[path] == nil { order.append(path) }
            if let fragment = LinkResolver.split(from).fragment {
                fragments[path, default: []].append(("#" + fragment, to))
            } else {
                targets[path] = to
            }
        }
        let chapters = Dictionary(plan.pages.map { ($0.value.htmlName, $0.key) }) { first, _ in first }
        for path in order {
            let map = fragmentMap(fragments[path] ?? [])
            if let chapter = chapters[path] {
                result.pageScripts[chapter] = fragmentScript(map)
            } else {
                // Cannot be nil: every path has a target or a fragment target.
                let target = targets[path] ?? fragments[path]!.first!.1
                result.files.append(OutputFile(path: path, text: redirectPage(to: target, fragments: map)))
            }
        }
        return result
    }

    /// A JavaScript object from `"#fragment"` to target, in the order given.
    private static func fragmentMap(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { HTMLEscape.javaScriptString($0.0) + ":" + HTMLEscape.javaScriptString($0.1) }.joined(separator: ",") + "}"
    }

    /// The script at the end of a page whose old sections moved: the address's fragment, when the
    /// map names it, sends the reader to its new place.
    private static func fragmentScript(_ map: String) -> String {
        """
        <script>
        document.addEventListener("DOMContentLoaded", function () {
          var target = (\(map))[window.location.hash];
          if (target) window.location.replace(new URL(target, window.location.href).href);
        });
        </script>

        """
    }

    /// A page that sends the reader to `target` at once, with a link for when it does not; a
    /// fragment the address carries goes along, or to its own target when `fragments` names it.
    static func redirectPage(to target: String, fragments: String = "{}") -> String {
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
            <script>
            document.addEventListener("DOMContentLoaded", function () {
              if (!window.location.hash) return;
              var target = (\(fragments))[window.location.hash], url = new URL(target || \(HTMLEscape.javaScriptString(target)), window.location.href);
              if (!target) url.hash = window.location.hash;
              window.location.replace(url.href);
            });
            </script>
            </body>
            </html>

            """
    }
}
