import BookMarkdown

/// A book: its chapters in reading order, parsed, with their sources kept byte for byte.
public struct Book: Sendable {
    public var title: String
    /// The book folder as the user named it, e.g. `Chapters`.
    public var folder: String
    public var chapters: [Chapter]
    /// book.toml, or the defaults when the book has none.
    public var manifest: BookManifest

    public init(title: String, folder: String, chapters: [Chapter], manifest: BookManifest = BookManifest()) {
        self.title = title
        self.folder = folder
        self.chapters = chapters
        self.manifest = manifest
    }
}

/// One Markdown chapter of a book.
public struct Chapter: Sendable {
    /// The path diagnostics print, e.g. `Chapters/02-publish-subject.md`.
    public var path: String
    /// The file name inside the book folder, e.g. `02-publish-subject.md`.
    public var fileName: String
    public var title: String
    /// The part of the book this chapter opens or belongs to, from SUMMARY.md.
    public var part: String?
    public var lines: SourceLines
    public var document: MarkdownNode

    public init(path: String, fileName: String, title: String, part: String?, lines: SourceLines, document: MarkdownNode) {
        self.path = path
        self.fileName = fileName
        self.title = title
        self.part = part
        self.lines = lines
        self.document = document
    }

    public func location(_ position: SourceLocation) -> FileLocation {
        FileLocation(file: path, line: position.line, column: position.column)
    }
}
