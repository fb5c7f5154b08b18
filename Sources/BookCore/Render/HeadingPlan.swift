/// The anchors of a chapter's headings, decided before any page is rendered, so that a link in
/// one chapter can be checked against the headings of another.
package enum HeadingPlan {
    /// The slugs of the headings in order, unique within the chapter and never one of the
    /// template's own identifiers.
    package static func slugs(of headings: [ChapterHeading], reserved: Set<String>) -> [String] {
        var slugger = Slugger(reserved: reserved)
        // `{#id}` names the anchor itself; the other headings' slugs steer clear of it.
        return headings.map { heading in heading.customID.map { slugger.claim($0) } ?? slugger.unique(heading.text) }
    }

    /// The slugs of every chapter's headings.
    package static func slugs(of chapters: [Chapter], reserved: Set<String>) -> [[String]] {
        chapters.map { slugs(of: $0.headings, reserved: reserved) }
    }
}
