/// Files bookgen reads as text: valid UTF-8, or an error at the first byte that is not, never a
/// silent U+FFFD in its place.
enum UTF8Text {
    static let invalid = DiagnosticMessage(id: "not-utf8", "file is not valid UTF-8; save it as UTF-8")

    /// The error for `bytes` of `file`, at its first byte that is not UTF-8; nil when all are.
    static func problem(in bytes: [UInt8], file: String) -> Diagnostic? {
        // The standard library's validation is fast even in a debug build; only a file that fails
        // it is walked again to find where.
        guard String(validating: bytes, as: UTF8.self) == nil, let bad = firstInvalidUTF8Location(in: bytes) else { return nil }
        return Diagnostic(invalid, at: FileLocation(file: file, line: bad.line, column: bad.column))
    }
}

/// Where a byte sequence stops being valid UTF-8, as a 1-based line and byte column.
///
/// - Returns: nil when all of `bytes` is valid UTF-8.
func firstInvalidUTF8Location(in bytes: [UInt8]) -> (line: Int, column: Int)? {
    var line = 1
    var lineStart = 0
    var index = 0
    while index < bytes.count {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: length = 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (line, index - lineStart + 1)
        }
        guard index + length <= bytes.count else { return (line, index - lineStart + 1) }
        for offset in 1..<max(length, 1) where bytes[index + offset] & 0xC0 != 0x80 {
            return (line, index - lineStart + 1)
        }
        if length == 3 {
            let second = bytes[index + 1]
            if (lead == 0xE0 && second < 0xA0) || (lead == 0xED && second > 0x9F) { return (line, index - lineStart + 1) }
        } else if length == 4 {
            let second = bytes[index + 1]
            if (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second > 0x8F) { return (line, index - lineStart + 1) }
        }
        if lead == UInt8(ascii: "\n") || (lead == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))) {
            line += 1
            lineStart = index + 1
        }
        index += length
    }
    return nil
}
