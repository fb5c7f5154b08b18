/// Escaping for text placed in HTML or XML: every `<`, `>`, `&` and quote becomes an entity, so no
/// text can open a tag or leave an attribute. The site's pages and the JUnit report both use it.
package enum MarkupEscape {
    /// Escapes text for an element's content or a double- or single-quoted attribute value.
    package static func text(_ string: String) -> String {
        var string = string
        // Two passes over the UTF-8 bytes (the five characters are ASCII): one to size the result,
        // one to write it in place; a text with none of them is returned as it is.
        let escaped: String? = string.withUTF8 { bytes in
            var extra = 0
            for byte in bytes { extra += extraBytes(byte) }
            guard extra > 0 else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count + extra) { output in
                var at = 0
                for byte in bytes {
                    switch byte {
                    case 0x3C: at = put("&lt;", into: output, at: at)
                    case 0x3E: at = put("&gt;", into: output, at: at)
                    case 0x26: at = put("&amp;", into: output, at: at)
                    case 0x22: at = put("&quot;", into: output, at: at)
                    case 0x27: at = put("&#39;", into: output, at: at)
                    default:
                        output[at] = byte
                        at += 1
                    }
                }
                return at
            }
        }
        return escaped ?? string
    }

    /// How many bytes longer `byte` is once escaped.
    @inline(__always)
    private static func extraBytes(_ byte: UInt8) -> Int {
        switch byte {
        case 0x3C, 0x3E: return 3
        case 0x26, 0x27: return 4
        case 0x22: return 5
        default: return 0
        }
    }

    @inline(__always)
    private static func put(_ entity: StaticString, into output: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var at = start
        entity.withUTF8Buffer { for byte in $0 { output[at] = byte; at += 1 } }
        return at
    }
}
