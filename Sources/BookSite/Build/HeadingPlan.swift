import BookCore
import BookMarkdown
import Dispatch

/// The anchors of a chapter's headings, decided before any page is rendered, so that a link in
/// one chapter can be checked against the headings of another.
enum HeadingPlan {
    /// The slugs of the chapter's headings in document order, unique within the chapter and never
    /// one of the template's own identifiers.
    static func slugs(of document: MarkdownNode, reserved: Set<String>) -> [String] {
        var slugger = Slugger(reserved: reserved)
        var slugs: [String] = []
        document.walk { node in
            guard case .heading = node.kind else { return }
            // `{#id}` names the anchor itself; the other headings' slugs steer clear of it.
            let (id, heading) = node.headingAttributes
            slugs.append(id.map { slugger.claim($0) } ?? slugger.unique(heading.plainText))
        }
        return slugs
    }

    /// The slugs of every chapter, planned `jobs` chapters at a time (each chapter's plan is its own).
    static func slugs(of chapters: [Chapter], reserved: Set<String>, jobs: Int) -> [[String]] {
        let plans = Slots<[String]>(count: chapters.count)
        let work: @Sendable (Int) -> Void = { index in plans.set(index, slugs(of: chapters[index].document, reserved: reserved)) }
        if jobs > 1 && chapters.count > 1 {
            DispatchQueue.concurrentPerform(iterations: chapters.count, execute: work)
        } else {
            for index in chapters.indices { work(index) }
        }
        return plans.takeValues()
    }
}
