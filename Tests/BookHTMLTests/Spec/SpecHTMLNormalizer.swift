/// Normalises HTML the way cmark's test runner does (test/normalize.py) before it compares a
/// renderer's output with a spec example: runs of white space become one space outside `<pre>`,
/// white space next to block-level tags goes, attributes are sorted, `<br />` is `<br>`, and
/// character references become the characters they stand for (`<`, `>`, `&` and `"` stay escaped).
struct SpecHTMLNormalizer {
    private var output = ""
    private var last = Last.startTag
    private var lastTag = ""
    private var inPre = false

    private enum Last { case startTag, endTag, data, other }

    static let blockTags: Set<String> = [
        "address", "article", "aside", "audio", "blockquote", "body", "button", "canvas", "caption", "center", "col",
        "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer",
        "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html",
        "iframe", "legend", "li", "link", "main", "map", "menu", "menuitem", "meta", "nav", "noframes", "noscript",
        "object", "ol", "optgroup", "option", "output", "p", "param", "pre", "progress", "section", "source",
        "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "track", "ul", "video",
    ]

    static func normalize(_ html: String) -> String {
        var normalizer = SpecHTMLNormalizer()
        normalizer.run(Array(html.unicodeScalars))
        return normalizer.output
    }

    private mutating func run(_ s: [Unicode.Scalar]) {
        var i = 0
        var data = ""
        func flush(_ me: inout SpecHTMLNormalizer) {
            if !data.isEmpty { me.handleData(data); data = "" }
        }
        func starts(_ prefix: String, at index: Int) -> Bool {
            var j = index
            for scalar in prefix.unicodeScalars {
                guard j < s.count, s[j] == scalar else { return false }
                j += 1
            }
            return true
        }
        func find(_ needle: String, from index: Int) -> Int? {
            var j = index
            while j < s.count {
                if starts(needle, at: j) { return j }
                j += 1
            }
            return nil
        }
        while i < s.count {
            let c = s[i]
            if c == "<" {
                if starts("<!--", at: i), let end = find("-->", from: i + 4) {
                    flush(&self)
                    output += "<!--" + String(String.UnicodeScalarView(s[(i + 4)..<end])) + "-->"
                    last = .other
                    i = end + 3
                    continue
                }
                if (starts("<!", at: i) || starts("<?", at: i)), let end = find(">", from: i + 2) {
                    flush(&self)
                    output += String(String.UnicodeScalarView(s[i...end]))
                    last = .other
                    i = end + 1
                    continue
                }
                if let (tag, next) = Self.tag(s, at: i) {
                    flush(&self)
                    handle(tag)
                    i = next
                    continue
                }
            } else if c == "&", let (scalar, next) = Self.reference(s, at: i) {
                flush(&self)
                switch scalar {
                case "<": output += "&lt;"
                case ">": output += "&gt;"
                case "&": output += "&amp;"
                case "\"": output += "&quot;"
                default: output.unicodeScalars.append(scalar)
                }
                last = .other
                i = next
                continue
            }
            data.unicodeScalars.append(c)
            i += 1
        }
        flush(&self)
    }

    private struct Tag {
        var name: String
        var attributes: [(String, String?)]
        var isEnd: Bool
        var selfClosing: Bool
    }

    private mutating func handle(_ tag: Tag) {
        if tag.isEnd {
            if tag.name == "pre" {
                inPre = false
            } else if Self.blockTags.contains(tag.name) {
                trimOutputEnd()
            }
            output += "</\(tag.name)>"
            lastTag = tag.name
            last = .endTag
            return
        }
        if tag.name == "pre" { inPre = true }
        if Self.blockTags.contains(tag.name) { trimOutputEnd() }
        output += "<" + tag.name
        for (name, value) in tag.attributes.sorted(by: { ($0.0, $0.1 ?? "") < ($1.0, $1.1 ?? "") }) {
            output += " " + name
            if let value { output += "=\"" + Self.escapeAttribute(value) + "\"" }
        }
        output += ">"
        lastTag = tag.name
        last = tag.selfClosing ? .endTag : .startTag
    }

    private mutating func handleData(_ text: String) {
        var data = text
        let afterTag = last == .startTag || last == .endTag
        if afterTag && lastTag == "br" { data = String(data.drop { $0 == "\n" }) }
        if !inPre { data = Self.collapsed(data) }
        if afterTag && Self.blockTags.contains(lastTag) && !inPre {
            data = String(data.drop { $0 == " " })
            if last == .endTag { data = String(data.reversed().drop { $0 == " " }.reversed()) }
        }
        output += data
        last = .data
    }

