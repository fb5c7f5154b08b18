/// Escaping for text placed in HTML or XML: every `<`, `>`, `&` and quote becomes an entity, so no
/// text can open a tag or leave an attribute. The site's pages and the JUnit report both use it.
public enum MarkupEscape {
    /// Escapes text for an element's content or a double- or single-quoted attribute value.
    public static func text(_ string: String) -> String {
        var needsWork = false
        for byte in string.utf8 where byte == 0x3C || byte == 0x3E || byte == 0x26 || byte == 0x22 || byte == 0x27 {
            needsWork = true
            break
        }
        guard needsWork else { return string }
        var result = ""
        result.reserveCapacity(string.utf8.count + 16)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

}
