import BookCore
import Foundation

/// One build for `serve`: the same driver as `build`, into memory, with `--allow-failures`
/// semantics so a failing example is shown on its page with its failure note instead of stopping
/// the build. Only the site renders on every build; the other outputs wait until a reader asks.
struct ServeBuild: Sendable {
    var build: BookBuild

    /// What one build made.
    struct Result: Sendable {
        var book: CheckedBook
        /// The package the book belongs to, whose modules the environments build.
        var packageRoot: String?
        /// Every rendered file; a book with problems is rendered all the same, for the banner to explain.
        var files: [OutputFile]
        /// The renderers left for when a reader asks for a file they write, and the context they render in.
        var onDemand: OnDemandRendering
        /// Failing checks and problems with the book, as compilers print their first line.
        var problems: [Diagnostic]
        /// Seconds spent reading and checking the book, and rendering it.
        var checkSeconds: Double
        var renderSeconds: Double
    }

    /// Builds the book.
    ///
    /// - Throws: `SetupError` when the book or an environment cannot be read or built.
    func run() throws(SetupError) -> Result {
        let start = ContinuousClock.now
        let (prepared, highlights) = try build.prepare()
        let checked = try build.check(prepared, highlights: highlights)
        let book = checked.book
        let checkedAt = ContinuousClock.now
        var (renderers, problems) = BookBuild.renderers(for: book.book.manifest)
        problems += book.diagnostics.filter { $0.severity == .error }
        problems += book.verdicts.filter { $0.status == .failed }.flatMap(\.diagnostics)
        let everyBuild = renderers.filter { $0.output == .site }
        let memory = MemoryOutput()
        let (context, diagnostics) = build.render(checked, with: everyBuild, outputs: Set(renderers.map(\.output)), to: memory)
        problems += diagnostics.filter { $0.severity == .error && !problems.contains($0) }
        renderers.removeAll { $0.output == .site }
        return Result(book: book, packageRoot: prepared.packageRoot, files: memory.files,
                      onDemand: OnDemandRendering(renderers: renderers, context: context), problems: problems,
                      checkSeconds: Self.seconds(checkedAt - start), renderSeconds: Self.seconds(ContinuousClock.now - checkedAt))
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

/// Renderers `serve` runs only when a file the pages do not hold is asked for, once per build: a
/// save then waits for the pages alone, not for the EPUB (which takes about as long as the site).
struct OnDemandRendering: Sendable {
    var renderers: [any Renderer]
    var context: RenderContext

    /// What the renderers made; nothing of a renderer that found an error, as `build` publishes nothing then.
    func render() -> [OutputFile] {
        renderers.flatMap { renderer in
            let memory = MemoryOutput()
            let problems = renderer.render(context, to: memory)
            return problems.contains { $0.severity == .error } ? [] : memory.files
        }
    }
}
