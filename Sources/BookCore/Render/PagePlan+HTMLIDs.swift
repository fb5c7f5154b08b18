import BookMarkdown

/// The anchors a chapter's raw HTML gives its page: `<dt id="option-locked">` may be linked to as a
/// heading is.
extension PagePlan {
    /// The `id` attributes of a chapter's raw HTML (`<dt id="option-locked">`): a link may name them as it names headings.
    static func htmlIDs(in chapter: Chapter) -> Set<String> {
        // Most chapters have none: their bytes are searched, never parsed again, for ` id=`.
        guard mentionsID(chapter.lines.bytes) else { return [] }
        var ids: Set<String> = []
        chapter.document.walk { node in
            switch node.kind {
            case .htmlBlock(let html), .htmlInline(let html):
                ids.formUnion(idAttributes(in: html))
            default:
                break
            }
        }
        return ids
    }

    /// The values of the `id="..."` and `id='...'` attributes in `html` (blanks allowed around the
    /// `=`); a plain scan: a regex literal is compiled again each time it is evaluated, which took a
    /// fifth of the Cargo Book's build.
    static func idAttributes(in html: String) -> [String] {
        let bytes = Array(html.utf8)
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C }
        var ids: [String] = []
        var index = 1
        while index + 2 < bytes.count {
            defer { index += 1 }
            guard isBlank(bytes[index - 1]), bytes[index] == UInt8(ascii: "i"), bytes[index + 1] == UInt8(ascii: "d") else { continue }
            var at = index + 2
            while at < bytes.count, isBlank(bytes[at]) { at += 1 }
            guard at < bytes.count, bytes[at] == UInt8(ascii: "=") else { continue }
            at += 1
            while at < bytes.count, isBlank(bytes[at]) { at += 1 }
            guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") || bytes[at] == UInt8(ascii: "'") else { continue }
            let quote = bytes[at]
            guard let end = bytes[(at + 1)...].firstIndex(of: quote) else { continue }
            ids.append(String(decoding: bytes[(at + 1)..<end], as: UTF8.self))
            index = end
        }
        return ids
    }

    /// Whether `bytes` hold ` id=`: a plain scan, several times faster than the generic `firstRange(of:)`.
    private static func mentionsID(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard buffer.count >= 4 else { return false }
            for index in 0...(buffer.count - 4) where buffer[index] == UInt8(ascii: " ") && buffer[index + 1] == UInt8(ascii: "i")
                && buffer[index + 2] == UInt8(ascii: "d") && buffer[index + 3] == UInt8(ascii: "=") {
                return true
            }
            return false
        }
    }
}
