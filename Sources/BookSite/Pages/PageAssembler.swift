import BookCore
import BookHTML
import Mustache

/// Puts rendered chapters into the page template: chapter pages, the index and the print page,
/// and writes the shared sidebar that every page loads.
struct PageAssembler {
    let book: Book
    let pages: [String: PagePlan.Page]
    let template: MustacheTemplate
    let verdicts: PageVerdicts
    /// The book's EPUB in the output folder, linked from the index page.
    var epubFile: String? = nil
    /// Each chapter's package in the output folder, by chapter file name, linked from its page and the index.
    var downloads: [String: String] = [:]
    /// The contents page: `index.html`, or `toc.html` when `index.html` is a chapter's.
    var contentsPage = "index.html"
    /// Scripts a chapter's page carries at its end, by chapter file name: the fragment redirects
    /// book.toml's `[output.html.redirect]` gives for the page.
    var pageScripts: [String: String] = [:]

    static let generator = "bookgen"

    private func page(of chapter: Chapter) -> PagePlan.Page {
        // Cannot be nil: the builder names every chapter's page before assembling.
        pages[chapter.fileName]!
    }

    func chapterPage(_ index: Int, rendered: RenderedChapter) -> OutputFile {
        let chapter = book.chapters[index]
        let target = page(of: chapter)
        let toc: [[String: Any]] = rendered.headings.filter { $0.level == 2 || $0.level == 3 }.map {
            ["id": $0.id, "text": $0.text, "isSub": $0.level == 3]
        }
        var context = baseContext(title: chapter.pageTitle ?? "\(chapter.title) · \(book.title)", file: target.htmlName,
                                  content: rendered.html + (pageScripts[chapter.fileName] ?? ""), root: target.pathToRoot)
        context["header"] = rendered.header + (downloads[chapter.fileName].map { Self.downloadLink(target.pathToRoot + $0) } ?? "")
        if let url = editURL(of: chapter) { context["editURL"] = url }
        context["hasPageToc"] = toc.count > 1
        context["pageToc"] = toc
        func href(_ path: String) -> String { BookPath.relative(path, from: target.pageDirectory) }
        let previous: [String: Any] = index == 0
            ? ["href": href(contentsPage), "title": "Contents"]
            : ["href": href(page(of: book.chapters[index - 1]).htmlName), "title": book.chapters[index - 1].title]
        context["previous"] = previous
        if index + 1 < book.chapters.count {
            context["next"] = ["href": href(page(of: book.chapters[index + 1]).htmlName), "title": book.chapters[index + 1].title]
        }
        context["hasPager"] = true
        return OutputFile(path: target.htmlName, text: template.render(context))
    }

    func indexPage() -> OutputFile {
        var html = "<h1 id=\"top\">\(HTMLEscape.text(book.title))</h1>\n"
        if let description = book.manifest.description {
            html += "<p class=\"bg-description\">\(HTMLEscape.text(description))</p>\n"
        }
        html += "<p class=\"bg-lead\">\(HTMLEscape.text(verificationSummary))</p>\n"
        html += "<nav class=\"bg-index-toc\" aria-label=\"Table of contents\">\n<h2 id=\"contents\">Contents</h2>\n"
        html += contentsList(headingLevel: 3)
        html += "</nav>\n<p><a href=\"print.html\">The whole book on one page</a>, for printing or reading offline in one go.</p>\n"
        if let epubFile {
            html += "<p><a href=\"\(HTMLEscape.text(epubFile))\" type=\"application/epub+zip\">The book as an EPUB</a>, for e-readers.</p>\n"
        }
        html += downloadsList()
        var context = baseContext(title: book.title, file: contentsPage, content: html)
        if let first = book.chapters.first {
            context["next"] = ["href": page(of: first).htmlName, "title": first.title]
            context["hasPager"] = true
        }
        return OutputFile(path: contentsPage, text: template.render(context))
    }

    /// Under a chapter's title: its package, which prints what the page prints.
    static func downloadLink(_ archive: String) -> String {
        "<p class=\"bg-download\"><a href=\"\(HTMLEscape.text(archive))\" type=\"application/zip\" download>Download this chapter’s code</a>:"
            + " a Swift package that runs the chapter’s examples and prints what this page shows.</p>\n"
    }

