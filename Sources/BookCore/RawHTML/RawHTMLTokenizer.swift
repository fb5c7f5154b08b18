/// One piece of a chapter's raw HTML, as a browser's tokenizer would split it (in the simplified
/// form raw HTML written in Markdown needs): tags with their attributes, text, and the rest.
package enum RawHTMLToken: Equatable {
    package struct Attribute: Equatable {
        /// As written (attribute names of SVG are case-sensitive).
        package var name: String
        /// As written, entities not decoded; nil for an attribute with no `=`.
        package var value: String?
        /// The whole attribute as written, from its name to the end of its value.
        package var raw: Range<Int>
        /// Whether `value` was changed since (a URL resolved): then `raw` is not written.
        package var rewritten = false
    }

    case startTag(name: String, attributes: [Attribute], selfClosing: Bool)
    case endTag(name: String)
    /// Text, as written (entities not decoded).
    case text
    /// `<!-- -->`, `<!DOCTYPE>`, `<?...?>`, `<![CDATA[...]]>`: nothing a reader sees.
    case invisible
}

/// Splits raw HTML into tokens with their byte ranges in the fragment.
package struct RawHTMLTokenizer {
    /// The elements whose contents are text up to their end tag, not markup.
    package static let rawTextElements: Set<String> = [
        "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes",
    ]

    let bytes: [UInt8]
    private(set) var position = 0
    /// Inside a raw-text element: its name, until its end tag.
    private var rawText: String?
    /// After `<plaintext>`: the rest is text.
    private var plaintext = false

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    package mutating func next() -> (token: RawHTMLToken, range: Range<Int>)? {
        guard position < bytes.count else { return nil }
        let start = position
        if plaintext {
            position = bytes.count
            return (.text, start..<position)
        }
        if let element = rawText {
            // Text up to `</element`.
            var index = position
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/"),
                   matchesName(element, at: index + 2) {
                    break
                }
                index += 1
            }
            rawText = nil
            if index > position {
                position = index
                return (.text, start..<index)
            }
        }
        if bytes[position] == UInt8(ascii: "<"), let (token, end) = markup(at: position) {
            position = end
            if case .startTag(let name, _, let selfClosing) = token, !selfClosing {
                if Self.rawTextElements.contains(name) { rawText = name }
                if name == "plaintext" { plaintext = true }
            }
            return (token, start..<end)
        }
        // Text up to the next `<` that starts markup.
        var index = position + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), markup(at: index) != nil { break }
            index += 1
        }
        position = index
        return (.text, start..<index)
    }

    private func matchesName(_ name: String, at index: Int) -> Bool {
        let utf8 = Array(name.utf8)
        guard index + utf8.count <= bytes.count else { return false }
        for (offset, byte) in utf8.enumerated() where lower(bytes[index + offset]) != byte { return false }
        let after = index + utf8.count
        return after == bytes.count || !isNameByte(bytes[after])
    }

    /// The markup starting at `index` (a `<`) and where it ends; nil when the `<` is text.
    private func markup(at index: Int) -> (RawHTMLToken, Int)? {
        let rest = bytes[(index + 1)...]
        if rest.starts(with: "!--".utf8) { return (.invisible, end(of: "-->", from: index + 4)) }
        if rest.starts(with: "![CDATA[".utf8) { return (.invisible, end(of: "]]>", from: index + 9)) }
        if rest.starts(with: "?".utf8) { return (.invisible, end(of: "?>", from: index + 2)) }
        if rest.starts(with: "!".utf8), index + 2 < bytes.count, isLetter(bytes[index + 2]) {
            return (.invisible, end(of: ">", from: index + 2))
        }
        if rest.starts(with: "/".utf8) {
            var cursor = index + 2
            guard let name = tagName(&cursor) else { return nil }
            skipSpace(&cursor)
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ">") else { return nil }
            return (.endTag(name: name.lowercased()), cursor + 1)
        }
        var cursor = index + 1
        guard let name = tagName(&cursor) else { return nil }
        var attributes: [RawHTMLToken.Attribute] = []
        while true {
            let beforeSpace = cursor
            skipSpace(&cursor)
            guard cursor < bytes.count else { return nil }
            if bytes[cursor] == UInt8(ascii: ">") {
                return (.startTag(name: name.lowercased(), attributes: attributes, selfClosing: false), cursor + 1)
            }
            if bytes[cursor] == UInt8(ascii: "/") {
                guard cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: ">") else { return nil }
                return (.startTag(name: name.lowercased(), attributes: attributes, selfClosing: true), cursor + 2)
            }
            // An attribute needs space before it.
            guard cursor > beforeSpace, let attribute = attribute(&cursor) else { return nil }
            attributes.append(attribute)
        }
    }

    /// cmark's attribute: a name, then optionally `=` and an unquoted, single- or double-quoted value.
    private func attribute(_ cursor: inout Int) -> RawHTMLToken.Attribute? {
        let start = cursor
        guard cursor < bytes.count, isLetter(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "_") || bytes[cursor] == UInt8(ascii: ":") else { return nil }
        while cursor < bytes.count, isLetter(bytes[cursor]) || isDigit(bytes[cursor]) || "_.:-".utf8.contains(bytes[cursor]) { cursor += 1 }
        let name = String(decoding: bytes[start..<cursor], as: UTF8.self)
        var probe = cursor
        skipSpace(&probe)
        guard probe < bytes.count, bytes[probe] == UInt8(ascii: "=") else {
            return RawHTMLToken.Attribute(name: name, value: nil, raw: start..<cursor)
        }
        probe += 1
        skipSpace(&probe)
        guard probe < bytes.count else { return nil }
        let quote = bytes[probe]
        let value: String
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            guard let close = bytes[(probe + 1)...].firstIndex(of: quote) else { return nil }
            value = String(decoding: bytes[(probe + 1)..<close], as: UTF8.self)
            cursor = close + 1
        } else {
            var end = probe
            while end < bytes.count, !" \t\n\r\u{0C}\"'=<>`".utf8.contains(bytes[end]) { end += 1 }
            guard end > probe else { return nil }
            value = String(decoding: bytes[probe..<end], as: UTF8.self)
            cursor = end
        }
        return RawHTMLToken.Attribute(name: name, value: value, raw: start..<cursor)
    }

    private func tagName(_ cursor: inout Int) -> String? {
        let start = cursor
        guard cursor < bytes.count, isLetter(bytes[cursor]) else { return nil }
        while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
        return String(decoding: bytes[start..<cursor], as: UTF8.self)
    }

    private func skipSpace(_ cursor: inout Int) {
        while cursor < bytes.count, " \t\n\r\u{0C}".utf8.contains(bytes[cursor]) { cursor += 1 }
    }

    /// Just after `terminator`, searched from `from`; the end of the fragment if it never comes.
    private func end(of terminator: String, from: Int) -> Int {
        let needle = Array(terminator.utf8)
        var index = min(from, bytes.count)
        while index + needle.count <= bytes.count {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index + needle.count }
            index += 1
        }
        return bytes.count
    }

    private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private func isNameByte(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") }
    private func lower(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte | 0x20 : byte }
}
