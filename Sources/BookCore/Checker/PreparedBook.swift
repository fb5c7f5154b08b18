import Foundation

/// A book read and understood, before any example runs: its chapters, each block's role, the
/// resolved includes, and the problems found so far. `check` runs it; `build --skip-check` renders it.
public struct PreparedBook: Sendable {
    public var book: Book
    public var chapters: [CheckedChapter]
    public var diagnostics: [Diagnostic]
    /// The package the book belongs to, if any.
    public var packageRoot: String?
    /// Where environments, results and parsed syntax are kept.
    public var cacheFolder: String
    let syntax: SyntaxCache

    static let noSuchBook = "no book folder at '%@'; pass the folder holding the chapters, e.g. `bookgen check Chapters`"
    static let noPackage = DiagnosticMessage(id: "include-outside-package", "`include=` shows a file of the book's package, but the book is in no SwiftPM package")

    /// Loads the book in `folder` and reads every chapter's blocks.
    ///
    /// - Throws: `SetupError` when there is no book there.
    public static func prepare(folder: String, options: CheckOptions = CheckOptions()) throws(SetupError) -> PreparedBook {
        let (loaded, loadDiagnostics) = BookLoader.load(folder: folder)
        guard let book = loaded else {
            throw SetupError(.noInput, noSuchBook.replacingOccurrences(of: "%@", with: folder))
        }
        // A book outside any package (a draft in /tmp) uses the package bookgen runs in.
        let packageRoot = options.packageRoot ?? PackageRoot.locate(from: folder) ?? PackageRoot.locate(from: FileManager.default.currentDirectoryPath)
        let cacheFolder = options.cacheFolder ?? packageRoot.map { $0 + "/.build/bookgen" } ?? BookLoader.join(folder, ".bookgen-cache")
        let syntax = options.useCache ? SyntaxCache(folder: CacheLayout.bookFolder(in: cacheFolder, book: folder)) : SyntaxCache()
        let includes = IncludeResolver(root: packageRoot ?? folder, cache: syntax)
        var diagnostics = loadDiagnostics
        var chapters: [CheckedChapter] = []
        for chapter in book.chapters {
            let (snippets, found) = SnippetExtractor.extract(chapter, shapes: syntax, helper: book.manifest.exampleHelper(forChapter: chapter.fileName))
            diagnostics += found
            var resolved: [Int: String] = [:]
            for include in snippets.includes {
                guard packageRoot != nil else {
                    diagnostics.append(Diagnostic(noPackage, at: include.location))
                    continue
                }
                switch includes.resolve(include) {
                case .success(let text): resolved[include.location.line] = text
                case .failure(let diagnostic): diagnostics.append(diagnostic)
                }
            }
            chapters.append(CheckedChapter(chapter: chapter, snippets: snippets, includes: resolved,
                                           environments: book.manifest.environmentNames(forChapter: chapter.fileName)))
        }
        return PreparedBook(book: book, chapters: chapters, diagnostics: diagnostics, packageRoot: packageRoot,
                            cacheFolder: cacheFolder, syntax: syntax)
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
