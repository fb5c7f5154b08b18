import BookMarkdown

/// What a catalog's pages are known by before any is rendered: each article's title and
/// headings, for `<doc:Name>` and `<doc:Name#Heading>` links.
struct DocCPage {
    var title: String
    var headings: [ChapterHeading]
    /// The anchor bookgen gives each heading (DocC's own, unless a page repeats a heading).
    var anchors: [String]
}

/// `<doc:Name>` and `<doc:Name#Heading>` links: the article they name, and the ordinary link
/// they become (`../Reference/Kinds.md#Heading`), with the target's title as their text, as DocC
/// shows them.
enum DocCLinks {
    static let unresolved = DiagnosticMessage(id: "docc-unresolved-link", "`<doc:>` link names no article of the catalog")
    static let unresolvedHeading = DiagnosticMessage(id: "docc-unresolved-heading", "`<doc:>` link names no heading of its article")

    /// The article name of a `doc:` destination: `Name` in `doc:Name`, `doc:Name#Heading`,
    /// `doc:Catalog/Name` and `doc://Bundle/documentation/Catalog/Name`.
    static func articleName(_ destination: String) -> String {
        var path = destination.dropFirst(4)
        if let hash = path.firstIndex(of: "#") { path = path[..<hash] }
        return String(path.split(separator: "/").last ?? path)
    }

    /// The heading part of a `doc:` destination, if any.
    static func fragment(_ destination: String) -> String? {
        guard let hash = destination.firstIndex(of: "#") else { return nil }
        let fragment = String(destination[destination.index(after: hash)...])
        return fragment.isEmpty ? nil : (fragment.removingPercentEncoding ?? fragment)
    }

    /// `target` as a link from a page in `directory` (`../Reference/Kinds.md` from `Articles`).
    static func relativePath(to target: String, from directory: String) -> String {
        var from = directory.split(separator: "/").map(String.init)
        var to = target.split(separator: "/").map(String.init)
        while let first = from.first, to.count > 1, first == to[0] {
            from.removeFirst()
            to.removeFirst()
        }
        return (Array(repeating: "..", count: from.count) + to).joined(separator: "/")
    }

    /// The column where `text` stands on the line of `start`: cmark counts an inline's columns
    /// from where its paragraph's text starts (after a list marker or quote markers), so the
    /// text is looked for on the line, first at or after cmark's column.
    static func column(of text: String, in lines: SourceLines, at start: SourceLocation) -> Int {
        guard let line = lines.line(start.line) else { return start.column }
        let bytes = Array(line)
        let wanted = Array(text.utf8)
        guard !wanted.isEmpty, bytes.count >= wanted.count else { return start.column }
        let candidates = (0...(bytes.count - wanted.count)).filter { bytes[$0..<($0 + wanted.count)].elementsEqual(wanted) }
        guard let found = candidates.first(where: { $0 >= start.column - 1 }) ?? candidates.last else { return start.column }
        return found + 1
    }

    /// The index in `page`'s headings of the one `fragment` names: by DocC's anchor of it.
    static func heading(_ fragment: String, in page: DocCPage) -> Int? {
        if let exact = page.headings.firstIndex(where: { $0.customID == fragment }) { return exact }
        let wanted = DocCMarkdown.anchor(fragment)
        return page.headings.firstIndex { DocCMarkdown.anchor($0.text) == wanted }
    }
}
