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
        // The five characters are ASCII, so the work is done on UTF-8 bytes, each copied once.
        var result: [UInt8] = []
        result.reserveCapacity(string.utf8.count + 32)
        for byte in string.utf8 {
            switch byte {
            case 0x3C: result += "&lt;".utf8
            case 0x3E: result += "&gt;".utf8
            case 0x26: result += "&amp;".utf8
            case 0x22: result += "&quot;".utf8
            case 0x27: result += "&#39;".utf8
            default: result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

}
