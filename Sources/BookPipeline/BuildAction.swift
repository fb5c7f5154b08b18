import BookCore
import Foundation

/// How `bookgen build` runs.
package struct BuildOptions: Sendable {
    /// The folder the book is written to; bookgen replaces it entirely. Nil: book.toml's `[build]
    /// build-dir` in the book folder, `site` by default.
    package var output: String?
    /// Publish even when examples fail their checks; the failures are marked on their pages
    /// (`--allow-failures`).
    package var allowFailures = false
    /// Compile and run nothing: examples show their cached results, and those the cache does not
    /// hold are marked not checked (`--from-cache`). Works without a toolchain.
    package var fromCache = false
    /// The flag of earlier versions, kept for scripts: `allowFailures`, and without a toolchain,
    /// `fromCache` (`--skip-check`).
    package var skipCheck = false
    /// Write into the output folder even if bookgen did not create it.
    package var force = false
    package var check = CheckOptions()

    package init() {}
}

/// What a build did, for the command to print.
package struct BuildResult: Sendable {
    package enum Outcome: Sendable, Equatable {
        /// The book was written into the output folder.
        case published(files: Int, pages: Int)
        /// Some example failed its check; nothing was written.
        case failedChecks
        /// The book has problems no page may hide (a missing include, a broken link, a bad theme).
        case bookProblems
    }

    package var outcome: Outcome
    /// The checked book; its report is worth printing when something failed.
    package var book: CheckedBook
    /// Problems the renderers found, such as broken links.
    package var renderDiagnostics: [Diagnostic]
    /// Said when the examples could not be checked and the book was published unchecked.
    package var warning: String?
    /// The folder the book was (or would have been) written to.
    package var output = ""
}

/// `bookgen build`: checks the book once, renders it with the renderers book.toml asks for, and
/// swaps the output folder in whole, so a failed build leaves the previous output as it was.
package struct BuildAction: Sendable {
    package var options: BuildOptions

    package init(options: BuildOptions) {
        self.options = options
    }

    /// Builds the book in `folder`.
    ///
    /// - Parameter toolchain: The compiler for the checks; nil when none was found.
    /// - Throws: `SetupError` for the command line, the machine, or the output folder.
    package func run(bookFolder folder: String, toolchain: Toolchain?) throws(SetupError) -> BuildResult {
        if options.output?.isEmpty == true {
            throw SetupError(.usage, "--output needs a folder name, such as --output site")
        }
        let fromCache = options.fromCache || (options.skipCheck && toolchain == nil)
        var check = options.check
        check.cachedResultsOnly = fromCache
        let build = BookBuild(folder: folder, options: check, toolchain: toolchain)
        let (prepared, highlights) = try build.prepare()
        let output = options.output ?? Self.path(prepared.book.manifest.buildFolder, relativeTo: folder)
        try validate(output: output, bookFolder: folder, sources: prepared.book)
        if toolchain == nil && !fromCache { throw SetupError(.unavailable, Toolchain.notFound) }
        let checked = try build.check(prepared, highlights: highlights)
        let book = checked.book
        var result = BuildResult(outcome: .bookProblems, book: book, renderDiagnostics: [], output: output)
        if toolchain == nil { result.warning = "examples not checked: \(Toolchain.notFound)" }
        let (renderers, outputProblems) = BookBuild.renderers(for: book.book.manifest)
        result.renderDiagnostics = outputProblems
        if book.diagnostics.contains(where: { $0.severity == .error }) || !outputProblems.isEmpty { return result }
        if book.verdicts.contains(where: { $0.status == .failed }) && !(options.allowFailures || options.skipCheck) {
            result.outcome = .failedChecks
            return result
        }

        // Files go to the staging folder as soon as a renderer hands them over (the site's pages one
        // by one), so a large book's site is not held in memory while the rest renders, and files are
        // written while rendering goes on. A book with errors leaves no file behind.
        let staging = StagingOutput(writer: OutputWriter(output: output, force: options.force))
        let (_, diagnostics) = build.render(checked, with: renderers, outputs: Set(renderers.map(\.output)), to: staging)
        result.renderDiagnostics = diagnostics
        if diagnostics.contains(where: { $0.severity == .error }) {
            staging.discard()
            return result
        }
        let written: [String]
        do {
            written = try staging.commit()
        } catch {
            throw SetupError(error.isRefusal ? .cannotCreate : .ioError, error.message)
        }
        let pages = written.filter { $0.hasSuffix(".html") }.count
        result.outcome = .published(files: written.count, pages: pages)
        return result
    }

    /// The output folder is replaced whole, so it must not be the book's folder or its chapters'
    /// folder, nor hold them or any file the book is read from (book.toml, SUMMARY.md, a chapter).
    private func validate(output: String, bookFolder: String, sources book: Book) throws(SetupError) {
        let outputPath = Self.resolved(output)
        let read = [bookFolder, book.root, book.folder] + book.chapters.map(\.path) + [book.notFoundChapter?.path, book.manifest.path, book.folder + "/SUMMARY.md"].compactMap { $0 }
        for source in read {
            let path = Self.resolved(source)
            guard path == outputPath || path.hasPrefix(outputPath == "/" ? "/" : outputPath + "/") else { continue }
            throw SetupError(.usage, "the output folder '\(output)' must not be the book's folder or hold its sources ('\(source)'): the build replaces the whole output folder; choose another --output or [build] build-dir")
        }
    }

    /// An absolute path with `.`, `..` and, as far as the path exists, symbolic links resolved.
    private static func resolved(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if let real = Containment.realPath(absolute) { return real }
        // A folder not made yet: resolve what exists of it, keep the rest.
        let parent = (absolute as NSString).deletingLastPathComponent
        guard parent != absolute else { return absolute }
        return (resolved(parent) as NSString).appendingPathComponent((absolute as NSString).lastPathComponent)
    }

    /// `path` (book.toml's, relative to the book folder) as the user would write it from the
    /// working directory: `Chapters` and `../site` give `site`.
    static func path(_ path: String, relativeTo folder: String) -> String {
        if path.hasPrefix("/") { return path }
        var parts: [Substring] = []
        for part in (folder + "/" + path).split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return folder.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
