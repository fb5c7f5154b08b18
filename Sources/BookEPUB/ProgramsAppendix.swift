import BookCore

/// The EPUB's stand-in for the site's downloads and "Copy program": an appendix that holds each
/// chapter's examples as one program (the `main.swift` of the chapter's package), and a link to it
/// under each such chapter's title. An e-reader cannot unzip a package, but it can show, select
/// and copy a program.
struct ProgramsAppendix {
    static let fileName = "programs.xhtml"

    /// The chapters' downloads, in chapter order.
    let downloads: [ChapterDownload]

    /// The anchor of a chapter's program in the appendix.
    static func anchor(of download: ChapterDownload) -> String {
        "program-" + download.stem.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" }.reduce(into: "") { $0.append($1) }
    }

    /// The paragraph under a chapter's title that leads to its program.
    static func link(to download: ChapterDownload) -> String {
        "<p class=\"bg-download\">The examples of this chapter as one program: "
            + "<a href=\"\(fileName)#\(anchor(of: download))\">The programs</a>.</p>\n"
    }

    /// The appendix's body: a section per chapter, linked back to it.
    /// - Parameter chapterFiles: The EPUB file of each chapter, by its Markdown file name.
    func body(chapterFiles: [String: String]) -> String {
        var html = "<section epub:type=\"appendix\" role=\"doc-appendix\">\n<h1>The programs</h1>\n"
        html += "<p>Each chapter’s examples as one <code>main.swift</code>: the imports, the helper that starts each example, "
            + "the declarations the examples share and the examples in order. In a Swift package that depends on the library "
            + "named, <code>swift run</code> prints what the chapter’s output blocks show.</p>\n"
        for download in downloads {
            let program = ReaderProgram(chapter: download.chapter, environment: download.environment)
            let title = XHTMLDocument.escape(download.chapter.chapter.title)
            let heading = chapterFiles[download.chapter.chapter.fileName].map { "<a href=\"\(XHTMLDocument.escape($0))\">\(title)</a>" } ?? title
            let text = download.program.hasSuffix("\n") ? String(download.program.dropLast()) : download.program
            html += "<section id=\"\(Self.anchor(of: download))\">\n<h2>\(heading)</h2>\n"
            html += "<p>With \(XHTMLDocument.escape(program.libraryName))"
            if let package = download.environment.readerPackage {
                html += ", from <code>\(XHTMLDocument.escape(package.url))</code>"
            }
            html += ".</p>\n<div class=\"bg-code\"><pre><code class=\"language-swift\">\(XHTMLDocument.escape(text))</code></pre></div>\n</section>\n"
        }
        return html + "</section>\n"
    }
}
