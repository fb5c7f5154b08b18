/// One file of a rendered book, by its path inside the output folder.
public struct OutputFile: Sendable, Equatable {
    public var path: String
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }
}

/// What a renderer made of a checked book: its files, not yet written anywhere, and the problems it
/// found (broken links, a bad template).
public struct Rendering: Sendable {
    /// Sorted by path; the same book always gives the same files, byte for byte.
    public var files: [OutputFile]
    public var diagnostics: [Diagnostic]

    public init(files: [OutputFile], diagnostics: [Diagnostic]) {
        self.files = files
        self.diagnostics = diagnostics
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Turns a checked book into files: the HTML site is one renderer, an EPUB another. A renderer
/// reads the checked book only: it never parses a fence or runs an example again.
public protocol Renderer: Sendable {
    /// A short name for messages, e.g. `html`.
    var name: String { get }

    /// Renders the book; pure apart from reading the files the book links to.
    func render(_ book: CheckedBook) -> Rendering

    /// Renders the book, handing files over through `deliver` (from any thread) as soon as each is
    /// done, so a large book's pages need not all be held at once; the rendering holds the rest.
    func render(_ book: CheckedBook, deliver: @escaping @Sendable ([OutputFile]) -> Void) -> Rendering
}

extension Renderer {
    /// Hands nothing over early: every file is in the rendering.
    public func render(_ book: CheckedBook, deliver: @escaping @Sendable ([OutputFile]) -> Void) -> Rendering {
        render(book)
    }
}
