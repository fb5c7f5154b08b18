import Foundation

/// `bookgen check`: loads the book, runs what changed, and judges every example against its output blocks.
public struct Checker: Sendable {
    let options: CheckOptions
    let toolchain: Toolchain
    let sources: LibrarySources
    let cacheFolder: String

    static let noSuchBook = "no book folder at '%@'; pass the folder holding the chapters, e.g. `bookgen check Chapters`"

    public init(options: CheckOptions, toolchain: Toolchain, sources: LibrarySources) {
        self.options = options
        self.toolchain = toolchain
        self.sources = sources
        cacheFolder = options.cacheFolder ?? sources.root + "/.build/bookgen"
    }

    /// Checks the book in `folder`.
    ///
    /// - Throws: `SetupError` when there is no book there.
    public func check(folder: String) throws -> CheckReport {
        let (loaded, bookDiagnostics) = BookLoader.load(folder: folder)
        guard let book = loaded else {
            throw SetupError(message: Self.noSuchBook.replacingOccurrences(of: "%@", with: folder), exitCode: 66)
        }
        var diagnostics = bookDiagnostics
        var snippets: [ChapterSnippets] = []
        for chapter in book.chapters {
            let extracted = SnippetExtractor.extract(chapter)
            snippets.append(extracted.snippets)
            diagnostics += extracted.diagnostics
            diagnostics += IncludeResolver(root: sources.root).check(extracted.snippets.includes)
        }

        let libraryPart = sources.fingerprint()
        let fixedParts = (library: libraryPart, compiler: toolchain.identity, tool: Self.toolIdentity)
        var cache = ResultCache(folder: cacheFolder)
        var plan = RunPlan()
        for chapter in snippets {
            let declarations = SHA256.hex(chapter.declarations.map(\.text).joined(separator: "\u{0}"))
            for example in chapter.examples {
                guard selected(example.id) else {
                    plan.skipped.append(example)
                    continue
                }
                let parts = CacheKeyParts(
                    code: example.codeFingerprint, declarations: declarations, library: fixedParts.library,
                    compiler: fixedParts.compiler, tool: fixedParts.tool,
                    settings: "timeout=\(options.timeout) limit=\(options.outputLimit) crash=\(example.expectsCrash) compileOnly=\(example.compileOnly)"
                )
                if options.useCache, let run = cache.run(for: parts) {
                    plan.cached[example.id] = run
                } else {
                    plan.pending.append((chapter, example, parts, options.useCache ? parts.reasons(comparedWith: cache.lastParts(of: example.id)) : ["--no-cache was given"]))
                }
            }
            for check in chapter.compileFailures where selected(check.id) || (check.exampleName.map { selected("\(chapter.chapterPath)#\($0)") } ?? false) {
                let parts = CacheKeyParts(
                    code: check.fingerprint, declarations: declarations, library: fixedParts.library,
                    compiler: fixedParts.compiler, tool: fixedParts.tool, settings: "compile-fail"
                )
                if options.useCache, cache.compileFailurePassed(parts) {
                    plan.cachedCompileFailures.insert(check.id)
                } else {
                    plan.pendingCompileFailures.append((chapter, check, parts, options.useCache ? parts.reasons(comparedWith: cache.lastParts(of: check.id)) : ["--no-cache was given"]))
                }
            }
        }

        var execution = Execution()
        var libraryKey = String(LibraryBuilder.key(sourcesFingerprint: libraryPart, toolchain: toolchain).prefix(12))
        if !plan.pending.isEmpty || !plan.pendingCompileFailures.isEmpty {
            let library = try LibraryBuilder.library(for: sources, fingerprint: libraryPart, toolchain: toolchain, cacheRoot: cacheFolder)
            libraryKey = String(library.key.prefix(12))
            execution = execute(plan, library: library)
            for (_, example, parts, _) in plan.pending {
                if let run = execution.runs[example.id] { cache.store(run, for: parts, id: example.id) }
            }
            for (_, check, parts, _) in plan.pendingCompileFailures {
                cache.recordCompileFailure(passed: execution.compileFailureDiagnostics[check.id]?.isEmpty ?? false, parts: parts, id: check.id)
            }
        }
        cache.save(prune: options.filter == nil)

        var results = judge(snippets: snippets, plan: plan, execution: execution)
        results.sort { ($0.chapterPath, $0.location.line) < ($1.chapterPath, $1.location.line) }
        var report = CheckReport(
            book: book, snippets: snippets, results: results, bookDiagnostics: diagnostics,
            warnings: execution.warnings, updatedFiles: [], libraryKey: libraryKey, librarySourcesFingerprint: libraryPart,
            compilerRuns: execution.compilerRuns
        )
        if options.update {
            report.updatedFiles = try update(book: book, snippets: snippets, runs: plan.cached.merging(execution.runs) { $1 })
            // The rewritten blocks now hold what the code prints: those mismatches are settled.
            for index in report.results.indices where report.updatedFiles.contains(report.results[index].chapterPath) {
                report.results[index].diagnostics.removeAll { $0.id == ExampleVerifier.mismatch.id }
                if report.results[index].status == .failed, report.results[index].diagnostics.isEmpty {
                    report.results[index].status = .passed
                }
            }
        }
        return report
    }

    private func selected(_ id: String) -> Bool {
        guard let filter = options.filter else { return true }
        return id.contains(filter)
    }

    /// Identifies this bookgen build, so that results made by an older bookgen are not trusted.
    static let toolIdentity: String = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let attributes = (try? FileManager.default.attributesOfItem(atPath: executable)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size) \(Int64(modified))"
    }()
}

/// What has to run, and what the cache already answered.
struct RunPlan {
    var pending: [(chapter: ChapterSnippets, example: Example, parts: CacheKeyParts, reasons: [String])] = []
    var cached: [String: ExampleRun] = [:]
    var skipped: [Example] = []
    var pendingCompileFailures: [(chapter: ChapterSnippets, check: CompileFailureCheck, parts: CacheKeyParts, reasons: [String])] = []
    var cachedCompileFailures: Set<String> = []
}

/// What this run compiled and ran.
struct Execution {
    var runs: [String: ExampleRun] = [:]
    var compileErrors: [String: [Diagnostic]] = [:]
    var compileFailureDiagnostics: [String: [Diagnostic]] = [:]
    var warnings: [Diagnostic] = []
    var compilerRuns = 0
}

extension Example {
    /// A digest of the code and of where the output blocks cut it, independent of line numbers.
    var codeFingerprint: String {
        var hasher = SHA256()
        for step in steps {
            switch step {
            case .code(let segment): hasher.update(field: segment.text)
            case .output: hasher.update(field: "\u{0}output")
            }
        }
        hasher.update(field: closing.text)
        return hasher.finalizeHex()
    }
}

extension CompileFailureCheck {
    var fingerprint: String {
        var hasher = SHA256()
        for segment in fileScope { hasher.update(field: segment.text) }
        hasher.update(field: "\u{0}body")
        for segment in body { hasher.update(field: segment.text) }
        hasher.update(field: expectedMessage ?? "\u{0}any")
        // Line offsets of the block within the body decide which errors count as the block's.
        hasher.update(field: "\(blockLines.lowerBound - (body.first?.firstLine ?? fileScope.first?.firstLine ?? 0))")
        return hasher.finalizeHex()
    }
}
