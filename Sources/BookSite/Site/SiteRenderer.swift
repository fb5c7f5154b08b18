import BookCore
import BookHTML
import BookMarkdown
import Dispatch
import Foundation
import Mustache

/// Renders a checked book into the files of its site: an index, a page per chapter, a print page
/// holding the whole book, the shared sidebar, the search index and the theme's files.
///
/// Pure apart from reading the book's linked files and theme: it writes nothing and prints nothing.
public struct SiteRenderer: Renderer {
    public var output: BookOutput { .site }
    /// The theme; nil takes the built-in one with the files of the book's `theme/` folder in its place.
    package var theme: Theme?
    /// How many chapters render at once.
    package var jobs: Int

    public init(theme: Theme? = nil, jobs: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)) {
        self.theme = theme
        self.jobs = jobs
    }

    /// Renders the site, handing each chapter's page to `consumer` as soon as it is assembled;
    /// errors (broken links, missing images, a bad template) come back as diagnostics.
    public func render(_ context: RenderContext, to consumer: any OutputConsumer) -> [Diagnostic] {
        let checked = context.checked
        let book = checked.book
        let theme: Theme, template: MustacheTemplate, themeFiles: [OutputFile]
        switch themeAndTemplate(of: book) {
        case .success(let loaded): (theme, template, themeFiles) = loaded
        case .failure(let problems): return problems.diagnostics
        }

        let plan = context.sitePages
        let (pages, plans) = (plan.pages, plan.slugs)
        let links = LinkResolver(plan: plan, book: book)
        let code = CodeBlockRenderer(highlights: context.highlights)
        let verdicts = context.verdicts
        // Files the site writes besides the chapters' pages; a redirect or a book file never takes one.
        var generated: Set<String> = ["print.html", "404.html", "toc.js", "searchindex.js", "bookgen.css", "bookgen.js", plan.contentsPage, "index.html"]
        if let epub = context.epubFile { generated.insert(epub) }
        let redirects = Self.redirects(book, plan: plan, generated: generated)
        let pageAssembler = PageAssembler(book: book, pages: pages, template: template, verdicts: verdicts,
                                          epubFile: context.epubFile, downloads: context.downloadArchives,
                                          contentsPage: plan.contentsPage, pageScripts: redirects.pageScripts)
        // mdBook's `index.html` when no chapter is at that address: the first chapter's page again.
        let firstPageCopy: String? = if case .copy(let fileName) = plan.index { fileName } else { nil }

        // The print page's contents come before the chapters: written from the planned anchors, and
        // each chapter's part goes into the page as it is rendered.
        let printHeadings = book.chapters.enumerated().map { index, chapter in
            let page = plan.page(of: chapter)
            return zip(chapter.headings, plans[index]).map { heading, slug in
                PageHeading(level: heading.level, text: heading.text, id: links.anchorID(slug, chapter: page, mode: .printPage))
            }
        }
        let markdownBytes = book.chapters.reduce(0) { $0 + $1.lines.bytes.count }
        let printPage = pageAssembler.printPage(headings: printHeadings, capacity: 3 * markdownBytes + (1 << 20))
        // The search index, too, takes each chapter's entries as they come, in page order.
        var search = SearchIndexBuilder(pages: book.chapters.map { (plan.page(of: $0).htmlName, $0.title) }, capacity: markdownBytes + (1 << 16))
        let searchEntries = InOrder<[UInt8]> { _, entries in search.add(entries: entries) }

        // Pass 2: chapters in parallel, each into its own slot, so the order never depends on timing.
        // A chapter's page, its part of the print page and its search entries are handed over at once:
        // only its diagnostics and the files it links to outlive the pass.
        let slots = Slots<RenderedSlot>(count: book.chapters.count)
        let chapters = checked.chapters
        let sharedPrologues = SharedPrologues()
        let work: @Sendable (Int) -> Void = { index in
            // The page, the print page and the search index each read the tree: parsed once for all three.
            var chapter = chapters[index]
            chapter.chapter = chapter.chapter.holdingDocument()
            let page = plan.page(of: chapter.chapter)
            var renderer = ChapterRenderer(chapter: chapter, page: page, slugs: plans[index], verdicts: verdicts, links: links, mode: .chapterPage, code: code,
                                         rawHTML: book.manifest.rawHTML)
            renderer.program = ReaderProgram.environment(forChapter: chapter.chapter.fileName, in: book.manifest)
                .map { ReaderProgram(chapter: chapter, environment: $0) }
            renderer.sharedPrologues = sharedPrologues
            let rendered = renderer.render()
            var printRenderer = ChapterRenderer(chapter: chapter, page: page, slugs: plans[index], verdicts: verdicts, links: links,
                                                mode: .printPage, code: code, codeCache: renderer.codeCache, rawHTML: book.manifest.rawHTML)
            printPage.add(index, printRenderer.render())
            var anchors: [SourceLocation: String] = [:]
            for (heading, slug) in zip(chapter.chapter.headings, plans[index]) {
                anchors[heading.location] = slug
            }
            let pageFile = pageAssembler.chapterPage(index, rendered: rendered)
            if chapter.chapter.fileName == firstPageCopy {
                // At the top, the same page; in a folder, its links would lead astray from the top: sent on.
                consumer.consume([pageFile, page.pageDirectory.isEmpty ? OutputFile(path: "index.html", contents: pageFile.contents)
                                    : OutputFile(path: "index.html", text: Self.redirectPage(to: page.htmlName))])
            } else {
                consumer.consume([pageFile])
            }
            slots.set(index, RenderedSlot(diagnostics: rendered.diagnostics, assets: rendered.assets))
            searchEntries.put(index, SearchIndexBuilder.entries(page: index, sections: SearchIndexBuilder.sections(of: chapter, title: chapter.chapter.title, anchors: anchors)))
        }
        if jobs > 1 && chapters.count > 1 {
            DispatchQueue.concurrentPerform(iterations: chapters.count, execute: work)
        } else {
            for index in chapters.indices { work(index) }
        }
        let rendered = slots.takeValues()

        var diagnostics = rendered.flatMap(\.diagnostics) + redirects.diagnostics
        var linkedAssets = Set(rendered.flatMap(\.assets))
        // The book's own not-found page: rendered as a chapter page at the top of the site.
        var notFound: RenderedChapter?
        if let chapter = checked.notFoundChapter, let page = plan.notFoundPage {
            var renderer = ChapterRenderer(chapter: chapter, page: page, slugs: plan.notFoundSlugs, verdicts: verdicts, links: links,
                                           mode: .chapterPage, code: code, rawHTML: book.manifest.rawHTML)
            let page = renderer.render()
            diagnostics += page.diagnostics
            linkedAssets.formUnion(page.assets)
            notFound = page
        }
        diagnostics.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        var files = [printPage.file(), pageAssembler.indexPage(), pageAssembler.notFoundPage(notFound),
                     OutputFile(path: "toc.js", text: pageAssembler.sidebarScript()),
                     OutputFile(path: "searchindex.js", contents: search.script()),
                     OutputFile(path: "bookgen.css", text: theme.stylesheet), OutputFile(path: "bookgen.js", text: theme.script)]
            .filter { !Self.isLeftOut($0.path, by: book.manifest.html) } + themeFiles
        files += redirects.files
        diagnostics += Self.addBookFiles(to: &files, book: book, pageNames: Set(pages.values.map(\.htmlName)).union(generated),
                                         linkedAssets: linkedAssets)
        consumer.consume(files)
        return diagnostics
    }

    /// Problems found loading the theme, as one error.
    struct ThemeProblems: Error {
        var diagnostics: [Diagnostic]
    }

    /// The theme (the given one, or the built-in one with the book's `theme/` files in its place)
    /// and its compiled page template.
    private func themeAndTemplate(of book: Book) -> Result<(Theme, MustacheTemplate, [OutputFile]), ThemeProblems> {
        var theme: Theme
        if let given = self.theme {
            theme = given
        } else {
            let (loaded, problems) = Theme.overrides(in: book.root + "/theme", bookFolder: book.root)
            if !problems.isEmpty { return .failure(ThemeProblems(diagnostics: problems)) }
            theme = loaded
        }
        let files: [OutputFile]
        (theme, files) = Self.adapting(theme, to: book)
        switch theme.compiledPage(themeFolder: book.root + "/theme") {
        case .success(let compiled): return .success((theme, compiled, files))
        case .failure(let diagnostic): return .failure(ThemeProblems(diagnostics: [diagnostic]))
        }
    }

    /// Adds the files of the book folder the site carries: those `[output.html]` names, and those
    /// the chapters link to or show that no generated file or page stands in for.
    ///
    /// - Returns: The problems with `[output.html]`'s files.
    private static func addBookFiles(to files: inout [OutputFile], book: Book, pageNames: Set<String>, linkedAssets: Set<String>) -> [Diagnostic] {
        let (extraFiles, problems) = htmlOptionFiles(book, taken: Set(files.map(\.path)).union(pageNames))
        files += extraFiles
        let generated = Set(files.map(\.path)).union(pageNames)
        for asset in linkedAssets.subtracting(generated).sorted() {
            // LinkResolver refused links that lead outside the book; this read checks again.
            if case .contents(let bytes) = Containment.read(book.folder + "/" + asset, inside: book.folder) {
                files.append(OutputFile(path: asset, contents: bytes))
            }
        }
        return problems
    }
}

/// What the parallel pass keeps of one chapter.
private struct RenderedSlot: Sendable {
    var diagnostics: [Diagnostic]
    var assets: Set<String>
}
