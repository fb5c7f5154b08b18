import Foundation

/// What every renderer of one build reads, worked out once from the checked book: the pages'
/// verdicts, the chapter downloads, the page plans, the names of the files other renderers write,
/// and the highlighted code kept between builds. mdBook's `RenderContext` has the same place.
public struct RenderContext: Sendable {
    package let checked: CheckedBook
    package var book: Book { checked.book }
    /// The outputs this build writes, so a page links the EPUB or a download only when one is written.
    package let outputs: Set<BookOutput>
    package let verdicts: PageVerdicts
    /// Highlighted code from earlier builds; renderers add to it, the driver saves it.
    package let highlights: HighlightCache
    private let plans: Plans

    /// - Parameters:
    ///   - outputs: What the build writes.
    ///   - highlights: The book's highlight cache; by default one in memory only.
    ///   - verdicts: What the pages say of each example; by default the checked book's verdicts.
    public init(_ checked: CheckedBook, outputs: Set<BookOutput>, highlights: HighlightCache = HighlightCache(), verdicts: PageVerdicts? = nil) {
        self.checked = checked
        self.outputs = outputs
        self.verdicts = verdicts ?? PageVerdicts(checked)
        self.highlights = highlights
        self.plans = Plans(checked)
    }

    /// The site's pages (`.html`), where mdBook writes them, whose anchors avoid the page template's identifiers.
    package var sitePages: PagePlan { plans.site.value }
    /// The EPUB's chapters (`.xhtml`).
    package var ebookPages: PagePlan { plans.ebook.value }
    /// Every chapter's download, in chapter order: the packages, and the programs the EPUB prints.
    package var downloads: [ChapterDownload] { plans.downloads.value }

    /// Each chapter's download archive in the output folder, by chapter file name, when the build writes them.
    package var downloadArchives: [String: String] {
        guard outputs.contains(.downloads) else { return [:] }
        return Dictionary(plans.downloads.value.map { ($0.chapter.chapter.fileName, $0.archivePath) }) { first, _ in first }
    }

    /// The EPUB's file name in the output folder, when the build writes one.
    package var epubFile: String? {
        outputs.contains(.epub) ? Self.epubFileName(for: book) : nil
    }

    /// The EPUB's file name, from the book's title in lower-case ASCII words joined by hyphens:
    /// `Subjects and Relays, Hands On` gives `subjects-and-relays-hands-on.epub`.
    package static func epubFileName(for book: Book) -> String {
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

    /// The facts only some renderers need, each worked out the first time one asks: `serve`
    /// renders the EPUB only when a reader asks for it.
    private final class Plans: Sendable {
        let site: Once<PagePlan>
        let ebook: Once<PagePlan>
        let downloads: Once<[ChapterDownload]>

        init(_ checked: CheckedBook) {
            let chapters = checked.book.chapters
            let book = checked.book
            site = Once { PagePlan.site(of: book) }
            ebook = Once { PagePlan(chapters: chapters, fileExtension: "xhtml", reservedIDs: []) }
            downloads = Once { ChapterDownload.all(in: checked) }
        }
    }
}

/// A value worked out by the first reader, on its thread, and kept.
///
/// `@unchecked Sendable`: `lock` guards `stored`; `make` runs at most once, under it.
final class Once<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        lock.withLock {
            if let stored { return stored }
            let made = make()
            stored = made
            return made
        }
    }
}
