/// Escaping for text placed in HTML or XML: every `<`, `>`, `&` and quote becomes an entity, so no
/// text can open a tag or leave an attribute; and every character XML 1.0 cannot hold becomes
/// U+FFFD, so no text can make a document unreadable. The site's pages, the EPUB's documents and
/// the JUnit report all use it.
package enum MarkupEscape {
    /// Escapes text for an element's content or a double- or single-quoted attribute value.
    ///
    /// XML 1.0 holds tab, line feed, carriage return, U+0020 to U+D7FF, U+E000 to U+FFFD and
    /// U+10000 up; a Swift string holds no surrogate, so the others are the rest of C0 (U+0000 to
    /// U+001F: a form feed, an escape in a colored output) and U+FFFE and U+FFFF. An XML parser
    /// stops at the first (a reading system then shows nothing of the chapter, or of the book when
    /// it is in the title), and HTML calls them errors too. Each is shown as U+FFFD rather than
    /// dropped, so the reader sees that something was there.
    package static func text(_ string: String) -> String {
        var string = string
        // Two passes over the UTF-8 bytes (the five characters are ASCII; U+FFFE and U+FFFF are
        // three bytes, as U+FFFD is): one to size the result, one to write it in place; a text
        // with none of them is returned as it is.
        let escaped: String? = string.withUTF8 { bytes in
            var extra = 0
            var noncharacter = false
            for index in bytes.indices {
                let byte = bytes[index]
                extra += extraBytes(byte)
                if byte == 0xEF, isNoncharacter(bytes, at: index) { noncharacter = true }
            }
            guard extra > 0 || noncharacter else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count + extra) { output in
                var at = 0
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    switch byte {
                    case 0x3C: at = put("&lt;", into: output, at: at)
                    case 0x3E: at = put("&gt;", into: output, at: at)
                    case 0x26: at = put("&amp;", into: output, at: at)
                    case 0x22: at = put("&quot;", into: output, at: at)
                    case 0x27: at = put("&#39;", into: output, at: at)
                    case 0x09, 0x0A, 0x0D:
                        output[at] = byte
                        at += 1
                    case 0x00...0x1F: at = put("\u{FFFD}", into: output, at: at)
                    case 0xEF where isNoncharacter(bytes, at: index):
                        at = put("\u{FFFD}", into: output, at: at)
                        index += 2
                    default:
                        output[at] = byte
                        at += 1
                    }
                    index += 1
                }
                return at
            }
        }
        return escaped ?? string
    }

    /// How many bytes longer `byte` is once escaped (a control character becomes U+FFFD, three bytes).
    @inline(__always)
    private static func extraBytes(_ byte: UInt8) -> Int {
        switch byte {
        case 0x3C, 0x3E: return 3
        case 0x26, 0x27: return 4
        case 0x22: return 5
        case 0x09, 0x0A, 0x0D: return 0
        case 0x00...0x1F: return 2
        default: return 0
        }
    }

    /// Whether U+FFFE or U+FFFF (EF BF BE, EF BF BF) starts at `index`.
    @inline(__always)
    private static func isNoncharacter(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index] == 0xEF && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE
    }

    @inline(__always)
    private static func put(_ entity: StaticString, into output: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var at = start
        entity.withUTF8Buffer { for byte in $0 { output[at] = byte; at += 1 } }
        return at
    }
}
