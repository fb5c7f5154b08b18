import BookCore
import Foundation

extension SiteRenderer {
    /// The theme with what an mdBook book's theme folder and `[output.html]` ask of every page: the
    /// theme's `head.hbs` in the head, its favicons (from the top of the site, as every page's links) and top-level style sheets linked, and no print
    /// link or search when `[output.html.print]` or `[output.html.search]` says `enable = false`.
    ///
    /// - Returns: The theme, and the files the pages now link to (favicons, style sheets).
    static func adapting(_ theme: Theme, to book: Book) -> (theme: Theme, files: [OutputFile]) {
        let themeFiles = ThemeFiles(root: book.root)
        let folder = ThemeFiles.folder(root: book.root)
        let html = book.manifest.html
        var template = theme.pageTemplate
        var files: [OutputFile] = []
        var head = ""
        for name in themeFiles.favicons {
            guard case .contents(let bytes) = Containment.read(folder + "/" + name, inside: book.root) else { continue }
            files.append(OutputFile(path: name, contents: bytes))
            head += name.hasSuffix(".svg") ? "<link rel=\"icon\" href=\"{{root}}\(name)\" type=\"image/svg+xml\">\n" : "<link rel=\"icon\" href=\"{{root}}\(name)\" type=\"image/png\">\n"
        }
        // A style sheet `additional-css` names already is linked and copied.
        for name in themeFiles.styleSheets where !html.additionalCSS.contains("theme/" + name) {
            guard case .contents(let bytes) = Containment.read(folder + "/" + name, inside: book.root) else { continue }
            files.append(OutputFile(path: "theme/" + name, contents: bytes))
            head += "<link rel=\"stylesheet\" href=\"{{root}}theme/\(name)\">\n"
        }
        if let contents = themeFiles.head {
            // The file's text as written: Mustache's delimiters are set, around it, to ones a head does not hold.
            let open = "<bookgen-head-raw|", close = "|bookgen-head-raw>"
            head += "{{=\(open) \(close)=}}" + contents + (contents.hasSuffix("\n") ? "" : "\n") + "\(open)={{ }}=\(close)"
        }
        if !head.isEmpty, let end = template.range(of: "</head>") {
            template.insert(contentsOf: head, at: end.lowerBound)
        }
        if !html.printEnabled {
            template = removing(from: "<a class=\"bg-button\" href=\"{{root}}print.html\"", through: "</a>", in: template)
        }
        if let limit = html.searchResultLimit {
            template = template.replacingOccurrences(of: "<div id=\"bg-search\" class=\"bg-search\"", with: "<div id=\"bg-search\" data-limit=\"\(limit)\" class=\"bg-search\"")
        }
        if !html.searchEnabled {
            template = removing(from: "<button type=\"button\" id=\"bg-search-button\"", through: "</button>\n", in: template)
            template = removing(from: "<div id=\"bg-search\"", through: "</div>\n", in: template)
        }
        var adapted = theme
        adapted.pageTemplate = template
        return (adapted, files)
    }

    /// `text` without the first part that starts with `start` and ends with the next `end`.
    private static func removing(from start: String, through end: String, in text: String) -> String {
        guard let opening = text.range(of: start), let closing = text.range(of: end, range: opening.upperBound..<text.endIndex) else { return text }
        var result = text
        result.removeSubrange(opening.lowerBound..<closing.upperBound)
        return result
    }

    /// The files the site leaves out as book.toml asks: the print page, the search index.
    static func isLeftOut(_ path: String, by html: BookManifest.HTMLOptions) -> Bool {
        (path == "print.html" && !html.printEnabled) || (path == "searchindex.js" && !html.searchEnabled)
    }
}
