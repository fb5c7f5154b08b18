import BookCore
import BookEPUB
import BookSite
import Foundation

/// How `bookgen build` runs.
public struct BuildOptions: Sendable {
    /// The folder the book is written to; bookgen replaces it entirely.
    public var output = "site"
    /// Publish even when examples fail their checks (they are marked on their pages); without a
    /// toolchain, publish with every example marked as not checked.
    public var skipCheck = false
    /// Write into the output folder even if bookgen did not create it.
    public var force = false
    public var check = CheckOptions()

    public init() {}
}

/// What a build did, for the command to print.
public struct BuildResult: Sendable {
    public enum Outcome: Sendable, Equatable {
        /// The book was written into the output folder.
        case published(files: Int, pages: Int)
        /// Some example failed its check; nothing was written.
        case failedChecks
        /// The book has problems no page may hide (a missing include, a broken link, a bad theme).
        case bookProblems
    }

    public var outcome: Outcome
    /// The checked book; its report is worth printing when something failed.
    public var book: CheckedBook
    /// Problems the renderers found, such as broken links.
    public var renderDiagnostics: [Diagnostic]
    /// Said when the examples could not be checked and the book was published unchecked.
    public var warning: String?
}

/// `bookgen build`: checks the book once, renders it with every renderer, and swaps the output
/// folder in whole, so a failed build leaves the previous output as it was.
public struct BuildAction: Sendable {
    public var options: BuildOptions
    public var renderers: [any Renderer]

    public init(options: BuildOptions, renderers: [any Renderer] = [SiteRenderer(linksEPUB: true), EPUBRenderer()]) {
        self.options = options
        self.renderers = renderers
    }

    /// Builds the book in `folder`.
    ///
    /// - Parameter toolchain: The compiler for the checks; nil when none was found.
    /// - Throws: `SetupError` for the command line, the machine, or the output folder.
    public func run(bookFolder folder: String, toolchain: Toolchain?) throws(SetupError) -> BuildResult {
        try validateOutput(bookFolder: folder)
        let prepared = try PreparedBook.prepare(folder: folder, options: options.check)
        var warning: String?
        let book: CheckedBook
        if let toolchain {
            book = try Checker(options: options.check, toolchain: toolchain).check(prepared)
        } else if options.skipCheck {
            warning = "examples not checked: \(Toolchain.notFound)"
            book = prepared.unchecked()
        } else {
            throw SetupError(.unavailable, Toolchain.notFound)
        }
        let failedExamples = book.verdicts.contains { $0.status == .failed }
        if book.diagnostics.contains(where: { $0.severity == .error }) {
            return BuildResult(outcome: .bookProblems, book: book, renderDiagnostics: [], warning: warning)
        }
        if failedExamples && !options.skipCheck {
            return BuildResult(outcome: .failedChecks, book: book, renderDiagnostics: [], warning: warning)
        }

        // Each renderer's files go to the staging folder as soon as it is done, so the site is not
        // held in memory while the EPUB renders, and they are written while the next renderer runs.
        // A refused or unwritable output folder is reported only once the book is known to render
        // without errors, as before: its files are then held.
        let writer = OutputWriter(output: options.output, force: options.force)
        var staging: StagingQueue?
        var held: [OutputFile] = []
        var written: [String] = []
        var diagnostics: [Diagnostic] = []
        do {
            for renderer in renderers {
                let rendering = renderer.render(book)
                // A write that failed while this renderer ran stops the build, as it did before writes overlapped.
                try staging?.wait()
                // Renderers that share the chapter renderer (the site and the EPUB) find the same broken links.
                diagnostics += rendering.diagnostics.filter { !diagnostics.contains($0) }
                if diagnostics.contains(where: { $0.severity == .error }) {
                    staging?.staging.abort()
                    staging = nil
                    continue
                }
                if staging == nil && held.isEmpty { staging = (try? writer.begin()).map(StagingQueue.init) }
                if let staging {
                    staging.add(rendering.files)
                    written += rendering.files.map(\.path)
                } else {
                    held += rendering.files
                }
            }
            try staging?.wait()
            if diagnostics.contains(where: { $0.severity == .error }) {
                return BuildResult(outcome: .bookProblems, book: book, renderDiagnostics: diagnostics, warning: warning)
            }
            if let staging {
                try staging.staging.commit()
            } else {
                held.sort { $0.path < $1.path }
                try writer.write(held)
                written = held.map(\.path)
            }
        } catch {
            throw SetupError(error.isRefusal ? .cannotCreate : .ioError, error.message)
        }
        let pages = written.filter { $0.hasSuffix(".html") }.count
        return BuildResult(outcome: .published(files: written.count, pages: pages), book: book, renderDiagnostics: diagnostics, warning: warning)
    }

    /// The output folder is replaced whole, so it must not be the book or hold it.
    private func validateOutput(bookFolder: String) throws(SetupError) {
        let outputPath = URL(fileURLWithPath: options.output).standardizedFileURL.path
        let bookPath = URL(fileURLWithPath: bookFolder).standardizedFileURL.path
        if options.output.isEmpty {
            throw SetupError(.usage, "--output needs a folder name, such as --output site")
        }
        if outputPath == bookPath || bookPath.hasPrefix(outputPath + "/") {
            throw SetupError(.usage, "--output must not be the book folder or hold it: the build replaces the whole output folder")
        }
    }
}
