import BookCore
import Dispatch

/// One chapter as an XHTML fragment, rendered by the site's own chapter renderer: the same
/// highlighting, badges, verified outputs and failure notes as the site's pages.
public struct XHTMLChapter: Sendable {
    /// A heading of the chapter, for a table of contents.
    public struct Heading: Sendable, Equatable {
        public var level: Int
        public var text: String
        public var id: String
    }

    /// The chapter's file, e.g. `02-publish-subject.xhtml`; links between chapters point at it.
    public var fileName: String
    public var title: String
    /// The part of the book the chapter belongs to, from SUMMARY.md.
    public var part: String?
    /// The chapter's opening `# Title`, when it starts with one.
    public var header: String
    /// Everything after `header`.
    public var body: String
    public var headings: [Heading]
    /// Files of the book folder the chapter shows or links to, relative to the book folder, sorted.
    public var assets: [String]
}

extension SiteRenderer {
    /// The book's chapters as XHTML fragments, for renderers that package the book another way
    /// (the EPUB). Void elements close themselves, heading anchors are left out, and links between
    /// chapters point at `<stem>.<fileExtension>`.
    ///
    /// - Returns: The chapters in reading order, and the problems found (broken links, missing images).
    public func xhtmlChapters(_ checked: CheckedBook, fileExtension: String = "xhtml") -> (chapters: [XHTMLChapter], diagnostics: [Diagnostic]) {
        var chapters: [XHTMLChapter] = []
        let diagnostics = xhtmlChapters(checked, fileExtension: fileExtension) { _, chapter in chapters.append(chapter) }
        return (chapters, diagnostics)
    }

    /// The book's chapters as XHTML fragments, handed to `deliver` in reading order, one at a time,
    /// as they are rendered (on any thread): a large book's chapters need not all be held.
    ///
    /// - Returns: The problems found (broken links, missing images).
    public func xhtmlChapters(_ checked: CheckedBook, fileExtension: String = "xhtml",
                              inOrder deliver: @escaping (Int, XHTMLChapter) -> Void) -> [Diagnostic] {
        let book = checked.book
        let slugPlans = HeadingPlan.slugs(of: book.chapters, reserved: [])
        let (pages, plans) = (Self.pages(of: book.chapters, slugs: slugPlans, fileExtension: fileExtension), slugPlans)
        let links = LinkResolver(pages: pages, bookFolder: book.folder)
        let verification = Verification(checked)
        let code = CodeBlockRenderer(highlights: checked.highlights)
        let chapters = checked.chapters
        let found = Slots<[Diagnostic]>(count: chapters.count)
        let inOrder = InOrder<XHTMLChapter>(deliver)
        let work: @Sendable (Int) -> Void = { index in
            let chapter = chapters[index].chapter
            // swift-format-ignore: force unwrap: the loop above named every chapter's page.
            let page = pages[chapter.fileName]!
            var renderer = ChapterRenderer(chapter: chapters[index], page: page, slugs: plans[index], verification: verification,
                                           links: links, mode: .ebookPage, code: code)
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

    /// The EPUB's file name in the output folder, from the book's title in lower-case ASCII words
    /// joined by hyphens: `Subjects and Relays, Hands On` gives `subjects-and-relays-hands-on.epub`.
    public static func epubFileName(for book: Book) -> String {
        var name = ""
        var pendingHyphen = false
        for scalar in book.title.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingHyphen && !name.isEmpty { name += "-" }
                name.unicodeScalars.append(scalar)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        return (name.isEmpty ? "book" : name) + ".epub"
    }
}
