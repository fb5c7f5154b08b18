import BookCore
import BookHTML
import Foundation

/// Renders a checked book as one EPUB 3 file in the output folder, named after the book's title
/// (`subjects-and-relays-hands-on.epub`): a title page, a navigation document, one XHTML file per
/// chapter rendered by BookHTML's chapter renderer, as the site's pages are (highlighted code, verified outputs with
/// their badges, failure notes), the images the chapters show, and a style sheet for e-readers.
/// No script. The same book always gives the same bytes (see `EPUBArchive`).
public struct EPUBRenderer: Renderer {
    public var output: BookOutput { .epub }
    /// How many chapters render at once.
    package var jobs: Int

    public init(jobs: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)) {
        self.jobs = jobs
    }

    /// `dcterms:modified`: fixed, like the archive's dates, so only a change to the book changes the file.
    static let modified = "1980-01-01T00:00:00Z"

    static let unsupportedFile = DiagnosticMessage(
        id: "epub-unsupported-file", severity: .warning,
        "the EPUB carries only images in PNG, JPEG, GIF or SVG; this linked file is left out of it"
    )
    static let archiveFailed = DiagnosticMessage(id: "epub-archive-failed", "the EPUB could not be packed")

    /// Image types every EPUB 3 reading system supports (core media types), by file extension.
    static let imageTypes = ["png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "svg": "image/svg+xml"]

    public func render(_ context: RenderContext, to consumer: any OutputConsumer) -> [Diagnostic] {
        let checked = context.checked
        let book = checked.book
        let language = book.manifest.language
        let appendix = ProgramsAppendix(downloads: context.downloads)
        let downloads = Dictionary(appendix.downloads.map { ($0.chapter.chapter.fileName, $0) }) { first, _ in first }
        let appendixEntry = appendix.downloads.isEmpty ? nil : (href: ProgramsAppendix.fileName, title: "The programs")
        var diagnostics: [Diagnostic] = []
        do {
            // Each chapter is packed as soon as it and those before it are rendered, while the next
            // ones render, and its markup is let go: a large book is never held whole, and packing
            // no longer waits for the last chapter. The package document and the contents, which
            // need every chapter, follow the chapters in the container.
            let archive = try EPUBArchive.Builder()
            var chapters: [XHTMLChapter] = []
            var holdsSVG: [Bool] = []
            var packingError: (any Error)?
            diagnostics = XHTMLChapters.render(context, jobs: jobs) { index, rendered in
                var chapter = rendered
                if let download = downloads[checked.chapters[index].chapter.fileName] { chapter.header += ProgramsAppendix.link(to: download) }
                holdsSVG.append(Self.holdsSVG(chapter.body))
                do {
                    try archive.add("OEBPS/" + chapter.fileName, Array(XHTMLDocument.chapter(chapter, bookTitle: book.title, language: language).utf8))
                } catch {
                    packingError = packingError ?? error
                }
                chapter.body = ""
                chapters.append(chapter)
            }
            if let packingError { throw packingError }

            var items: [PackageDocument.Item] = [
                .init(id: "title", href: "index.xhtml", mediaType: "application/xhtml+xml"),
                .init(id: "nav", href: "toc.xhtml", mediaType: "application/xhtml+xml", properties: "nav"),
            ]
            for (index, chapter) in chapters.enumerated() {
                // A chapter with a marble diagram holds inline SVG, which the package must declare.
                items.append(.init(id: "chapter-\(index + 1)", href: chapter.fileName, mediaType: "application/xhtml+xml",
                                   properties: holdsSVG[index] ? "svg" : nil))
            }
            if let appendixEntry {
                items.append(.init(id: "programs", href: appendixEntry.href, mediaType: "application/xhtml+xml"))
            }
            items.append(.init(id: "css", href: "bookgen.css", mediaType: "text/css"))
            let images = Self.images(Set(chapters.flatMap(\.assets)).sorted(), of: book, diagnostics: &diagnostics)
            for (index, image) in images.enumerated() {
                items.append(.init(id: "image-\(index + 1)", href: image.asset, mediaType: image.type))
            }
            let package = PackageDocument(
                identifier: Self.identifier(of: book), title: book.title, authors: book.manifest.authors, language: language,
                modified: Self.modified, items: items, hasImages: !images.isEmpty,
                spine: ["title", "nav"] + chapters.indices.map { "chapter-\($0 + 1)" } + (appendixEntry == nil ? [] : ["programs"])
            )
            try archive.add("META-INF/container.xml", utf8(PackageDocument.container))
            try archive.add("OEBPS/content.opf", utf8(package.xml))
            try archive.add("OEBPS/index.xhtml", utf8(XHTMLDocument.titlePage(title: book.title, authors: book.manifest.authors,
                                                                             summary: Self.summary(context.verdicts), language: language)))
            try archive.add("OEBPS/toc.xhtml", utf8(XHTMLDocument.navigation(title: book.title, chapters: chapters, appendix: appendixEntry, language: language)))
            if let appendixEntry {
                let files = Dictionary(zip(checked.chapters.map(\.chapter.fileName), chapters.map(\.fileName))) { first, _ in first }
                try archive.add("OEBPS/" + appendixEntry.href, utf8(XHTMLDocument.page(
                    title: "\(appendixEntry.title) · \(book.title)", language: language, bodyType: "backmatter", body: appendix.body(chapterFiles: files))))
            }
            switch Self.stylesheet(of: book) {
            case .success(let stylesheet): try archive.add("OEBPS/bookgen.css", stylesheet)
            // No EPUB at all: a book with this error is never published.
            case .failure(let outside): return diagnostics + [outside]
            }
            for image in images { try archive.add("OEBPS/" + image.asset, image.contents) }
            consumer.consume([OutputFile(path: RenderContext.epubFileName(for: book), contents: try archive.finish())])
            return diagnostics
        } catch {
            var diagnostic = Diagnostic(Self.archiveFailed, at: FileLocation(file: book.folder, line: 1))
            diagnostic.excerpt = ["\(error)"]
            return diagnostics + [diagnostic]
        }
    }

    /// The images the chapters show, read from the book folder, in the order given; a file that is
    /// no image type every reading system supports, or that leads outside the book, is left out
    /// with a diagnostic.
    static func images(_ assets: [String], of book: Book, diagnostics: inout [Diagnostic]) -> [(asset: String, type: String, contents: [UInt8])] {
        var images: [(asset: String, type: String, contents: [UInt8])] = []
        for asset in assets {
            let path = book.folder + "/" + asset
            let read = Containment.read(path, inside: book.folder)
            if case .outside = read {
                diagnostics.append(Containment.outsideBookDiagnostic(path, at: FileLocation(file: path, line: 1)))
                continue
            }
            guard let type = imageTypes[(asset as NSString).pathExtension.lowercased()], case .contents(let data) = read else {
                diagnostics.append(Diagnostic(unsupportedFile, at: FileLocation(file: path, line: 1)))
                continue
            }
            images.append((asset, type, data))
        }
        return images
    }

    /// The book's `theme/epub.css`, or the built-in style sheet when it has none; an error when the
    /// book's leads outside it.
    static func stylesheet(of book: Book) -> Result<[UInt8], Diagnostic> {
        let path = book.root + "/theme/epub.css"
        switch Containment.read(path, inside: book.root) {
        case .contents(let stylesheet): return .success(stylesheet)
        case .missing: return .success(Array(EPUBStylesheet.builtIn.utf8))
        case .outside: return .failure(Containment.outsideBookDiagnostic(path, at: FileLocation(file: path, line: 1)))
        }
    }

    /// A stable `urn:uuid:` for the book, from its title and authors, so every build of the same
    /// book is the same publication to a reading system.
    static func identifier(of book: Book) -> String {
        var hex = Array(SHA256.hex(book.title + "\n" + book.manifest.authors.joined(separator: "\n")).prefix(32))
        hex[12] = "8" // version 8: a UUID made by its own rule (RFC 9562)
        hex[16] = ["8", "9", "a", "b"][(hex[16].hexDigitValue ?? 0) % 4] // the RFC's variant
        let text = String(hex)
        let groups = [text.prefix(8), text.dropFirst(8).prefix(4), text.dropFirst(12).prefix(4), text.dropFirst(16).prefix(4), text.dropFirst(20)]
        return "urn:uuid:" + groups.joined(separator: "-")
    }

    /// What the title page says about the checks, in the words of the site's index page.
    static func summary(_ verdicts: PageVerdicts) -> String {
        let total = verdicts.statuses.count
        let verified = verdicts.statuses.values.filter { $0 == .verified }.count
        let names = verdicts.libraries
        guard !names.isEmpty, total > 0 else { return "The examples of this build were not checked." }
        let libraries = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        if verified == total {
            return "Every example and compile-fail check in this book (\(total)) was compiled and run against \(libraries), and printed what the page shows."
        }
        return "\(verified) of \(total) examples and compile-fail checks passed against \(libraries); the others are marked on their pages."
    }

    /// Whether a chapter's markup holds an `<svg` tag, found among its UTF-8 bytes: Foundation's
    /// `contains` compares UTF-16 with Unicode rules, which is slow on a large book. Text is
    /// escaped, so a raw `<svg` is always a tag.
    static func holdsSVG(_ markup: String) -> Bool {
        let tag = Array("<svg".utf8)
        var markup = markup
        return markup.withUTF8 { bytes in
            guard bytes.count >= tag.count else { return false }
            for start in 0...(bytes.count - tag.count) where bytes[start] == tag[0] {
                if bytes[start + 1] == tag[1], bytes[start + 2] == tag[2], bytes[start + 3] == tag[3] { return true }
            }
            return false
        }
    }

    private func utf8(_ text: String) -> [UInt8] {
        Array(text.utf8)
    }
}
