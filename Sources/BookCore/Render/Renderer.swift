/// One file of a rendered book, by its path inside the output folder.
public struct OutputFile: Sendable, Equatable {
    public var path: String
    public var contents: [UInt8]

    package init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    package init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }
}

/// What a renderer made of a checked book, collected in memory: its files, sorted by path, and the
/// problems it found (broken links, a bad template). For tests and tools that want every file at once.
public struct Rendering: Sendable {
    /// Sorted by path; the same book always gives the same files, byte for byte.
    public var files: [OutputFile]
    public var diagnostics: [Diagnostic]

    package init(files: [OutputFile], diagnostics: [Diagnostic]) {
        self.files = files
        self.diagnostics = diagnostics
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Turns a checked book into files: the HTML site is one renderer, an EPUB another. A renderer
/// reads the render context only: it never parses a fence or runs an example again, and works out
/// no fact another renderer needs (page names, verdicts, downloads, artifact names).
public protocol Renderer: Sendable {
    /// What it writes, as book.toml's `outputs` names it; the context tells the other renderers
    /// which outputs a build has, so that the site links the EPUB only when one is written.
    var output: BookOutput { get }

    /// Renders the book, handing each file to `consumer` (from any thread) as soon as it is done,
    /// so a large book's pages need not all be held at once.
    ///
    /// - Returns: The problems found; a build with an error publishes nothing.
    func render(_ context: RenderContext, to consumer: any OutputConsumer) -> [Diagnostic]
}

extension Renderer {
    /// Renders `book` alone, as a build of this one output would, into memory.
    public func render(_ book: CheckedBook) -> Rendering {
        render(RenderContext(book, outputs: [output]))
    }

    /// Renders into memory.
    public func render(_ context: RenderContext) -> Rendering {
        let memory = MemoryOutput()
        let diagnostics = render(context, to: memory)
        return Rendering(files: memory.files, diagnostics: diagnostics)
    }
}
