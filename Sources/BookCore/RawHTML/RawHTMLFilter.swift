import BookMarkdown

/// book.toml's `raw-html`: what happens to the raw HTML a chapter holds.
package enum RawHTMLMode: String, Sendable {
    /// Raw HTML passes through, less what would run script in a reader's browser, as GitHub
    /// removes it: the tags cmark-gfm's `tagfilter` lists, `on*` attributes, and `javascript:`,
    /// `vbscript:` and `data:` URLs (`data:` stays on an image's `src`). Each removal is a warning.
    case sanitized
    /// Everything passes as written, as mdBook passes it.
    case trusted
}

/// Passes a chapter's raw HTML through, fragment by fragment, as cmark hands it over (an HTML
/// block, or one inline tag), keeping the page whole: what a reader's browser would run is removed
/// (unless trusted), and the elements raw HTML opens are closed within the Markdown container that
/// holds them (a list item, a quote, a paragraph, the chapter), so that generated markup and the
/// page around it nest. For the EPUB, the output is well-formed XHTML: void elements close
/// themselves, attributes are quoted, entities other than XML's own become characters.
///
/// `bookgen check` and the renderers run the same filter; only the check keeps the findings.
package struct RawHTMLFilter {
    package enum Output: Sendable { case html, xhtml }

    /// The tags cmark-gfm's `tagfilter` extension (GitHub's) filters.
    package static let filteredTags: Set<String> = [
        "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext",
    ]
    /// Elements with no end tag.
    package static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr", "keygen",
    ]
    /// Elements whose end tag HTML lets an author leave out: closing them quietly is what a browser does.
    static let optionalEnd: Set<String> = [
        "p", "li", "dt", "dd", "tr", "td", "th", "thead", "tbody", "tfoot", "option", "optgroup", "rb", "rt", "rp", "rtc",
        "colgroup", "caption", "html", "head", "body",
    ]
    /// Attributes holding a URL a browser may follow or load.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "xlink:href", "poster", "background", "cite", "longdesc", "data", "codebase",
        "dynsrc", "lowsrc", "ping", "manifest", "icon",
        // SVG animations can set an `href` to a value.
        "to", "from", "values", "by",
    ]

    package static let removed = DiagnosticMessage(id: "raw-html-removed", severity: .warning, "raw HTML removed")
    package static let unclosed = DiagnosticMessage(id: "raw-html-unclosed", severity: .warning, "raw HTML element not closed")
    package static let unmatched = DiagnosticMessage(id: "raw-html-unmatched", severity: .warning, "raw HTML end tag matches no open element")
    static let trustHint = "`raw-html = \"trusted\"` in book.toml keeps it"

    private struct OpenElement {
        var name: String
        /// As written: SVG's camel-cased names (`foreignObject`) must close as they opened in XHTML.
        var written: String
        var location: FileLocation?
        var foreign: Bool
    }

    package let mode: RawHTMLMode
    package let output: Output
    private var open: [OpenElement] = []
    private var outer: [(open: [OpenElement], skipping: String?)] = []
    /// Inside an element removed whole (`<script>`): its name, until its end tag in the same
    /// Markdown container; what comes between, Markdown included, is left out.
    private var skipping: String?
    /// The problems found, when fragments were given a way to locate them.
    package var findings: [Diagnostic] = []
    private var locate: ((Int) -> FileLocation)?
    /// Says where a relative URL of raw HTML points on the page (an image of the book, a chapter),
    /// given the element, the attribute (`src`, `href`, `poster`) and the value, entities decoded;
    /// nil leaves the value as written.
    package var resolveURL: ((_ element: String, _ attribute: String, _ value: String) -> String?)?

    package init(mode: RawHTMLMode, output: Output) {
        self.mode = mode
        self.output = output
    }

    /// Whether the filter has anything to close.
    package var isBalanced: Bool { open.isEmpty }

    /// Inside an element removed whole: the Markdown that comes before its end tag is left out too.
    package var isRemoving: Bool { skipping != nil }

    /// Starts a Markdown container: raw elements opened inside it are closed at its end.
    package mutating func enterContainer() {
        outer.append((open, skipping))
        open = []
        skipping = nil
    }

    /// Ends a Markdown container: the end tags of what its raw HTML left open.
    package mutating func exitContainer() -> String {
        var closing = ""
        for element in open.reversed() {
            if !Self.optionalEnd.contains(element.name), let location = element.location {
                report(Self.unclosed, at: location,
                       "`<\(element.name)>` is not closed within the Markdown block that holds it (a paragraph, a list item, a quote, the chapter); bookgen closes it at that block's end")
            }
            closing += "</\(element.written)>"
        }
        (open, skipping) = outer.popLast() ?? ([], nil)
        return closing
    }

    /// One fragment of raw HTML, filtered.
    ///
    /// - Parameter locate: Where a byte offset of `raw` is in the chapter; nil when findings are not wanted.
    package mutating func fragment(_ raw: String, locate: ((Int) -> FileLocation)? = nil) -> String {
        self.locate = locate
        defer { self.locate = nil }
        let bytes = Array(raw.utf8)
        var tokenizer = RawHTMLTokenizer(bytes)
        var result = ""
        result.reserveCapacity(bytes.count)
        while let (token, range) = tokenizer.next() {
            let written = String(decoding: bytes[range], as: UTF8.self)
            if let element = skipping {
                if case .endTag(element) = token { skipping = nil }
                continue
            }
            switch token {
            case .invisible:
                continue
            case .text:
                result += output == .xhtml ? Self.xhtmlText(written, inRawText: open.last.map { RawHTMLTokenizer.rawTextElements.contains($0.name) } ?? false) : written
            case .startTag(let name, let attributes, let selfClosing):
                result += startTag(name, attributes, selfClosing: selfClosing, written: written, bytes: bytes, at: range.lowerBound)
            case .endTag(let name):
                result += endTag(name, at: range.lowerBound)
            }
        }
        return result
    }

    private mutating func startTag(_ name: String, _ attributes: [RawHTMLToken.Attribute], selfClosing: Bool,
                                   written: String, bytes: [UInt8], at offset: Int) -> String {
        if mode == .sanitized, Self.filteredTags.contains(name) {
            warn(Self.removed, at: offset, "removed `<\(name)>` and what it holds, as GitHub removes it (it could run script or take over the page); \(Self.trustHint)")
            if !selfClosing && !Self.voidElements.contains(name) { skipping = name }
            return ""
        }
        let foreign = name == "svg" || name == "math" || open.last?.foreign == true
        var kept: [RawHTMLToken.Attribute] = []
        var changed = false
        var seen: Set<String> = []
        for attribute in attributes {
            let lowered = attribute.name.lowercased()
            if mode == .sanitized, let problem = Self.danger(of: lowered, value: attribute.value, element: name) {
                warn(Self.removed, at: attribute.raw.lowerBound,
                     "removed `\(attribute.name)` from `<\(name)>`: \(problem); \(Self.trustHint)")
                changed = true
                continue
            }
            // A browser keeps the first of two attributes of the same name; XML allows one.
            if !seen.insert(lowered).inserted {
                changed = true
                continue
            }
            var attribute = attribute
            if let resolveURL, ["src", "href", "poster"].contains(lowered), let value = attribute.value,
               let resolved = resolveURL(name, lowered, Self.decodeEntities(value)) {
                attribute.value = MarkupEscape.text(resolved)
                attribute.rewritten = true
                changed = true
            }
            kept.append(attribute)
        }
        let isVoid = Self.voidElements.contains(name)
        let closesItself = isVoid || (selfClosing && foreign)
        let shownName = foreign ? String(decoding: bytes[(offset + 1)...].prefix(name.utf8.count), as: UTF8.self) : name
        if !closesItself {
            open.append(OpenElement(name: name, written: shownName, location: locate?(offset), foreign: foreign))
        }
        guard output == .xhtml || changed else { return written }
        // Written again: with attributes removed, or as XHTML.
        var tag = "<" + shownName
        var declared: Set<String> = []
        for attribute in kept {
            if output == .html {
                tag += " " + (attribute.rewritten ? "\(attribute.name)=\"\(attribute.value ?? "")\"" : String(decoding: bytes[attribute.raw], as: UTF8.self))
                continue
            }
            var attributeName = foreign ? attribute.name : attribute.name.lowercased()
            if attributeName.contains(":") {
                let prefix = attributeName.prefix { $0 != ":" }
                if prefix == "xlink" {
                    if !declared.contains("xlink"), !kept.contains(where: { $0.name == "xmlns:xlink" }) {
                        tag += " xmlns:xlink=\"http://www.w3.org/1999/xlink\""
                    }
                    declared.insert("xlink")
                } else if prefix != "xml" && prefix != "xmlns" {
                    // An XML namespace the EPUB does not declare: the attribute would make the page unreadable.
                    attributeName = String(attributeName.split(separator: ":").last ?? "")
                    if attributeName.isEmpty || seen.contains(attributeName) { continue }
                }
            }
            let value = attribute.value.map { Self.xhtmlText($0, inRawText: false, quoted: true) } ?? attributeName
            tag += " \(attributeName)=\"\(value)\""
        }
        if output == .xhtml, name == "svg" || name == "math", !kept.contains(where: { $0.name.lowercased() == "xmlns" }) {
            tag += name == "svg" ? " xmlns=\"http://www.w3.org/2000/svg\"" : " xmlns=\"http://www.w3.org/1998/Math/MathML\""
        }
        if output == .xhtml && closesItself {
            tag += "/>"
        } else {
            tag += selfClosing && output == .html ? " />" : ">"
        }
        return tag
    }

    private mutating func endTag(_ name: String, at offset: Int) -> String {
        if mode == .sanitized, Self.filteredTags.contains(name) {
            warn(Self.removed, at: offset, "removed `</\(name)>`, as GitHub removes its start tag; \(Self.trustHint)")
            return ""
        }
        guard let index = open.lastIndex(where: { $0.name == name }) else {
            warn(Self.unmatched, at: offset,
                 "`</\(name)>` closes no element that raw HTML opened in the same Markdown block (a paragraph, a list item, a quote, the chapter); it is left out")
            return ""
        }
        var closing = ""
        for element in open[(index + 1)...].reversed() {
            if !Self.optionalEnd.contains(element.name), let location = element.location {
                report(Self.unclosed, at: location, "`<\(element.name)>` is not closed before `</\(name)>`; bookgen closes it there")
            }
            closing += "</\(element.written)>"
        }
        let element = open[index]
        open.removeSubrange(index...)
        return closing + "</\(element.written)>"
    }

    /// Why an attribute would run script, or nil.
    static func danger(of name: String, value: String?, element: String) -> String? {
        if name.hasPrefix("on") { return "an event handler would run script in the reader's browser" }
        guard urlAttributes.contains(name), let value else { return nil }
        // As a browser reads a URL: entities decoded, leading spaces and control characters, tabs and newlines dropped.
        let decoded = decodeEntities(value)
        var scheme = ""
        for scalar in decoded.unicodeScalars {
            if scalar.value <= 0x20 && scheme.isEmpty { continue }
            if scalar == "\t" || scalar == "\n" || scalar == "\r" { continue }
            if scalar == ":" { break }
            scheme.unicodeScalars.append(scalar)
            if scheme.count > 16 { return nil }
        }
        guard decoded.contains(":") else { return nil }
        switch scheme.lowercased() {
        case "javascript", "vbscript":
            return "a `\(scheme.lowercased()):` URL would run script in the reader's browser"
        case "data" where !(element == "img" && name == "src"):
            return "a `data:` URL can hold a page that runs script (only an image's `src` may be one)"
        default:
            return nil
        }
    }

    /// Text or an attribute value as XHTML: `<` and lone `&` escaped, entities other than XML's
    /// five written as the characters they stand for.
    static func xhtmlText(_ text: String, inRawText: Bool, quoted: Bool = false) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var rest = text[...]
        while let index = rest.firstIndex(where: { $0 == "<" || $0 == "&" || $0 == ">" || (quoted && $0 == "\"") }) {
            result += rest[..<index]
            let character = rest[index]
            rest = rest[rest.index(after: index)...]
            switch character {
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default:
                if inRawText {
                    result += "&amp;"
                    continue
                }
                if let (reference, length) = entity(at: rest) {
                    result += reference
                    rest = rest.dropFirst(length)
                } else {
                    result += "&amp;"
                }
            }
        }
        result += rest
        return result
    }

    /// The entity after an `&` (`rest` starts after it) as XHTML writes it, and its length; nil when it is none.
    private static func entity(at rest: Substring) -> (String, Int)? {
        guard let semicolon = rest.prefix(40).firstIndex(of: ";") else { return nil }
        let body = rest[..<semicolon]
        let length = body.count + 1
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value: UInt32?
            if digits.first == "x" || digits.first == "X" {
                value = UInt32(digits.dropFirst(), radix: 16)
            } else {
                value = UInt32(digits, radix: 10)
            }
            guard let value else { return nil }
            return (isXMLCharacter(value) ? "&#\(value);" : "\u{FFFD}", length)
        }
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        if ["amp", "lt", "gt", "quot", "apos"].contains(body) { return ("&\(body);", length) }
        let decoded = decodeNamed(String(body))
        guard let decoded else { return nil }
        return (MarkupEscape.text(decoded), length)
    }

    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
    }

    /// A named entity (`nbsp`) as the characters it stands for, by HTML's table, which cmark knows.
    static func decodeNamed(_ name: String) -> String? {
        let document = MarkdownParser.parse("&\(name);")
        guard let paragraph = document.children.first, paragraph.children.count == 1,
              case .text(let text) = paragraph.children[0].kind, text != "&\(name);" else { return nil }
        return text
    }

    /// Every entity of `text` decoded (for reading a URL as a browser does).
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = text[...]
        while let index = rest.firstIndex(of: "&") {
            result += rest[..<index]
            rest = rest[rest.index(after: index)...]
            guard let semicolon = rest.prefix(40).firstIndex(of: ";") else {
                result += "&"
                continue
            }
            let body = rest[..<semicolon]
            var decoded: String?
            if body.hasPrefix("#") {
                let digits = body.dropFirst()
                let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                decoded = value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            } else if !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
                decoded = decodeNamed(String(body))
            }
            if let decoded {
                result += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
            }
        }
        return result + rest
    }

    private mutating func warn(_ message: DiagnosticMessage, at offset: Int, _ text: String) {
        guard let locate else { return }
        report(message, at: locate(offset), text)
    }

    private mutating func report(_ message: DiagnosticMessage, at location: FileLocation, _ text: String) {
        var diagnostic = Diagnostic(message, at: location)
        diagnostic.message = text
        findings.append(diagnostic)
    }
}
