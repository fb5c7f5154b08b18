import BookMarkdown

/// SUMMARY.md: the book's title (`# Title`), its parts (`## Part`) and its chapters (list items with a link).
struct TableOfContents {
    struct Entry {
        var fileName: String
        var title: String?
        var part: String?
        var location: FileLocation
    }

    static let missingChapter = DiagnosticMessage(id: "missing-chapter", "SUMMARY.md lists a chapter that does not exist")
    static let unlisted = DiagnosticMessage(id: "unlisted-chapter", "chapter is not listed in SUMMARY.md; add it there, or rename it if it is not a chapter")
    static let badLink = DiagnosticMessage(id: "bad-summary-link", "a SUMMARY.md entry must link to a .md file in the book folder, without an anchor")
    static let duplicate = DiagnosticMessage(id: "duplicate-chapter", "SUMMARY.md lists this chapter twice")

    var title: String?
    var entries: [Entry] = []
    var diagnostics: [Diagnostic] = []

    static func parse(_ document: MarkdownNode, path: String) -> TableOfContents {
        var toc = TableOfContents()
        var part: String?
        func visit(_ node: MarkdownNode) {
            switch node.kind {
            case .heading(let level):
                if level == 1, toc.title == nil { toc.title = node.plainText } else { part = node.plainText }
            case .link(let destination, _):
                let location = FileLocation(file: path, line: node.range.start.line, column: node.range.start.column)
                guard destination.hasSuffix(".md"), !destination.contains("/"), !destination.contains("#") else {
                    toc.diagnostics.append(Diagnostic(badLink, at: location))
                    return
                }
                if toc.entries.contains(where: { $0.fileName == destination }) {
                    toc.diagnostics.append(Diagnostic(duplicate, at: location))
                    return
                }
                toc.entries.append(Entry(fileName: destination, title: node.plainText, part: part, location: location))
            default:
                node.children.forEach(visit)
            }
        }
        visit(document)
        return toc
    }
}
