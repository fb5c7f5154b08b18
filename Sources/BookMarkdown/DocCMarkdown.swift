/// The Markdown of a DocC catalog's chapters, read after `MarkdownExtensions`: asides
/// (`> Note: ...`, any `> Tag:`) become alerts, headings take DocC's anchors (`Type-Safety`), and
/// block directives (`@Name(arguments) { body }`, which cmark reads as paragraphs) become
/// `.directive` nodes. Only chapters of a `.docc` folder are read this way: elsewhere a quote that
/// opens with `Note:` stays a quote.
package enum DocCMarkdown {
    static func apply(to document: MarkdownNode, source: [UInt8]) -> MarkdownNode {
        var reader = Reader(lines: SourceLines(source))
        var document = document
        document.children = reader.blocks(document.children, topLevel: true)
        return document
    }

    /// The anchor DocC gives a heading: its words joined by hyphens, keeping letters, digits and
    /// hyphens only (`Accessing Superclass Methods, Properties` is `Accessing-Superclass-Methods-Properties`).
    package static func anchor(_ text: String) -> String {
        let words = text.split { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "-" }
        return String(words.joined(separator: "-").filter { $0 == "-" || $0.isLetter || $0.isNumber })
    }

    private struct Reader {
        let lines: SourceLines
        var anchors: Set<String> = []

        mutating func blocks(_ nodes: [MarkdownNode], topLevel: Bool = false) -> [MarkdownNode] {
            var result: [MarkdownNode] = []
            var index = 0
            while index < nodes.count {
                let node = nodes[index]
                if topLevel, case .paragraph = node.kind, let (directive, end) = directive(at: node.range.start) {
                    var next = index + 1
                    while next < nodes.count, nodes[next].range.start.line <= end.line { next += 1 }
                    result.append(MarkdownNode(kind: .directive(directive), range: SourceRange(start: node.range.start, end: end)))
                    index = next
                    continue
                }
                result.append(block(node))
                index += 1
            }
            return result
        }

        mutating func block(_ node: MarkdownNode) -> MarkdownNode {
            var node = node
            switch node.kind {
            case .heading(let level, nil):
                let anchor = DocCMarkdown.anchor(node.plainText)
                if !anchor.isEmpty, anchors.insert(anchor).inserted {
                    node.kind = .heading(level: level, attributes: HeadingAttributes(id: anchor, classes: []))
                }
            case .blockQuote:
                if let (kind, body) = aside(node) {
                    node.kind = .alert(kind: kind)
                    node.children = body
                }
                node.children = blocks(node.children)
            case .list, .item, .alert, .disclosure, .footnoteDefinition:
                node.children = blocks(node.children)
            default:
                break
            }
            return node
        }

        /// A DocC aside: a quote whose first text is `Tag:` (a known kind in any case, or any tag
        /// starting with a letter, which DocC shows as a note with the tag as its label).
        func aside(_ quote: MarkdownNode) -> (String, [MarkdownNode])? {
            guard let first = quote.children.first, case .paragraph = first.kind, let opening = first.children.first,
                  case .text(let text) = opening.kind, let colon = text.firstIndex(of: ":"),
                  let initial = text.first, initial.isLetter else { return nil }
            let tag = String(text[..<colon])
            guard !tag.hasSuffix(" "), !tag.contains("  ") else { return nil }
            let kind = AlertKind.docC[tag.lowercased()]?.kind ?? tag
            let rest = String(text[text.index(after: colon)...].drop { $0 == " " })
            var paragraph = first
            if rest.isEmpty {
                paragraph.children.removeFirst()
                if let next = paragraph.children.first, next.kind == .softBreak || next.kind == .lineBreak {
                    paragraph.children.removeFirst()
                }
            } else {
                paragraph.children[0].kind = .text(rest)
            }
            return (kind, (paragraph.children.isEmpty ? [] : [paragraph]) + quote.children.dropFirst())
        }

        /// The directive starting at `start`, and where it ends; nil when the line does not start
        /// one (`@Name`, then `(`, `{` or the end of the line).
        func directive(at start: SourceLocation) -> (Directive, SourceLocation)? {
            var line = start.line
            var text = Array(lines.text(ofLine: line).utf8)
            var column = start.column - 1
            guard column < text.count, text[column] == UInt8(ascii: "@") else { return nil }
            column += 1
            let nameStart = column
            while column < text.count, isNameByte(text[column]) { column += 1 }
            guard column > nameStart, isLetter(text[nameStart]) else { return nil }
            let name = String(decoding: text[nameStart..<column], as: UTF8.self)
            func skipBlanks() { while column < text.count, text[column] == UInt8(ascii: " ") || text[column] == UInt8(ascii: "\t") { column += 1 } }
            skipBlanks()
            var arguments: [UInt8] = []
            if column < text.count, text[column] == UInt8(ascii: "(") {
                // The arguments may run over several lines; quoted text may hold parentheses.
                column += 1
                var inQuote = false
                while true {
                    if column >= text.count {
                        guard line < lines.count else { return nil }
                        line += 1
                        text = Array(lines.text(ofLine: line).utf8)
                        column = 0
                        arguments.append(UInt8(ascii: "\n"))
                        continue
                    }
                    let byte = text[column]
                    column += 1
                    if byte == UInt8(ascii: "\"") { inQuote.toggle() }
                    if byte == UInt8(ascii: ")"), !inQuote { break }
                    arguments.append(byte)
                }
                skipBlanks()
            }
            let argumentText = String(decoding: arguments, as: UTF8.self)
            guard column < text.count else {
                return (Directive(name: name, arguments: argumentText, body: nil), SourceLocation(line: line, column: max(text.count, 1)))
            }
            guard text[column] == UInt8(ascii: "{") else { return nil }
            column += 1
            // The body runs to the matching `}`: a line that is only `}`, or one on the opening
            // line; directives inside it open their own braces. Fenced code inside is skipped.
            let rest = Array(text[column...])
            if let close = rest.lastIndex(of: UInt8(ascii: "}")) {
                let body = String(decoding: rest[..<close], as: UTF8.self)
                return (Directive(name: name, arguments: argumentText, body: body), SourceLocation(line: line, column: column + close + 1))
            }
            var depth = 1
            var bodyLines: [String] = []
            var fence: String?
            while line < lines.count {
                line += 1
                let content = lines.text(ofLine: line)
                let trimmed = content.trimmingBlanks
                if let open = fence {
                    if trimmed.hasPrefix(open) { fence = nil }
                } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                    fence = String(trimmed.prefix(3))
                } else if trimmed == "}" {
                    depth -= 1
                    if depth == 0 {
                        return (Directive(name: name, arguments: argumentText, body: bodyLines.joined(separator: "\n")),
                                SourceLocation(line: line, column: max(content.utf8.count, 1)))
                    }
                } else if trimmed.hasPrefix("@"), trimmed.hasSuffix("{") {
                    depth += 1
                }
                bodyLines.append(content)
            }
            // Never closed: DocC reads it to the end of the file, and so does this.
            return (Directive(name: name, arguments: argumentText, body: bodyLines.joined(separator: "\n")),
                    SourceLocation(line: lines.count, column: 1))
        }

        func isLetter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        }

        func isNameByte(_ byte: UInt8) -> Bool {
            isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }
}

private extension String {
    var trimmingBlanks: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
