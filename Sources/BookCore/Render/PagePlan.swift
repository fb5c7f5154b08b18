import Foundation

/// Every chapter's page name and heading anchors, decided before any page is rendered, so that a
/// link in one chapter can be checked against the headings of another.
package struct PagePlan: Sendable {
    /// What a renderer knows about one chapter's page before rendering it.
    package struct Page: Sendable {
        package var htmlName: String
        /// The file name without `.md`: the chapter's identifier on the print page.
        package var stem: String
        package var anchors: Set<String>
        /// The chapter's folder in the book (`guide` for `guide/intro.md`): its links start there.
        package var directory = ""

        package init(htmlName: String, stem: String, anchors: Set<String>, directory: String = "") {
            self.htmlName = htmlName
            self.stem = stem
            self.anchors = anchors
            self.directory = directory
        }
    }

    /// Keyed by the chapter's file name in the book folder.
    package var pages: [String: Page]
    /// Each chapter's heading slugs in document order, in chapter order (see `HeadingPlan`).
    package var slugs: [[String]]

    /// File names a chapter page may not take.
    static let reservedPages: Set<String> = ["index", "print", "toc", "searchindex", "bookgen", "404"]

    /// Identifiers the site's page template gives its own elements; heading anchors never take one.
    package static let templateIDs: Set<String> = [
        "bg-main", "bg-sidebar", "bg-toc", "bg-menu", "bg-search", "bg-search-input", "bg-search-results",
        "bg-search-status", "bg-search-button", "bg-theme-toggle", "bg-page-toc", "bg-keys", "bg-keys-title",
        "bg-keys-button", "bg-not-found", "bg-not-found-guess",
    ]

    /// Plans the pages of `chapters`: one folder of pages, so `guide/intro.md` is
    /// `guide-intro.<fileExtension>`; a name the site uses itself gets `-chapter`, and a name an
    /// earlier chapter already has gets `-2`.
    ///
    /// - Parameter reservedIDs: Identifiers no heading anchor may take.
    package init(chapters: [Chapter], fileExtension: String, reservedIDs: Set<String>) {
        slugs = HeadingPlan.slugs(of: chapters, reserved: reservedIDs)
        pages = [:]
        var taken: Set<String> = []
        for (chapter, slugs) in zip(chapters, slugs) {
            var stem = String(chapter.fileName.dropLast(3)).replacingOccurrences(of: "/", with: "-")
            if Self.reservedPages.contains(stem.lowercased()) { stem += "-chapter" }
            let base = stem
            var count = 2
            while taken.contains(stem.lowercased()) {
                stem = "\(base)-\(count)"
                count += 1
            }
            taken.insert(stem.lowercased())
            pages[chapter.fileName] = Page(htmlName: stem + "." + fileExtension, stem: stem, anchors: Set(slugs),
                                           directory: BookPath.directory(of: chapter.fileName))
        }
    }

    /// The page of a chapter of the planned book.
    package func page(of chapter: Chapter) -> Page {
        // Cannot be nil: the plan names every chapter's page.
        pages[chapter.fileName]!
    }
}
