import BookMarkdown
import Foundation

/// SUMMARY.md, read as mdBook reads it: an optional title (`# Title`); prefix chapters (links in
/// paragraphs before the first list), unnumbered; numbered chapters (list items, nested lists giving
/// `1.2`); part titles (any later heading: mdBook writes `# Part`, bookgen's own books `## Part`);
/// draft chapters (`- [Title]()`), listed without a page; `---` separators; suffix chapters (links in
/// paragraphs after a list), unnumbered.
struct TableOfContents {
    struct Entry {
        /// The chapter's path in the source folder (`guide/intro.md`); nil for a draft.
        var fileName: String?
        var title: String?
        var part: String?
        /// `[1, 2]` for chapter 1.2; nil for prefix and suffix chapters.
        var number: [Int]?
        var location: FileLocation
    }

    static let missingChapter = DiagnosticMessage(id: "missing-chapter", "SUMMARY.md lists a chapter that does not exist")
    static let unlisted = DiagnosticMessage(id: "unlisted-chapter", "chapter is not listed in SUMMARY.md; add it there, or rename it if it is not a chapter")
    static let badLink = DiagnosticMessage(id: "bad-summary-link", "a SUMMARY.md entry must link to a .md file in the book folder, without an anchor")
    static let duplicate = DiagnosticMessage(id: "duplicate-chapter", "SUMMARY.md lists this chapter twice")

    var title: String?
    var entries: [Entry] = []
    /// What SUMMARY.md lists, in order, for the table of contents.
    var outline: [OutlineItem] = []
    var diagnostics: [Diagnostic] = []

    static func parse(_ document: MarkdownNode, path: String) -> TableOfContents {
        var toc = TableOfContents()
        var reader = Reader(path: path)
        for (index, block) in document.blocksAsWritten.enumerated() {
            switch block.kind {
            case .heading(let level, _):
                // The first thing, a level-1 heading, is the title; mdBook's conventional `# Summary` is none.
                if index == 0, level == 1 {
                    let text = block.plainText
                    if text.lowercased() != "summary" { toc.title = text }
                } else {
                    reader.part = block.plainText
                    toc.outline.append(.part(block.plainText))
                }
            case .thematicBreak:
                toc.outline.append(.separator)
            case .list:
                reader.readList(block, depth: [], into: &toc)
                reader.seenList = true
            default:
                reader.readLinks(block, into: &toc)
            }
        }
        return toc
    }

    /// Walks SUMMARY.md's blocks, numbering list items and resolving links.
    private struct Reader {
        let path: String
        var part: String?
        var seenList = false
        /// The last top-level number: the count goes on across parts, as mdBook's does.
        var lastTopNumber = 0
        /// The chapters listed so far. The duplicate check once searched the entries themselves,
        /// every earlier one for each: 100,000 entries took minutes.
        var listed: Set<String> = []

        init(path: String) {
            self.path = path
        }

        /// Links in a paragraph: prefix or suffix chapters, unnumbered.
        mutating func readLinks(_ node: MarkdownNode, into toc: inout TableOfContents) {
            if case .link(let destination, _) = node.kind {
                add(node, destination: destination, number: nil, into: &toc)
                return
            }
            for child in node.children { readLinks(child, into: &toc) }
        }

        /// A list of numbered chapters under `depth` (`[]` at the top, `[1]` under chapter 1).
        mutating func readList(_ list: MarkdownNode, depth: [Int], into toc: inout TableOfContents) {
            var count = 0
            for item in list.children {
                let number: [Int]
                if depth.isEmpty {
                    lastTopNumber += 1
                    number = [lastTopNumber]
                } else {
                    count += 1
                    number = depth + [count]
                }
                var linked = false
                for child in item.children {
                    if case .list = child.kind {
                        readList(child, depth: number, into: &toc)
                    } else if !linked, let link = Self.firstLink(in: child), case .link(let destination, _) = link.kind {
                        add(link, destination: destination, number: number, into: &toc)
                        linked = true
                    }
                }
                if !linked {
                    let location = FileLocation(file: path, line: item.range.start.line, column: item.range.start.column)
                    toc.diagnostics.append(Diagnostic(badLink, at: location))
                }
            }
        }

        static func firstLink(in node: MarkdownNode) -> MarkdownNode? {
            if case .link = node.kind { return node }
            for child in node.children {
                if case .list = child.kind { continue }
                if let link = firstLink(in: child) { return link }
            }
            return nil
        }

        mutating func add(_ link: MarkdownNode, destination: String, number: [Int]?, into toc: inout TableOfContents) {
            let location = FileLocation(file: path, line: link.range.start.line, column: link.range.start.column)
            let title = link.plainText
            if destination.isEmpty {
                toc.entries.append(Entry(fileName: nil, title: title, part: part, number: number, location: location))
                toc.outline.append(.draft(title: title, number: number))
                return
            }
            let decoded = destination.removingPercentEncoding ?? destination
            guard decoded.hasSuffix(".md"), !decoded.contains("#"), let fileName = BookPath.normalized(decoded) else {
                toc.diagnostics.append(Diagnostic(badLink, at: location))
                return
            }
            guard listed.insert(fileName).inserted else {
                toc.diagnostics.append(Diagnostic(duplicate, at: location))
                return
            }
            toc.entries.append(Entry(fileName: fileName, title: title, part: part, number: number, location: location))
            toc.outline.append(.chapter(fileName: fileName, number: number))
        }
    }
}

/// An entry of the book's table of contents, as SUMMARY.md lists it.
package enum OutlineItem: Sendable, Equatable {
    /// A part title.
    case part(String)
    /// A chapter of the book, by its path in the source folder; `number` is nil when unnumbered.
    case chapter(fileName: String, number: [Int]?)
    /// A chapter that is not written yet: listed, without a page.
    case draft(title: String, number: [Int]?)
    /// `---`: a line between entries.
    case separator
}
