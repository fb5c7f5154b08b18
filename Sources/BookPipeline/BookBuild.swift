import BookCore
import Dispatch
import Foundation

/// One build of a book, the driver under `build` and `serve`: read the book, check it (or not,
/// without a toolchain), build the render context once, and run the renderers the book asks for,
/// each handing its files to one consumer. mdBook's `MDBook::build` has the same place.
package struct BookBuild: Sendable {
    package var folder: String
    package var options: CheckOptions
    /// The compiler for the checks; nil renders the book unchecked.
    package var toolchain: Toolchain?

    package init(folder: String, options: CheckOptions, toolchain: Toolchain?) {
        self.folder = folder
        self.options = options
        self.toolchain = toolchain
    }

    /// A book read and checked, ready for its renderers.
    package struct Checked: Sendable {
        package var book: CheckedBook
        /// The package the book belongs to, whose modules the environments build.
        package var packageRoot: String?
        /// Highlighted code from earlier builds; `render` saves what the renderers used.
        var highlights: HighlightCache
    }

    static let unknownOutput = DiagnosticMessage(id: "unknown-output", "book.toml names an output bookgen does not write")

    /// Reads the book and its blocks; no example runs.
    ///
    /// - Throws: `SetupError` when there is no book in the folder.
    package func prepare() throws(SetupError) -> (prepared: PreparedBook, highlights: HighlightCache) {
        // The highlighted code of earlier builds is decoded while the chapters load.
        let cacheFolder = options.cacheFolder ?? CacheLayout.defaultFolder()
        let useCache = options.useCache
        let folder = folder
        let loaded = ConcurrentResults<HighlightCache>(count: 1)
        let loading = DispatchGroup()
        DispatchQueue.global().async(group: loading) {
            loaded[0] = useCache ? HighlightCache(folder: CacheLayout.bookFolder(in: cacheFolder, book: folder)) : HighlightCache()
        }
        let prepared = try PreparedBook.prepare(folder: folder, options: options, loadingResults: toolchain != nil)
        loading.wait()
        // Cannot be nil: the group above has set it.
        return (prepared, loaded[0]!)
    }

    /// Checks a prepared book, or renders it unchecked without a toolchain.
    ///
    /// - Throws: `SetupError` when an environment cannot be built.
    package func check(_ prepared: PreparedBook, highlights: HighlightCache) throws(SetupError) -> Checked {
        let book = if let toolchain { try Checker(options: options, toolchain: toolchain).check(prepared) } else { prepared.unchecked() }
        return Checked(book: book, packageRoot: prepared.packageRoot, highlights: highlights)
    }

    /// The renderers of the outputs book.toml names (`outputs`), or of every output bookgen has.
    ///
    /// - Returns: The renderers in the order they run, and an error for each name bookgen does not know.
    package static func renderers(for manifest: BookManifest) -> (renderers: [any Renderer], diagnostics: [Diagnostic]) {
        guard let (names, location) = manifest.outputs else { return (RendererRegistry.all, []) }
        var diagnostics: [Diagnostic] = []
        for name in names where RendererRegistry.renderer(for: BookOutput(name)) == nil {
            var diagnostic = Diagnostic(unknownOutput, at: location)
            diagnostic.message = "unknown output '\(name)'; bookgen writes: " + RendererRegistry.all.map(\.output.name).joined(separator: ", ")
            diagnostics.append(diagnostic)
        }
        let wanted = Set(names.map(BookOutput.init))
        return (RendererRegistry.all.filter { wanted.contains($0.output) }, diagnostics)
    }

    /// Renders the checked book with `renderers`, in a context that knows every output of `outputs`
    /// (so pages link the files renderers run later write), into `consumer`; saves the highlighted
    /// code the renderers used.
    ///
    /// - Returns: The context, for renderers run later on the same book, and the problems found.
    @discardableResult
    package func render(_ checked: Checked, with renderers: [any Renderer], outputs: Set<BookOutput>,
                       to consumer: any OutputConsumer) -> (context: RenderContext, diagnostics: [Diagnostic]) {
        let context = RenderContext(checked.book, outputs: outputs, highlights: checked.highlights)
        var diagnostics: [Diagnostic] = []
        for renderer in renderers {
            // The site and the EPUB render chapters alike, so they find the same broken links.
            diagnostics += renderer.render(context, to: consumer).filter { !diagnostics.contains($0) }
        }
        checked.highlights.save()
        return (context, diagnostics)
    }
}
