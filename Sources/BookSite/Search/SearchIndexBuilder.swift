import BookMarkdown

/// The search index: one entry per section of a chapter (the text between two headings), holding
/// the prose a reader would search, without code blocks, whose names also stand in the prose.
///
/// It is a script, `window.bookgenSearch = {...}`, so a page opened from `file://` can load it.
/// Its size grows with the book's prose, once: no inverted index, no per-page copies.
struct SearchIndexBuilder {
    struct Section {
        var anchor: String
        var title: String
        var text: String
    }

    private var pages: [(href: String, title: String)] = []
    private var entries: [(page: Int, section: Section)] = []

    /// Adds a chapter: its sections, split at its headings.
    ///
    /// - Parameter anchors: The id of each heading, keyed by where the heading starts.
    mutating func add(page href: String, title: String, document: MarkdownNode, anchors: [SourceLocation: String]) {
        let pageIndex = pages.count
        pages.append((href, title))
        var current = Section(anchor: "", title: title, text: "")
        func flush() {
            let text = Self.collapsed(current.text)
            if !text.isEmpty || !current.anchor.isEmpty { entries.append((pageIndex, Section(anchor: current.anchor, title: current.title, text: text))) }
        }
        for block in document.children {
            switch block.kind {
            case .heading(let level):
                if level == 1 && current.anchor.isEmpty && current.text.isEmpty {
                    current.anchor = ""
                    continue
                }
                flush()
                current = Section(anchor: anchors[block.range.start] ?? "", title: block.plainText, text: "")
            case .codeBlock, .htmlBlock, .thematicBreak:
                continue
            default:
                current.text += " " + block.plainText
            }
        }
        flush()
    }

    /// The index as JavaScript.
    func script() -> String {
        var js = "window.bookgenSearch={\"pages\":["
        js += pages.map { "[\(HTMLEscape.javaScriptString($0.href)),\(HTMLEscape.javaScriptString($0.title))]" }.joined(separator: ",")
        js += "],\n\"docs\":[\n"
        js += entries.map { entry in
            "[\(entry.page),\(HTMLEscape.javaScriptString(entry.section.anchor)),\(HTMLEscape.javaScriptString(entry.section.title)),\(HTMLEscape.javaScriptString(entry.section.text))]"
        }.joined(separator: ",\n")
        js += "\n]};\n"
        return js
    }

    /// Runs of white space become one space; the ends are trimmed.
    static func collapsed(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result
    }
}
