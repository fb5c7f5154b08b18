import BookMarkdown

/// The anchors a chapter's raw HTML gives its page: `<dt id="option-locked">` may be linked to as a
/// heading is.
enum RawHTMLIDs {
    /// The `id` attributes of the raw HTML in `document`, the tree of `bytes`.
    static func all(in document: MarkdownNode, bytes: [UInt8]) -> Set<String> {
        // Most chapters have none: their bytes are searched for ` id=` before the tree is walked.
        guard mentionsID(bytes) else { return [] }
        var ids: Set<String> = []
        document.walk { node in
            switch node.kind {
            case .htmlBlock(let html), .htmlInline(let html):
                ids.formUnion(idAttributes(in: html))
            default:
                break
            }
        }
        return ids
    }

    /// The values of the `id` attributes of `html`'s start tags, read by the tokenizer the raw-HTML
    /// filter reads them with (so an `id=` in text or a comment is none).
    static func idAttributes(in html: String) -> [String] {
        var tokenizer = RawHTMLTokenizer(Array(html.utf8))
        var ids: [String] = []
        while let (token, _) = tokenizer.next() {
            guard case .startTag(_, let attributes, _) = token else { continue }
            ids += attributes.compactMap { $0.name.lowercased() == "id" ? $0.value : nil }
        }
        return ids
    }

    private static let idMarker: ArraySlice<UInt8> = ArraySlice(" id=".utf8)

    /// Whether `bytes` hold ` id=`, the cheap test that spares most chapters a walk of their tree.
    private static func mentionsID(_ bytes: [UInt8]) -> Bool {
        ByteSearch.firstOffset(of: idMarker, in: bytes[...]) != nil
    }
}
