import BookCore
import BookMarkdown

/// The search index: one entry per section of a chapter (the text between two headings), holding
/// the prose a reader would search and the names its code uses.
///
/// It is a script, `window.bookgenSearch = {...}`, so a page opened from `file://` can load it.
/// Its size grows with the book's prose, once: no inverted index, no per-page copies. Code is not
/// copied whole: each section keeps only the identifiers and words of its code blocks that its
/// prose does not already hold, once each, so `lastSearch` is found in the section that uses it.
/// Ranking, stemming and highlighting happen in the page script.
struct SearchIndexBuilder {
    struct Section {
        var anchor: String
        var title: String
        var text: String
        /// The section's code words not in `text`, separated by spaces, in order of appearance.
        var code: String
    }

    private var pages: [(href: String, title: String)] = []
    private var entries: [(page: Int, section: Section)] = []

    /// Adds a chapter: its sections, split at its headings.
    ///
    /// - Parameter anchors: The id of each heading, keyed by where the heading starts.
    mutating func add(page href: String, title: String, chapter: CheckedChapter, anchors: [SourceLocation: String]) {
        let pageIndex = pages.count
        let document = chapter.chapter.document
        pages.append((href, title))
        var collector = SectionText(chapter: chapter)
        var anchor = ""
        var sectionTitle = title
        func flush() {
            let (text, code) = collector.finish()
            if !text.isEmpty || !code.isEmpty || !anchor.isEmpty {
                entries.append((pageIndex, Section(anchor: anchor, title: sectionTitle, text: text, code: code)))
            }
            collector = SectionText(chapter: chapter)
        }
        for block in document.children {
            if case .heading(let level) = block.kind {
                // The chapter's own title opens its first section instead of starting an empty one.
                if level == 1 && anchor.isEmpty && collector.isEmpty { continue }
                flush()
                anchor = anchors[block.range.start] ?? ""
                sectionTitle = Self.collapsed(block.plainText)
                continue
            }
            collector.add(block)
        }
        flush()
    }

    /// The index as JavaScript: `pages` holds `[href, title]`, `docs` holds
    /// `[page, anchor, title, text]` with the section's code words as a fifth element when it has any.
    func script() -> String {
        var js = "window.bookgenSearch={\"pages\":["
        js += pages.map { "[\(HTMLEscape.javaScriptString($0.href)),\(HTMLEscape.javaScriptString($0.title))]" }.joined(separator: ",")
        js += "],\n\"docs\":[\n"
        js += entries.map { entry in
            let section = entry.section
            var fields = "\(entry.page),\(HTMLEscape.javaScriptString(section.anchor)),\(HTMLEscape.javaScriptString(section.title)),\(HTMLEscape.javaScriptString(section.text))"
            if !section.code.isEmpty { fields += "," + HTMLEscape.javaScriptString(section.code) }
            return "[" + fields + "]"
        }.joined(separator: ",\n")
        js += "\n]};\n"
        return js
    }

    /// Runs of white space become one space; the ends are trimmed.
    static func collapsed(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isSpace(scalar) {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.unicodeScalars.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// ASCII white space answered without Unicode tables; the rest asks them.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: return true
        case 0..<0x80: return false
        default: return scalar.properties.isWhitespace
        }
    }
}

/// The searchable text of one section, gathered block by block.
private struct SectionText {
    private var text = ""
    private var codeWords: [String] = []
    private var seenCode: Set<String> = []
    /// Where the role of each code block comes from: the check read every block once.
    let chapter: CheckedChapter

    init(chapter: CheckedChapter) {
        self.chapter = chapter
    }

    var isEmpty: Bool { text.isEmpty && codeWords.isEmpty }

    /// Swift keywords are left out of the code words: every example has them, no reader searches them.
    private static let keywords: Set<String> = [
        "let", "var", "func", "in", "return", "if", "else", "guard", "for", "while", "switch", "case", "default",
        "import", "struct", "class", "enum", "protocol", "extension", "self", "Self", "true", "false", "nil",
        "try", "catch", "throw", "throws", "do", "is", "as", "init", "static", "private", "public", "final",
        "where", "some", "any", "break", "continue", "_", "of",
    ]

    /// Adds a block: prose to `text` with a space between blocks, cells and items (so words of two
    /// cells never run together), code blocks to the code words.
    mutating func add(_ node: MarkdownNode) {
        switch node.kind {
        case .codeBlock(let block):
            addCode(block, role: chapter.role(ofBlockAt: node.range.start.line))
        case .htmlBlock, .thematicBreak:
            break
        case .text(let string), .code(let string):
            text += string
        case .softBreak, .lineBreak:
            text += " "
        case .htmlInline:
            break
        case .paragraph, .heading, .tableCell, .item, .list, .blockQuote, .table, .tableRow, .document:
            for child in node.children { add(child) }
            text += " "
        default:
            for child in node.children { add(child) }
        }
    }

    private mutating func addCode(_ block: CodeBlock, role: BlockRole) {
        let code: String
        switch role {
        case .hidden, .output, .plain(language: "output"):
            // Hidden blocks are not on the page; an example's output is what its code prints.
            return
        case .include(let include):
            code = chapter.includes[include.location.line] ?? ""
        case .plain(let language) where language != "swift":
            code = block.literal
        default:
            code = HiddenLines.readerView(of: block.literal)
        }
        var word = ""
        func take() {
            // Numbers are left out too: `42` in an example is not what a reader looks for.
            if let first = word.unicodeScalars.first, !("0"..."9").contains(first), word.unicodeScalars.count > 1,
               !Self.keywords.contains(word), seenCode.insert(word).inserted {
                codeWords.append(word)
            }
            word = ""
        }
        for scalar in code.unicodeScalars {
            if scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else {
                take()
            }
        }
        take()
    }

    /// The section's prose, collapsed, and its code words not already in the prose.
    func finish() -> (text: String, code: String) {
        let prose = SearchIndexBuilder.collapsed(text)
        guard !codeWords.isEmpty else { return (prose, "") }
        var proseWords: Set<Substring> = []
        let lower = prose.lowercased()
        var start: String.Index?
        for index in lower.indices {
            let character = lower[index]
            if character == "_" || character.isLetter || character.isNumber {
                if start == nil { start = index }
            } else if let begin = start {
                proseWords.insert(lower[begin..<index])
                start = nil
            }
        }
        if let begin = start { proseWords.insert(lower[begin...]) }
        let code = codeWords.filter { !proseWords.contains(Substring($0.lowercased())) }
        return (prose, code.joined(separator: " "))
    }
}
