import BookCore
import Foundation

/// What `serve` adds to the pages it serves, and only to those: a script that waits for the next
/// build and reloads the page, and a banner listing what failed. The built files themselves are
/// never changed, so nothing of this can reach a published site.
enum LiveReload {
    /// Where the script and the long poll live; no page of a book can take these paths.
    static let scriptPath = "/__bookgen/live-reload.js"
    static let changesPath = "/__bookgen/changes"

    /// A long poll (`Resources/live-reload.js`): asks for the version after `since` and reloads
    /// when it differs (a restarted server counts from 1 again, so any difference means the page is
    /// stale). When the server is gone, it retries every second, and reloads once the server is back.
    static let script = String(decoding: PackageResources.live_reload_js, as: UTF8.self)

    /// The banner's style (`Resources/problems.css`).
    static let bannerStyle = String(decoding: PackageResources.problems_css, as: UTF8.self)

    /// `page` with the script before `</body>` and, when something failed, the banner after `<body>`.
    static func inject(into page: [UInt8], version: Int, problems: [String]) -> [UInt8] {
        var html = String(decoding: page, as: UTF8.self)
        let script = "<script src=\"\(scriptPath)\" data-version=\"\(version)\" data-changes=\"\(changesPath)\"></script>\n"
        if let end = html.range(of: "</body>", options: .backwards) {
            html.insert(contentsOf: script, at: end.lowerBound)
        } else {
            html += script
        }
        if !problems.isEmpty, let body = html.range(of: "<body"), let close = html[body.upperBound...].firstIndex(of: ">") {
            html.insert(contentsOf: banner(problems), at: html.index(after: close))
            if let head = html.range(of: "</head>") { html.insert(contentsOf: "<style>\n\(bannerStyle)</style>\n", at: head.lowerBound) }
        }
        return Array(html.utf8)
    }

    /// The list of failures, at the top of every page, in the colours of the site's failure notes.
    static func banner(_ problems: [String]) -> String {
        let count = problems.count
        var html = "\n<div role=\"alert\" id=\"bookgen-serve-problems\"><strong>bookgen serve: \(count) problem\(count == 1 ? "" : "s")</strong><ul>"
        for problem in problems { html += "<li>\(MarkupEscape.text(problem))</li>" }
        return html + "</ul></div>\n"
    }

    /// A page for a path the book has no file for.
    static func notFound(_ path: String) -> [UInt8] {
        let html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Not found</title></head>
            <body><h1>Not found</h1><p>The book has no file at <code>\(MarkupEscape.text(path))</code>.
            <a href="/index.html">Contents</a></p></body></html>

            """
        return Array(html.utf8)
    }
}
