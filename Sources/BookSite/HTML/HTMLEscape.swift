import BookCore

/// Escaping for text placed in HTML: every `<`, `>`, `&` and quote becomes an entity, so no text
/// of a chapter can open a tag or leave an attribute.
enum HTMLEscape {
    /// Escapes text for an element's content or a double- or single-quoted attribute value.
    static func text(_ string: String) -> String {
        MarkupEscape.text(string)
    }

    /// Percent-encodes a link destination as cmark-gfm does (`houdini_escape_href`): letters, digits
    /// and the characters URLs use as delimiters stay as they are, so does `%` (the author may have
    /// encoded already); every other byte of the UTF-8 text becomes `%XX`. `&` and `'` stay too,
    /// as cmark keeps them: `text(_:)` turns them into entities when the value is written.
    static func href(_ destination: String) -> String {
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
    static func javaScriptString(_ string: String) -> String {
        var result = "\""
        result.reserveCapacity(string.utf8.count + 2)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<": result += "\\u003c"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
