import BookMarkdown

/// The anchors of a chapter's headings, decided before any page is rendered, so that a link in
/// one chapter can be checked against the headings of another.
enum HeadingPlan {
    /// The slugs of the chapter's headings in document order, unique within the chapter and never
    /// one of the template's own identifiers.
    static func slugs(of document: MarkdownNode, reserved: Set<String>) -> [String] {
        var slugger = Slugger(reserved: reserved)
        var slugs: [String] = []
        document.walk { node in
            if case .heading = node.kind { slugs.append(slugger.unique(node.plainText)) }
        }
        return slugs
    }
}
