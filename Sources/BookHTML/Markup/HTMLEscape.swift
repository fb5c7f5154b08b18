import BookCore

/// Escaping for text placed in HTML: every `<`, `>`, `&` and quote becomes an entity, so no text
/// of a chapter can open a tag or leave an attribute.
package enum HTMLEscape {
    /// Escapes text for an element's content or a double- or single-quoted attribute value.
    package static func text(_ string: String) -> String {
        MarkupEscape.text(string)
    }

    /// Percent-encodes a link destination as cmark-gfm does (`houdini_escape_href`): letters, digits
    /// and the characters URLs use as delimiters stay as they are, so does `%` (the author may have
    /// encoded already); every other byte of the UTF-8 text becomes `%XX`. `&` and `'` stay too,
    /// as cmark keeps them: `text(_:)` turns them into entities when the value is written.
    package static func href(_ destination: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(destination.utf8.count)
        var changed = false
        for byte in destination.utf8 {
            if byte < 128 && hrefSafe[Int(byte)] {
                bytes.append(byte)
            } else {
                changed = true
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : destination
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// The ASCII bytes `href(_:)` keeps, indexed by byte.
    private static let hrefSafe: [Bool] = (0..<128).map { value in
        let scalar = Unicode.Scalar(UInt8(value))
        if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) { return true }
        return "-_.+!*'(),%#@?=;:/$~&".unicodeScalars.contains(scalar)
    }

    /// Escapes text placed in a JavaScript string literal inside a script file: quotes, backslashes,
    /// line terminators and `<` (so `</script>` can never appear) become escapes.
    package static func javaScriptString(_ string: String) -> String {
        var bytes: [UInt8] = []
        appendJavaScriptString(string, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `javaScriptString(_:)`, quotes included, appended to UTF-8 bytes: the search index is
    /// megabytes of text, and escaping byte by byte into one buffer spares a String per field.
    package static func appendJavaScriptString(_ string: String, to bytes: inout [UInt8]) {
        let utf8 = string.utf8
        bytes.reserveCapacity(bytes.count + utf8.count + 2)
        bytes.append(UInt8(ascii: "\""))
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            index = utf8.index(after: index)
            switch byte {
            case UInt8(ascii: "\""): bytes += #"\""#.utf8
            case UInt8(ascii: "\\"): bytes += #"\\"#.utf8
            case UInt8(ascii: "\n"): bytes += #"\n"#.utf8
            case UInt8(ascii: "\r"): bytes += #"\r"#.utf8
            case UInt8(ascii: "\t"): bytes += #"\t"#.utf8
            case UInt8(ascii: "<"): bytes += #"\u003c"#.utf8
            case 0..<0x20:
                bytes += #"\u00"#.utf8
                bytes.append(lowerHexDigits[Int(byte >> 4)])
                bytes.append(lowerHexDigits[Int(byte & 0x0F)])
            case 0xE2:
                // U+2028 and U+2029 (E2 80 A8, E2 80 A9) end a line in older JavaScript.
                let rest = utf8[index...].prefix(2)
                if rest.count == 2, rest.first == 0x80, let last = rest.last, last == 0xA8 || last == 0xA9 {
                    bytes += (last == 0xA8 ? #"\u2028"# : #"\u2029"#).utf8
                    index = rest.endIndex
                } else {
                    bytes.append(byte)
                }
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let lowerHexDigits = Array("0123456789abcdef".utf8)
}