    /// The index's list of chapter packages, in chapter order; empty when there are none.
    private func downloadsList() -> String {
        let chapters = book.chapters.filter { downloads[$0.fileName] != nil }
        guard !chapters.isEmpty else { return "" }
        var html = "<h2 id=\"code\">The code</h2>\n<p>Each chapter’s examples as a Swift package: unzip it and <code>swift run</code>, or open it in Xcode.</p>\n<ul class=\"bg-downloads\">\n"
        for chapter in chapters {
            // Cannot be nil: filtered above.
            html += "<li><a href=\"\(HTMLEscape.text(downloads[chapter.fileName]!))\" type=\"application/zip\" download>\(HTMLEscape.text(chapter.title))</a></li>\n"
        }
        return html + "</ul>\n"
    }

    /// `404.html`: what a server shows for an address with no page behind it (GitHub Pages and most
    /// static hosts serve it by that name). With the script, it guesses the chapter the address
    /// meant. A reader of the site's folder (`file://`) never sees it: the browser shows its own
    /// error for a missing file, and no page can replace that.
    ///
    /// - Parameter written: The book's own not-found page (mdBook's `404.md`), rendered: its
    ///   content, then the guess; nil: bookgen's page, which lists the chapters.
    func notFoundPage(_ written: RenderedChapter? = nil) -> OutputFile {
        var context: [String: Any]
        if let written, let chapter = book.notFoundChapter {
            // As mdBook shows it: the page as written; the sidebar lists the chapters.
            let html = written.header + written.html + "<p id=\"bg-not-found-guess\" hidden></p>\n"
            context = baseContext(title: chapter.pageTitle ?? "\(chapter.title) · \(book.title)", file: "404.html", content: html)
        } else {
            var html = "<h1 id=\"top\">Page not found</h1>\n<div id=\"bg-not-found\">\n"
            html += "<p>There is no page at this address in <cite>\(HTMLEscape.text(book.title))</cite>: it may have been renamed or removed.</p>\n"
            html += "<p id=\"bg-not-found-guess\" hidden></p>\n"
            html += "<p>Every chapter is listed below; search (the magnifier at the top) finds any word of the book.</p>\n</div>\n"
            html += "<nav class=\"bg-index-toc\" aria-label=\"Table of contents\">\n<h2 id=\"contents\">Contents</h2>\n"
            html += contentsList(headingLevel: 3)
            html += "</nav>\n"
            context = baseContext(title: "Page not found · \(book.title)", file: "404.html", content: html)
        }
        // A server shows this page at any missing address, however deep: `site-url` anchors its links
        // (mdBook's default, the server's top, when the book's own page says nothing).
        let site = book.manifest.html.siteURL ?? (written == nil ? nil : "/")
        if let site { context["baseURL"] = site.hasSuffix("/") ? site : site + "/" }
        return OutputFile(path: "404.html", text: template.render(context))
    }

    /// The print page, to be filled with each chapter's part as it is rendered (`PrintPage.add`).
    ///
    /// - Parameter headings: Each chapter's headings with their print-page ids: the page's table of
    ///   contents, which comes before the chapters, is written from them.
    func printPage(headings: [[PageHeading]], capacity: Int) -> PrintPage {
        var head = "<h1 id=\"top\">\(HTMLEscape.text(book.title))</h1>\n"
        head += printContents(headings)
        var context = baseContext(title: book.title, file: "print.html", content: Self.contentMarker)
        context["isPrint"] = true
        // The template around a marker, when it shows the content once and unescaped (the marker's `<`
        // would be escaped otherwise); then the page's bytes are the two sides and the book between.
        let shell = Array(template.render(context).utf8)
        let marker = Array(Self.contentMarker.utf8)
        let found = shell.indices.dropLast(marker.count - 1).filter { shell[$0] == marker[0] && shell[$0..<($0 + marker.count)].elementsEqual(marker) }
        let openings = book.chapters.map(sectionOpening)
        guard found.count == 1, let start = found.first else {
            // The template shows the content another way: the whole content goes through it at the end.
            return PrintPage(openings: openings, head: Array(head.utf8), template: (template, context))
        }
        return PrintPage(openings: openings, head: Array(shell[..<start]) + Array(head.utf8),
                         tail: Array(shell[(start + marker.count)...]), capacity: capacity)
    }

    /// Stands for the print page's content in its template; titles are escaped, so only the template can hold it raw.
    private static let contentMarker = "<bookgen-print-content/>"

