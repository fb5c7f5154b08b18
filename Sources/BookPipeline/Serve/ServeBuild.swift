import BookCore
import Foundation

/// One build for `serve`: check through the cache, then render, with `--skip-check` semantics so a
/// failing example is shown on its page with its failure note instead of stopping the build.
/// Nothing is written to the output folder: the files go to the server.
struct ServeBuild: Sendable {
    var folder: String
    var options: CheckOptions
    var toolchain: Toolchain?
    var renderers: [any Renderer]

    /// What one build made.
    struct Result: Sendable {
        var book: CheckedBook
        /// The package the book belongs to, whose modules the environments build.
        var packageRoot: String?
        /// Every rendered file; a book with problems is rendered all the same, for the banner to explain.
        var files: [OutputFile]
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
        let prepared = try PreparedBook.prepare(folder: folder, options: options, loadingResults: toolchain != nil)
        let book: CheckedBook
        if let toolchain {
            book = try Checker(options: options, toolchain: toolchain).check(prepared)
        } else {
            book = prepared.unchecked()
        }
        let checked = ContinuousClock.now
        var files: [OutputFile] = []
        var problems = book.diagnostics.filter { $0.severity == .error }
        problems += book.verdicts.filter { $0.status == .failed }.flatMap(\.diagnostics)
        for renderer in renderers {
            let rendering = renderer.render(book)
            files += rendering.files
            problems += rendering.diagnostics.filter { $0.severity == .error && !problems.contains($0) }
        }
        files.sort { $0.path < $1.path }
        book.highlights.save()
        return Result(book: book, packageRoot: prepared.packageRoot, files: files, problems: problems,
                      checkSeconds: Self.seconds(checked - start), renderSeconds: Self.seconds(ContinuousClock.now - checked))
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
