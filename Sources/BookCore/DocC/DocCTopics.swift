import BookMarkdown

/// The contents of a catalog, as DocC's navigator shows them: the root page, then the articles
/// its `## Topics` section lists, `###` groups as parts; an article's own Topics list its
/// children, right after it; articles no list reaches come last, under Articles, as DocC puts them.
struct DocCTopics {
    struct Entry {
        var fileName: String
        var part: String?
        /// Nil for the root page.
        var number: [Int]?
    }

    static let unresolvedTopic = DiagnosticMessage(id: "docc-unresolved-topic", severity: .warning, "a Topics entry names no article of the catalog; DocC leaves it out, and so does the book")
    static let uncurated = DiagnosticMessage(id: "docc-uncurated-article", severity: .warning, "no Topics list reaches this article; it is listed last, under Articles, as DocC lists it")

    var entries: [Entry] = []
    var outline: [OutlineItem] = []
    var diagnostics: [Diagnostic] = []

    init() {}

    /// - Parameters:
    ///   - documents: Every article's tree, by its path in the catalog.
    ///   - path: Where an article is, as diagnostics print it.
    init(root: String, documents: [String: MarkdownNode], sources: [String: SourceLines], files: DocCFiles, path: (String) -> String) {
        var visited: Set<String> = [root]
        entries.append(Entry(fileName: root, part: nil, number: nil))
        outline.append(.chapter(fileName: root, number: nil))
        var number = 0
        var part: String?
        // Cannot be nil: the root page was read.
        for (group, names) in Self.topics(of: documents[root]!, lines: sources[root], path: path(root), files: files, diagnostics: &diagnostics) {
            if let group, group != part {
                part = group
                outline.append(.part(group))
            }
            for name in names where visited.insert(name).inserted {
                number += 1
                add(name, number: [number], part: part, documents: documents, sources: sources, files: files, path: path, visited: &visited)
            }
        }
        let uncurated = files.articles.filter { !visited.contains($0) && documents[$0] != nil }
        if !uncurated.isEmpty {
            outline.append(.part("Articles"))
            for name in uncurated {
                diagnostics.append(Diagnostic(Self.uncurated, at: FileLocation(file: path(name), line: 1)))
                number += 1
                visited.insert(name)
                add(name, number: [number], part: "Articles", documents: documents, sources: sources, files: files, path: path, visited: &visited)
            }
        }
    }

    private mutating func add(_ name: String, number: [Int], part: String?, documents: [String: MarkdownNode], sources: [String: SourceLines], files: DocCFiles,
                              path: (String) -> String, visited: inout Set<String>) {
        entries.append(Entry(fileName: name, part: part, number: number))
        outline.append(.chapter(fileName: name, number: number))
        guard let document = documents[name] else { return }
        var child = 0
        for (_, names) in Self.topics(of: document, lines: sources[name], path: path(name), files: files, diagnostics: &diagnostics) {
            for childName in names where visited.insert(childName).inserted {
                child += 1
                add(childName, number: number + [child], part: part, documents: documents, sources: sources, files: files, path: path, visited: &visited)
            }
        }
    }

    /// The groups of a page's `## Topics` section, each with the articles its lists link to, in order.
    static func topics(of document: MarkdownNode, lines: SourceLines?, path: String, files: DocCFiles, diagnostics: inout [Diagnostic]) -> [(String?, [String])] {
        var groups: [(String?, [String])] = []
        var inTopics = false
        for block in document.blocksAsWritten {
            switch block.kind {
            case .heading(let level, _) where level <= 2:
                inTopics = level == 2 && block.plainText == "Topics"
            case .heading(3, _) where inTopics:
                groups.append((block.plainText, []))
            case .list where inTopics:
                if groups.isEmpty { groups.append((nil, [])) }
                for item in block.children {
                    guard let link = item.descendants(where: { if case .link(let d, _) = $0.kind { d.hasPrefix("doc:") } else { false } }).first,
                          case .link(let destination, _) = link.kind else { continue }
                    let name = DocCLinks.articleName(destination)
                    if let article = files.article(named: name) {
                        groups[groups.count - 1].1.append(article)
                    } else {
                        let column = lines.map { DocCLinks.column(of: "<" + destination, in: $0, at: link.range.start) } ?? link.range.start.column
                        var diagnostic = Diagnostic(unresolvedTopic, at: FileLocation(file: path, line: link.range.start.line, column: column))
                        diagnostic.message = "'\(name)' names no article of the catalog; DocC leaves it out of the contents, and so does the book"
                        diagnostics.append(diagnostic)
                    }
                }
            default:
                break
            }
        }
        return groups
    }
}
