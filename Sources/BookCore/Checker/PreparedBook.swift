import Dispatch
import Foundation

/// A book read and understood, before any example runs: its chapters, each block's role, the
/// resolved includes, and the problems found so far. `check` runs it; a build without a toolchain renders it unchecked.
public struct PreparedBook: Sendable {
    package var book: Book
    package var chapters: [PreparedChapter]
    package var diagnostics: [Diagnostic]
    /// The package the book belongs to, if any.
    package var packageRoot: String?
    /// Where environments, results and parsed syntax are kept.
    package var cacheFolder: String
    let syntax: SyntaxCache
    /// The book's earlier results, read while the chapters loaded when a check was to follow.
    var results: ResultCache?

    static let noSuchBook = "no book folder at '%@'; pass the folder holding the chapters, e.g. `bookgen check mybook`, or start a book with `bookgen init mybook`"
    static let noPackage = DiagnosticMessage(id: "include-outside-package", "`include=` shows a file of the book's package, but the book is in no SwiftPM package")

    /// Loads the book in `folder` and reads every chapter's blocks.
    ///
    /// - Parameter loadingResults: Whether to read the earlier results too (a check follows).
    /// - Throws: `SetupError` when there is no book there.
    public static func prepare(folder: String, options: CheckOptions = CheckOptions(), loadingResults: Bool = false) throws(SetupError) -> PreparedBook {
        // Only the book's own folder decides its package: never where bookgen runs from.
        let packageRoot = options.packageRoot ?? PackageRoot.locate(from: folder)
        let cacheFolder = options.cacheFolder ?? CacheLayout.defaultFolder()
        // The caches (parsed syntax, highlighted code, results) are decoded on other threads while the chapters load.
        let cache = ConcurrentResults<SyntaxCache>(count: 1)
        let results = ConcurrentResults<ResultCache>(count: 1)
        let decoding = DispatchGroup()
        let bookCache = CacheLayout.bookFolder(in: cacheFolder, book: folder)
        DispatchQueue.global().async(group: decoding) {
            cache[0] = options.useCache ? SyntaxCache(folder: bookCache) : SyntaxCache()
        }
        if loadingResults {
            DispatchQueue.global().async(group: decoding) { results[0] = ResultCache(folder: bookCache) }
        }
        let (loaded, loadDiagnostics) = BookLoader.load(folder: folder)
        decoding.wait()
        guard let book = loaded else {
            throw SetupError(.noInput, noSuchBook.replacingOccurrences(of: "%@", with: folder))
        }
        // Cannot be nil: the group above has set it.
        let syntax = cache[0]!
        let includes = IncludeResolver(root: packageRoot ?? folder, cache: syntax)
        // Chapters are read in parallel, each into its own slot; diagnostics keep the contents' order.
        let manifest = book.manifest
        // A package snippet is checked once, with the first chapter that shows it.
        var shown: Set<String> = []
        let ownedSnippets = book.chapters.map { chapter in chapter.snippetFiles.filter { shown.insert($0).inserted } }
        let prepared = ConcurrentResults<(chapter: PreparedChapter, diagnostics: [Diagnostic])>(count: book.chapters.count)
        parallelForEach(book.chapters.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index in
            let chapter = book.chapters[index]
            let (snippets, extracted) = SnippetExtractor.extract(chapter, shapes: syntax, helper: manifest.exampleHelper(forChapter: chapter.fileName),
                                                                     swiftBlocks: manifest.swiftBlocks, style: manifest.exampleStyle)
            var found = extracted
            found += RawHTMLCheck.findings(in: chapter, mode: manifest.rawHTML)
            found += MdBookConstructs.iconFindings(in: chapter)
            var resolved: [Int: String] = [:]
            var chapterIncludes = includes
            chapterIncludes.builtinFiles = builtinFiles(manifest, chapter: chapter.fileName)
            for include in snippets.includes {
                guard packageRoot != nil || chapterIncludes.builtinFiles[include.path] != nil else {
                    found.append(Diagnostic(noPackage, at: include.location))
                    continue
                }
                switch chapterIncludes.resolve(include) {
                case .success(let text): resolved[include.location.line] = text
                case .failure(let diagnostic): found.append(diagnostic)
                }
            }
            var preparedChapter = PreparedChapter(chapter: chapter, snippets: snippets, includes: resolved,
                                                  environments: manifest.environmentNames(forChapter: chapter.fileName))
            for file in ownedSnippets[index] {
                let (program, problems) = SnippetExtractor.packageSnippet(at: file, shapes: syntax)
                found += problems
                if let program { preparedChapter.packageSnippets.append(program) }
            }
            prepared[index] = (preparedChapter, found)
        }
        var diagnostics = loadDiagnostics
        if let page = book.notFoundChapter {
            diagnostics += RawHTMLCheck.findings(in: page, mode: manifest.rawHTML) + MdBookConstructs.iconFindings(in: page)
        }
        if manifest.html.mathJax, let first = book.chapters.lazy.compactMap(MdBookConstructs.firstMath).first {
            diagnostics.append(MdBookConstructs.mathFinding(at: first))
        }
        var chapters: [PreparedChapter] = []
        chapters.reserveCapacity(book.chapters.count)
        for result in prepared.values {
            // Cannot be nil: the loop above filled every slot.
            let (chapter, found) = result!
            chapters.append(chapter)
            diagnostics += found
        }
        return PreparedBook(book: book, chapters: chapters, diagnostics: diagnostics, packageRoot: packageRoot,
                            cacheFolder: cacheFolder, syntax: syntax, results: results[0])
    }

    /// The files bookgen itself offers to `include=`: the support code the chapter's examples run with.
    static func builtinFiles(_ manifest: BookManifest, chapter: String) -> [String: String] {
        [SupportCode.includePath: SupportCode.source(for: manifest.exampleHelper(forChapter: chapter))]
    }

    /// The book with no example run: every verdict says not checked.
    public func unchecked() -> CheckedBook {
        syntax.save(prune: true)
        var verdicts: [Verdict] = []
        for chapter in chapters {
            for example in chapter.snippets.examples {
                verdicts.append(Verdict(id: example.id, name: example.name, kind: .example, chapterPath: chapter.chapter.path,
                                        location: example.location, status: .skipped, diagnostics: [], outcomes: []))
            }
            for check in chapter.snippets.compileFailures {
                verdicts.append(Verdict(id: check.id, name: check.displayName, kind: .compileFailure, chapterPath: chapter.chapter.path,
                                        location: check.location, status: .skipped, diagnostics: [], outcomes: []))
            }
            for test in chapter.snippets.transcripts {
                verdicts.append(Verdict(id: test.id, name: "test \(test.name)", kind: .example, chapterPath: chapter.chapter.path,
                                        location: test.location, status: .skipped, diagnostics: [], outcomes: []))
            }
            for example in chapter.packageSnippets.flatMap(\.examples) {
                verdicts.append(Verdict(id: example.id, name: example.name, kind: .example, chapterPath: chapter.chapter.path,
                                        location: example.location, status: .skipped, diagnostics: [], outcomes: []))
            }
        }
        let environments = book.manifest.usedEnvironments.map {
            EnvironmentReport(name: $0.name, label: $0.label, version: "", skipReason: "examples were not checked")
        }
        return CheckedBook(book: book, chapters: chapters, verdicts: verdicts, diagnostics: diagnostics, warnings: [],
                           environments: environments, wasChecked: false)
    }
}

extension CompileFailureCheck {
    /// How reports name the check.
    var displayName: String {
        "compile-fail block" + (exampleName.map { " in '\($0)'" } ?? "")
    }
}
