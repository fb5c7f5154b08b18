import BookCore

/// `content.opf`: the EPUB's metadata, the list of its files and their reading order.
struct PackageDocument {
    /// A file of the publication, relative to the package document.
    struct Item {
        var id: String
        var href: String
        var mediaType: String
        var properties: String?
    }

    var identifier: String
    var title: String
    var authors: [String]
    var language: String
    /// `dcterms:modified`, as `CCYY-MM-DDThh:mm:ssZ`.
    var modified: String
    var items: [Item]
    /// Whether some chapter shows an image.
    var hasImages: Bool
    /// The ids of the items read in order.
    var spine: [String]

    var xml: String {
        let escape = XHTMLDocument.escape
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="\(escape(language))">
            <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
            <dc:identifier id="book-id">\(escape(identifier))</dc:identifier>
            <dc:title>\(escape(title))</dc:title>
            <dc:language>\(escape(language))</dc:language>

            """
        for author in authors {
            xml += "<dc:creator>\(escape(author))</dc:creator>\n"
        }
        xml += "<meta property=\"dcterms:modified\">\(modified)</meta>\n"
        // What the book offers a reader who cannot see it: text with headings and a contents list;
        // with images, which the pages describe only by their alternative text, it claims no more.
        xml += "<meta property=\"schema:accessMode\">textual</meta>\n"
        if hasImages {
            xml += "<meta property=\"schema:accessMode\">visual</meta>\n"
        } else {
            xml += "<meta property=\"schema:accessModeSufficient\">textual</meta>\n"
        }
        xml += """
            <meta property="schema:accessibilityFeature">structuralNavigation</meta>
            <meta property="schema:accessibilityFeature">tableOfContents</meta>
            <meta property="schema:accessibilityHazard">none</meta>
            <meta property="schema:accessibilitySummary">Text with headings and a table of contents; every code example and its output are text.</meta>
            </metadata>
            <manifest>

            """
        for item in items {
            xml += "<item id=\"\(escape(item.id))\" href=\"\(escape(item.href))\" media-type=\"\(item.mediaType)\""
            if let properties = item.properties { xml += " properties=\"\(properties)\"" }
            xml += "/>\n"
        }
        xml += "</manifest>\n<spine>\n"
        for id in spine {
            xml += "<itemref idref=\"\(escape(id))\"/>\n"
        }
        xml += "</spine>\n</package>\n"
        return xml
    }

    /// `META-INF/container.xml`, which points reading systems at the package document.
    static let container = """
        <?xml version="1.0" encoding="UTF-8"?>
        <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
        <rootfiles>
        <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
        </rootfiles>
        </container>

        """
}
