import BookCore

/// Escaping for text placed in HTML: every `<`, `>`, `&` and quote becomes an entity, so no text
/// of a chapter can open a tag or leave an attribute.
enum HTMLEscape {
    /// Escapes text for an element's content or a double- or single-quoted attribute value.
    static func text(_ string: String) -> String {
        MarkupEscape.text(string)
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
