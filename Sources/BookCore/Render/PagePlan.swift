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
        /// The identifiers of the chapter's raw HTML that no heading has: kept as written on every page.
        package var htmlIDs: Set<String> = []
        /// The page's folder in the site: its chapter's folder when pages are nested, else the top.
        package var pageDirectory: String { BookPath.directory(of: htmlName) }
        /// The way from the page's folder to the top of the site: `""`, `"../"`, `"../../"`.
        package var pathToRoot: String { BookPath.pathToRoot(from: pageDirectory) }

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

    /// Where pages go: one folder (`guide-intro.html`, the EPUB's chapters), or the chapters' own
    /// folders, as mdBook writes them (`guide/intro.html`, `guide/README.md` as `guide/index.html`).
    package enum Layout: Sendable {
        case flat
        case nested
    }

    /// What `index.html` is: the contents page, a chapter's page, or a copy of the first chapter's
    /// page (mdBook's, when the book starts with no `README.md` at its top).
    package enum Index: Sendable, Equatable {
        case contents
        /// The chapter whose page `index.html` is (its file name).
        case chapter(String)
        /// The first chapter, whose page is elsewhere (its file name).
        case copy(String)
    }

    /// The not-found page the book writes (`Book.notFoundChapter`): `404.html` at the top of the
    /// site, where its links start whatever the address it is served at (its `<base>` is the site's).
    package var notFoundPage: Page?
    /// Its headings' slugs, in document order.
    package var notFoundSlugs: [String] = []

    /// The index page's role.
    package var index: Index = .contents
    /// The contents page bookgen writes: `index.html`, or `toc.html` when a chapter takes `index.html`
    /// (mdBook writes the sidebar's no-script fallback there, a list of the chapters too).
    package var contentsPage: String { index == .contents ? "index.html" : "toc.html" }
    /// Every page by its path in the site, `index.html` included when it is a chapter's or a copy.
    package private(set) var pagesByPath: [String: Page] = [:]

    /// File names a chapter page may not take.
    static let reservedPages: Set<String> = ["index", "print", "toc", "searchindex", "bookgen", "404"]

    /// Identifiers the site's page template gives its own elements; heading anchors never take one.
    package static let templateIDs: Set<String> = [
        "bg-main", "bg-sidebar", "bg-toc", "bg-menu", "bg-search", "bg-search-input", "bg-search-results",
        "bg-search-status", "bg-search-button", "bg-theme-toggle", "bg-page-toc", "bg-keys", "bg-keys-title",
        "bg-keys-button", "bg-not-found", "bg-not-found-guess",
    ]

    /// Plans the pages of `chapters`. Flat: one folder of pages, so `guide/intro.md` is
    /// `guide-intro.<fileExtension>`. Nested: each page in its chapter's folder, a `README.md` as
    /// the folder's `index`. A top-level name the site uses itself gets `-chapter` (in the nested
    /// layout a top-level `README.md` or `index.md` takes `index` and the contents move to `toc`), and
    /// a name an earlier chapter already has gets `-2`.
    ///
    /// - Parameters:
    ///   - reservedIDs: Identifiers no heading anchor may take.
    ///   - startsWithFirstChapter: Whether `index.html` is the first chapter when no chapter takes
    ///     it, as in mdBook (an mdBook book with a `src` folder); else it is the contents page.
    package init(chapters: [Chapter], fileExtension: String, reservedIDs: Set<String>, layout: Layout = .flat,
                 startsWithFirstChapter: Bool = false) {
        slugs = HeadingPlan.slugs(of: chapters, reserved: reservedIDs)
        pages = [:]
        var taken: Set<String> = []
        var stems: Set<String> = []
        for (chapter, slugs) in zip(chapters, slugs) {
            let source = String(chapter.fileName.dropLast(3))
            let directory = BookPath.directory(of: chapter.fileName)
            var name: String
            switch layout {
            case .flat:
                name = source.replacingOccurrences(of: "/", with: "-")
                if Self.reservedPages.contains(name.lowercased()) { name += "-chapter" }
            case .nested:
                let base = directory.isEmpty ? source : String(source.dropFirst(directory.count + 1))
                name = base.lowercased() == "readme" ? "index" : base
                if directory.isEmpty, name.lowercased() == "index", index == .contents {
                    index = .chapter(chapter.fileName)
                } else if directory.isEmpty, Self.reservedPages.contains(name.lowercased()) {
                    name += "-chapter"
                }
                if !directory.isEmpty { name = directory + "/" + name }
            }
            let unique = Self.unique(name, in: &taken)
            // The print page's identifier of the chapter: its path with `-` for `/`, unique too.
            let stem = layout == .flat ? unique : Self.unique(unique.replacingOccurrences(of: "/", with: "-"), in: &stems)
            var page = Page(htmlName: unique + "." + fileExtension, stem: stem, anchors: Set(slugs), directory: directory)
            page.htmlIDs = chapter.htmlIDs.subtracting(page.anchors)
            page.anchors.formUnion(page.htmlIDs)
            pages[chapter.fileName] = page
            pagesByPath[page.htmlName] = page
        }
        if index == .contents, startsWithFirstChapter, let first = chapters.first {
            index = .copy(first.fileName)
            pagesByPath["index." + fileExtension] = pages[first.fileName]
        }
    }

    /// `name`, or `name-2`, `name-3`... when `taken` already holds it (compared in lower case, as a
    /// case-insensitive file system compares); the result is added to `taken`.
    private static func unique(_ name: String, in taken: inout Set<String>) -> String {
        var result = name
        var count = 2
        while taken.contains(result.lowercased()) {
            result = "\(name)-\(count)"
            count += 1
        }
        taken.insert(result.lowercased())
        return result
    }

    /// The site's plan of `book`, as every renderer and the link check make it.
    package static func site(of book: Book) -> PagePlan {
        var plan = PagePlan(chapters: book.chapters, fileExtension: "html", reservedIDs: templateIDs, layout: .nested,
                            startsWithFirstChapter: startsWithFirstChapter(book))
        if let chapter = book.notFoundChapter {
            plan.notFoundSlugs = HeadingPlan.slugs(of: chapter.headings, reserved: templateIDs)
            var page = Page(htmlName: "404.html", stem: "404", anchors: Set(plan.notFoundSlugs), directory: BookPath.directory(of: chapter.fileName))
            page.htmlIDs = chapter.htmlIDs.subtracting(page.anchors)
            page.anchors.formUnion(page.htmlIDs)
            plan.notFoundPage = page
        }
        return plan
    }

    /// Whether the site opens on the first chapter, as mdBook's does: an mdBook book, its chapters
    /// in a folder (`src`) below book.toml's.
    package static func startsWithFirstChapter(_ book: Book) -> Bool {
        book.folder != book.root
    }

    /// The page of a chapter of the planned book.
    package func page(of chapter: Chapter) -> Page {
        // Cannot be nil: the plan names every chapter's page.
        pages[chapter.fileName]!
    }
}
