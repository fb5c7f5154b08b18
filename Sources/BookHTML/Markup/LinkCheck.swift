import BookCore
import BookMarkdown
import Dispatch

/// The broken links, anchors and images of a book, found as the site's pages find them (the same
/// page plan, the same `LinkResolver`) but without rendering: `check` reports what `build` would
/// refuse to publish.
package enum LinkCheck {
    /// - Returns: One diagnostic per broken link or image, in chapter order.
    package static func diagnostics(of book: CheckedBook) -> [Diagnostic] {
        let plan = PagePlan.site(of: book.book)
        // The not-found page last, where the site's renderer reports it.
        var pages = book.book.chapters.map { ($0, plan.page(of: $0)) }
        if let chapter = book.book.notFoundChapter, let page = plan.notFoundPage { pages.append((chapter, page)) }
        let chapters = pages
        let links = LinkResolver(plan: plan, book: book.book)
        let found = ConcurrentResults<[Diagnostic]>(count: chapters.count)
        DispatchQueue.concurrentPerform(iterations: chapters.count) { index in
            let (chapter, page) = chapters[index]
            var diagnostics: [Diagnostic] = []
            chapter.document.walk { node in
                let resolution: LinkResolver.Resolution
                switch node.kind {
                case .link(let destination, _):
                    resolution = links.resolveLink(destination, in: page, at: chapter.inlineLocation(of: node, opening: UInt8(ascii: "[")), mode: .chapterPage)
                case .image(let destination, _):
                    resolution = links.resolveImage(destination, in: page, at: chapter.inlineLocation(of: node, opening: UInt8(ascii: "!")))
                default:
                    return
                }
                if case .failure(let diagnostic) = resolution { diagnostics.append(diagnostic) }
            }
            found[index] = diagnostics
        }
        return (0..<chapters.count).flatMap { found[$0] ?? [] }
    }
}
