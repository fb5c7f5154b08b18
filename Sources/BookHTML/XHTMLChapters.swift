import BookCore
import Dispatch

/// One chapter as an XHTML fragment: the same highlighting, badges, verified outputs and failure
/// notes as the site's pages.
package struct XHTMLChapter: Sendable {
    /// A heading of the chapter, for a table of contents.
    package struct Heading: Sendable, Equatable {
        package var level: Int
        package var text: String
        package var id: String
    }

    /// The chapter's file, e.g. `02-publish-subject.xhtml`; links between chapters point at it.
    package var fileName: String
    package var title: String
    /// The part of the book the chapter belongs to, from SUMMARY.md.
    package var part: String?
    /// The chapter's opening `# Title`, when it starts with one.
    package var header: String
    /// Everything after `header`.
    package var body: String
    package var headings: [Heading]
    /// Files of the book folder the chapter shows or links to, relative to the book folder, sorted.
    package var assets: [String]
}

/// The book's chapters as XHTML fragments, rendered by the same chapter renderer as the site's
/// pages, for renderers that package the book another way (the EPUB).
package enum XHTMLChapters {
    /// Renders every chapter, handing each to `deliver` in reading order, one at a time, as they
    /// are rendered (on any thread): a large book's chapters need not all be held. Void elements
    /// close themselves, heading anchors are left out, and links between chapters point at the
    /// context's `ebookPages`.
    ///
    /// - Parameter jobs: How many chapters render at once.
    /// - Returns: The problems found (broken links, missing images).
    package static func render(_ context: RenderContext, jobs: Int, inOrder deliver: @escaping (Int, XHTMLChapter) -> Void) -> [Diagnostic] {
        let plan = context.ebookPages
        var resolver = LinkResolver(pages: plan.pages, bookFolder: context.book.folder, hiddenFiles: context.book.hiddenFiles)
        // As on the site: an mdBook book's link to a neighbour of the book is kept as written.
        resolver.keepsLinksLeavingBook = PagePlan.startsWithFirstChapter(context.book)
        let links = resolver
        let verdicts = context.verdicts
        let code = CodeBlockRenderer(highlights: context.highlights)
        let chapters = context.checked.chapters
        let rawHTML = context.book.manifest.rawHTML
        let found = Slots<[Diagnostic]>(count: chapters.count)
        let inOrder = InOrder<XHTMLChapter>(deliver)
        let work: @Sendable (Int) -> Void = { index in
            let chapter = chapters[index].chapter
            let page = plan.page(of: chapter)
            var renderer = ChapterRenderer(chapter: chapters[index], page: page, slugs: plan.slugs[index], verdicts: verdicts,
                                           links: links, mode: .ebookPage, code: code, rawHTML: rawHTML)
            let rendered = renderer.render()
            found.set(index, rendered.diagnostics)
            inOrder.put(index, XHTMLChapter(
                fileName: page.htmlName, title: chapter.title, part: chapter.part,
                header: rendered.header, body: rendered.html,
                headings: rendered.headings.map { XHTMLChapter.Heading(level: $0.level, text: $0.text, id: $0.id) },
                assets: rendered.assets.sorted()
            ))
        }
        if jobs > 1 && chapters.count > 1 {
            DispatchQueue.concurrentPerform(iterations: chapters.count, execute: work)
        } else {
            for index in chapters.indices { work(index) }
        }
        var diagnostics = found.takeValues().flatMap { $0 }
        diagnostics.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        return diagnostics
    }

    /// Every chapter at once, in reading order, with the problems found.
    package static func render(_ context: RenderContext, jobs: Int) -> (chapters: [XHTMLChapter], diagnostics: [Diagnostic]) {
        var chapters: [XHTMLChapter] = []
        let diagnostics = render(context, jobs: jobs) { _, chapter in chapters.append(chapter) }
        return (chapters, diagnostics)
    }
}
