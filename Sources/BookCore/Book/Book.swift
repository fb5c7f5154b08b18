import BookMarkdown

/// A book: its chapters in reading order, parsed, with their sources kept byte for byte.
package struct Book: Sendable {
    package var title: String
    /// The folder that holds the chapters, as the user named it: `Chapters`, or an mdBook book's
    /// `guide/src`. Chapters, images and included files are read from it.
    package var folder: String
    /// The folder that holds book.toml and the `theme/` folder: `folder` itself, or an mdBook
    /// book's root above its `src`.
    package var root: String
    /// The hidden files book.toml lets the book include and publish.
    package var hiddenFiles: HiddenFiles { HiddenFiles(listed: manifest.hiddenFiles, root: root) }
    package var chapters: [Chapter]
    /// The table of contents as SUMMARY.md lists it (drafts and separators included); every
    /// chapter, numbered in order, when there is no SUMMARY.md.
    package var outline: [OutlineItem]
    /// book.toml, or the defaults when the book has none.
    package var manifest: BookManifest
    /// The site's not-found page as the book writes it (mdBook's `404.md`, or the file `input-404`
    /// names): read as a chapter is, but no chapter, so no contents, search, print page or EPUB
    /// holds it. Nil: the site's built-in not-found page.
    package var notFoundChapter: Chapter?

    package init(title: String, folder: String, root: String? = nil, chapters: [Chapter], outline: [OutlineItem]? = nil,
                manifest: BookManifest = BookManifest()) {
        self.title = title
        self.folder = folder
        self.root = root ?? folder
        self.chapters = chapters
        self.outline = outline ?? Self.numberedOutline(chapters)
        self.manifest = manifest
    }

    /// Every chapter in order, numbered from 1, under the parts they belong to.
    static func numberedOutline(_ chapters: [Chapter]) -> [OutlineItem] {
        var outline: [OutlineItem] = []
        var part: String?
        for (index, chapter) in chapters.enumerated() {
            if let name = chapter.part, name != part { outline.append(.part(name)) }
            part = chapter.part
            outline.append(.chapter(fileName: chapter.fileName, number: [index + 1]))
        }
        return outline
    }
}

/// One Markdown chapter of a book.
package struct Chapter: Sendable {
    /// The path diagnostics print, e.g. `Chapters/02-publish-subject.md`.
    package var path: String
    /// The file name inside the book folder, e.g. `02-publish-subject.md`.
    package var fileName: String
    package var title: String
    /// The part of the book this chapter opens or belongs to, from SUMMARY.md.
    package var part: String?
    package var lines: SourceLines
    /// The chapter's parsed Markdown. A large book lets its trees go once its examples are read
    /// (`releasingDocument()`); a read then parses the lines again, to the same tree.
    package var document: MarkdownNode {
        get { heldDocument ?? reparsed() }
        set {
            heldDocument = newValue
            headings = ChapterHeading.all(in: newValue)
            htmlIDs = RawHTMLIDs.all(in: newValue, bytes: lines.bytes)
        }
    }
    private var heldDocument: MarkdownNode?
    /// The chapter's headings in document order, read once at load: anchors are planned from
    /// them, without a walk over the tree (which a large book may no longer hold).
    package private(set) var headings: [ChapterHeading]
    /// The `id`s of its raw HTML (`<dt id="option-locked">`), which links may name as they name
    /// headings; read at load with the headings, for the same reason.
    package private(set) var htmlIDs: Set<String>
    /// For a chapter with `{{#include}}`, read expanded: where each line of `lines` came from
    /// (`lineOrigins[n - 1]` for line `n`); nil when the chapter includes nothing.
    package var lineOrigins: [FileLocation]?
    /// The files its `{{#include}}` directives read, at any depth.
    package var includedFiles: [String] = []
    /// The package snippets (`Snippets/*.swift`) its DocC `@Snippet` directives show, each once, in
    /// page order: each is checked as a program of its own (see `SnippetExtractor.packageSnippet`).
    package var snippetFiles: [String] = []
    /// The page's whole `<title>`, as mdBook's `{{#title ...}}` gives it; nil: the chapter's
    /// title and the book's.
    package var pageTitle: String?
    /// Whether its Markdown is read with smart punctuation (`BookManifest.HTMLOptions.smartPunctuation`).
    package var smartPunctuation = false

    package init(path: String, fileName: String, title: String, part: String?, lines: SourceLines, document: MarkdownNode) {
        self.path = path
        self.fileName = fileName
        self.title = title
        self.part = part
        self.lines = lines
        self.heldDocument = document
        self.headings = ChapterHeading.all(in: document)
        self.htmlIDs = RawHTMLIDs.all(in: document, bytes: lines.bytes)
    }

    /// This chapter without its tree: a 400-chapter book's trees took more memory than its pages.
    package func releasingDocument() -> Chapter {
        var copy = self
        copy.heldDocument = nil
        return copy
    }

    /// This chapter with its tree parsed and held, for a pass that reads it several times.
    package func holdingDocument() -> Chapter {
        var copy = self
        if copy.heldDocument == nil { copy.heldDocument = reparsed() }
        return copy
    }

    private func reparsed() -> MarkdownNode {
        // The load reported where it nests too deep; the tree is the same.
        var ignored: [Diagnostic] = []
        return BookLoader.parse(lines, path: path, smartPunctuation: smartPunctuation, into: &ignored)
    }

    package func location(_ position: SourceLocation) -> FileLocation {
        FileLocation(file: path, line: position.line, column: position.column)
    }
}

/// A heading of a chapter, as its anchor is made: its `{#id}` if it names one, else its text.
package struct ChapterHeading: Sendable, Equatable {
    /// Where the heading starts in the chapter.
    package var location: SourceLocation
    package var level: Int
    /// The anchor `{#id}` names, if the heading ends with one.
    package var customID: String?
    /// The text a reader sees, without markup and without the `{#id}`.
    package var text: String

    /// The headings of `document`, in document order.
    package static func all(in document: MarkdownNode) -> [ChapterHeading] {
        var headings: [ChapterHeading] = []
        document.walk { node in
            guard case .heading(let level, let attributes) = node.kind else { return }
            headings.append(ChapterHeading(location: node.range.start, level: level, customID: attributes?.id, text: node.plainText))
        }
        return headings
    }
}