    private mutating func trimOutputEnd() {
        while let end = output.unicodeScalars.last, end == " " || end == "\n" || end == "\t" || end == "\r" {
            output.unicodeScalars.removeLast()
        }
    }

    private static func collapsed(_ text: String) -> String {
        var result = ""
        var inSpace = false
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar == "\u{0C}" {
                if !inSpace { result += " " }
                inSpace = true
            } else {
                result.unicodeScalars.append(scalar)
                inSpace = false
            }
        }
        return result
    }

    private static func escapeAttribute(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#x27;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == ":" || scalar == "_" || scalar == "."
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar == "\u{0C}"
    }

    /// A start or end tag at `i`, as Python's HTMLParser reads one; nil when `<` starts plain text.
    private static func tag(_ s: [Unicode.Scalar], at start: Int) -> (Tag, Int)? {
        var i = start + 1
        var isEnd = false
        if i < s.count, s[i] == "/" {
            isEnd = true
            i += 1
        }
        guard i < s.count, s[i].properties.isAlphabetic else { return nil }
        var name = ""
        while i < s.count, !isSpace(s[i]), s[i] != "/", s[i] != ">" {
            name.unicodeScalars.append(s[i])
            i += 1
        }
        var attributes: [(String, String?)] = []
        var selfClosing = false
        while i < s.count {
            while i < s.count, isSpace(s[i]) { i += 1 }
            guard i < s.count else { return nil }
            if s[i] == ">" { return (Tag(name: name.lowercased(), attributes: attributes, isEnd: isEnd, selfClosing: selfClosing), i + 1) }
            if s[i] == "/" {
                selfClosing = true
                i += 1
                continue
            }
            var attribute = ""
            while i < s.count, !isSpace(s[i]), s[i] != "=", s[i] != ">", !(s[i] == "/" && i + 1 < s.count && s[i + 1] == ">") {
                attribute.unicodeScalars.append(s[i])
                i += 1
            }
            while i < s.count, isSpace(s[i]) { i += 1 }
            var value: String?
            if i < s.count, s[i] == "=" {
                i += 1
                while i < s.count, isSpace(s[i]) { i += 1 }
                var raw = ""
                if i < s.count, s[i] == "\"" || s[i] == "'" {
                    let quote = s[i]
                    i += 1
                    while i < s.count, s[i] != quote {
                        raw.unicodeScalars.append(s[i])
                        i += 1
                    }
                    i += 1
                } else {
                    while i < s.count, !isSpace(s[i]), s[i] != ">" {
                        raw.unicodeScalars.append(s[i])
                        i += 1
                    }
                }
                value = unescaped(raw)
            }
            if attribute.isEmpty { return nil }
            selfClosing = false
            attributes.append((attribute.lowercased(), value))
        }
        return nil
    }

    /// Attribute values with their character references resolved, as Python's HTMLParser gives them.
    private static func unescaped(_ raw: String) -> String {
        let s = Array(raw.unicodeScalars)
        var result = ""
        var i = 0
        while i < s.count {
            if s[i] == "&", let (scalar, next) = reference(s, at: i) {
                result.unicodeScalars.append(scalar)
                i = next
            } else {
                result.unicodeScalars.append(s[i])
                i += 1
            }
        }
        return result
    }

    static let namedReferences: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "©", "auml": "ä",
        "ouml": "ö", "uuml": "ü", "AElig": "Æ", "Dcaron": "Ď", "frac34": "¾", "HilbertSpace": "ℋ",
        "DifferentialD": "ⅆ", "ClockwiseContourIntegral": "∲", "ngE": "≧",
    ]

    /// A character reference at `i` (`&name;`, `&#123;` or `&#x1F;`) and the index after it.
    private static func reference(_ s: [Unicode.Scalar], at start: Int) -> (Unicode.Scalar, Int)? {
        var i = start + 1
        var body = ""
        while i < s.count, i - start < 40, s[i] != ";" {
            guard s[i].properties.isAlphabetic || ("0"..."9").contains(s[i]) || s[i] == "#" else { return nil }
            body.unicodeScalars.append(s[i])
            i += 1
        }
        guard i < s.count, s[i] == ";", !body.isEmpty else { return nil }
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, let scalar = Unicode.Scalar(value), value != 0 else { return nil }
            return (scalar, i + 1)
        }
        guard let scalar = namedReferences[body] else { return nil }
        return (scalar, i + 1)
    }
}