    private func sectionOpening(_ chapter: Chapter) -> String {
        "<section class=\"bg-chapter\" id=\"\(HTMLEscape.text(page(of: chapter).stem))\">\n"
    }

    /// The print page's table of contents, on its first page under the title: each chapter and its
    /// sections, linked to where they stand on the same page.
    private func printContents(_ headings: [[PageHeading]]) -> String {
        var html = "<nav class=\"bg-print-toc\" aria-label=\"Table of contents\">\n<h2 id=\"contents\">Contents</h2>\n<ol>\n"
        for (chapter, chapterHeadings) in zip(book.chapters, headings) {
            html += "<li><a href=\"#\(HTMLEscape.text(page(of: chapter).stem))\">\(HTMLEscape.text(chapter.title))</a>"
            let sections = chapterHeadings.filter { $0.level == 2 }
            if !sections.isEmpty {
                html += "\n<ol>\n"
                for section in sections {
                    html += "<li><a href=\"#\(HTMLEscape.text(section.id))\">\(HTMLEscape.text(section.text))</a></li>\n"
                }
                html += "</ol>\n"
            }
            html += "</li>\n"
        }
        return html + "</ol>\n</nav>\n"
    }

    /// `toc.js`: the sidebar's list, shared by every page instead of repeated in each.
    func sidebarScript() -> String {
        "window.bookgenTOC = \(HTMLEscape.javaScriptString(contentsList(headingLevel: nil)));\n"
    }

    /// The table of contents as SUMMARY.md gives it: parts (headings on the index page, labels in the
    /// sidebar), numbered chapters (nested under their parent: `1.2`), unnumbered prefix and suffix
    /// chapters, drafts (listed, not linked) and separators.
    private func contentsList(headingLevel: Int?) -> String {
        var list = ContentsList(headingLevel: headingLevel, showsNumbers: !book.manifest.html.noSectionLabel)
        let titles = Dictionary(book.chapters.map { ($0.fileName, $0.title) }) { first, _ in first }
        for item in book.outline {
            switch item {
            case .part(let name):
                list.part(name)
            case .separator:
                list.separator()
            case .chapter(let fileName, let number):
                guard let title = titles[fileName], let page = pages[fileName] else { continue }
                list.entry(number: number, body: "<a href=\"\(HTMLEscape.text(page.htmlName))\">", title: title, closing: "</a>")
            case .draft(let title, let number):
                list.entry(number: number, body: "<span class=\"bg-toc-draft\">", title: title, closing: "</span>")
            }
        }
        return list.finished()
    }

    private var verificationSummary: String {
        let total = verdicts.statuses.count
        let verified = verdicts.statuses.values.filter { $0 == .verified }.count
        guard let libraries = PageVerdicts.sentence(verdicts.libraries), total > 0 else {
            return "The examples of this build were not checked."
        }
        if verified == total {
            return "Every example and compile-fail check in this book (\(total)) was compiled and run against \(libraries), and printed what the page shows."
        }
        return "\(verified) of \(total) examples and compile-fail checks passed against \(libraries); the others are marked on their pages."
    }

    /// - Parameter root: The way from the page's folder to the top of the site (`../`), before every
    ///   link the template writes to a file of the site.
    private func baseContext(title: String, file: String, content: String, root: String = "") -> [String: Any] {
        let html = book.manifest.html
        var context: [String: Any] = ["pageTitle": title, "bookTitle": book.title, "pageFile": file, "content": content, "generator": Self.generator,
                                      "root": root, "isNested": !root.isEmpty, "contentsPage": contentsPage]
        if !html.additionalCSS.isEmpty { context["additionalCSS"] = html.additionalCSS }
        if !html.additionalJS.isEmpty { context["additionalJS"] = html.additionalJS }
        if let url = html.gitRepositoryURL { context["repositoryURL"] = url }
        return context
    }

    /// "Edit this page": book.toml's `edit-url-template` with `{path}` the chapter's file from the
    /// folder of book.toml (`src/guide/intro.md`), as mdBook fills it.
    func editURL(of chapter: Chapter) -> String? {
        guard let template = book.manifest.html.editURLTemplate else { return nil }
        let source = book.folder == book.root ? "" : String(book.folder.dropFirst(book.root.count).drop { $0 == "/" })
        return template.replacingOccurrences(of: "{path}", with: source.isEmpty ? chapter.fileName : source + "/" + chapter.fileName)
    }
}
