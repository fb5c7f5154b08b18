import BookCore
import BookHTML

/// The XHTML documents of the EPUB that are not chapters' text: the page around every chapter,
/// the title page and the navigation document. No script anywhere: an e-reader needs none.
enum XHTMLDocument {
    /// A whole content document around `body`.
    ///
    /// - Parameters:
    ///   - title: The document's `<title>`.
    ///   - language: A BCP 47 tag, from book.toml.
    ///   - bodyType: The `epub:type` of `<body>`, if any (`frontmatter`, `bodymatter`).
    static func page(title: String, language: String, bodyType: String? = nil, body: String) -> String {
        let lang = escape(language)
        var xhtml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="\(lang)" xml:lang="\(lang)">
            <head>
            <meta charset="utf-8"/>
            <title>\(escape(title))</title>
            <link rel="stylesheet" type="text/css" href="bookgen.css"/>
            </head>

            """
        xhtml += bodyType.map { "<body epub:type=\"\(escape($0))\">\n" } ?? "<body>\n"
        xhtml += body
        xhtml += "</body>\n</html>\n"
        return xhtml
    }

    /// A chapter: its heading and text in one `section`.
    static func chapter(_ chapter: XHTMLChapter, bookTitle: String, language: String) -> String {
        let body = "<section epub:type=\"chapter\" role=\"doc-chapter\">\n" + chapter.header + chapter.body + "</section>\n"
        return page(title: "\(chapter.title) · \(bookTitle)", language: language, bodyType: "bodymatter", body: body)
    }

    /// The title page: the title, the authors, and what was verified.
    static func titlePage(title: String, authors: [String], summary: String, language: String) -> String {
        var body = "<section class=\"bg-title-page\" epub:type=\"titlepage\">\n<h1>\(escape(title))</h1>\n"
        if !authors.isEmpty {
            body += "<p class=\"bg-authors\">\(escape(authors.joined(separator: ", ")))</p>\n"
        }
        body += "<p class=\"bg-summary\">\(escape(summary))</p>\n</section>\n"
        return page(title: title, language: language, bodyType: "frontmatter", body: body)
    }

    /// The navigation document: the table of contents (parts, chapters and their sections) and
    /// the landmarks reading systems jump to.
    /// - Parameter appendix: A document after the chapters, listed last.
    static func navigation(title: String, chapters: [XHTMLChapter], appendix: (href: String, title: String)? = nil, language: String) -> String {
        var body = "<nav epub:type=\"toc\" id=\"toc\" role=\"doc-toc\">\n<h1>Contents</h1>\n<ol>\n"
        var index = 0
        while index < chapters.count {
            if let part = chapters[index].part {
                body += "<li><span class=\"bg-part\">\(escape(part))</span>\n<ol>\n"
                while index < chapters.count, chapters[index].part == part {
                    body += entry(chapters[index])
                    index += 1
                }
                body += "</ol>\n</li>\n"
            } else {
                body += entry(chapters[index])
                index += 1
            }
        }
        if let appendix {
            body += "<li><a href=\"\(escape(appendix.href))\">\(escape(appendix.title))</a></li>\n"
        }
        body += "</ol>\n</nav>\n"
        body += "<nav epub:type=\"landmarks\" id=\"landmarks\" hidden=\"hidden\">\n<h2>Landmarks</h2>\n<ol>\n"
        body += "<li><a epub:type=\"toc\" href=\"toc.xhtml\">Contents</a></li>\n"
        if let first = chapters.first {
            body += "<li><a epub:type=\"bodymatter\" href=\"\(escape(first.fileName))\">\(escape(first.title))</a></li>\n"
        }
        body += "</ol>\n</nav>\n"
        return page(title: "Contents · \(title)", language: language, bodyType: "frontmatter", body: body)
    }

    /// A chapter and its second-level sections.
    private static func entry(_ chapter: XHTMLChapter) -> String {
        let file = escape(chapter.fileName)
        var html = "<li><a href=\"\(file)\">\(escape(chapter.title))</a>"
        let sections = chapter.headings.filter { $0.level == 2 }
        if !sections.isEmpty {
            html += "\n<ol>\n"
            for section in sections {
                html += "<li><a href=\"\(file)#\(escape(section.id))\">\(escape(section.text))</a></li>\n"
            }
            html += "</ol>\n"
        }
        return html + "</li>\n"
    }

    static func escape(_ text: String) -> String {
        MarkupEscape.text(text)
    }
}
