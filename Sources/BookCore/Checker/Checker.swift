import Foundation

/// `bookgen check`: runs what changed in every environment the book names, and judges every example
/// against its output blocks. An example passes only if it passes in each of its environments.
package struct Checker: Sendable {
    let options: CheckOptions
    let toolchain: Toolchain

    package init(options: CheckOptions, toolchain: Toolchain) {
        self.options = options
        self.toolchain = toolchain
    }

    /// Checks the book in `folder`.
    ///
    /// - Throws: `SetupError` when there is no book there, or an environment cannot be built.
    package func check(folder: String) throws(SetupError) -> CheckedBook {
        try check(PreparedBook.prepare(folder: folder, options: options, loadingResults: true))
    }

    /// Checks a prepared book.
    ///
    /// - Throws: `SetupError` when an environment cannot be built, or `--environment` names none of the book's.
    package func check(_ prepared: PreparedBook) throws(SetupError) -> CheckedBook {
        if let problem = CheckOptions.problem(withTimeout: options.timeout) { throw SetupError(.usage, problem) }
        let manifest = prepared.book.manifest
        let environments = try selectedEnvironments(manifest)
        try CacheLayout.ensureWritable(prepared.cacheFolder)
        let digests = FileDigests(folder: options.useCache ? prepared.cacheFolder : nil)
        let resultsFolder = CacheLayout.bookFolder(in: prepared.cacheFolder, book: prepared.book.folder)
        CacheLayout.markUsed(resultsFolder)
        // The results read while the chapters loaded, if they are this book's (a folder given by
        // another path than the book's own resolves elsewhere).
        var cache = prepared.results.flatMap { $0.path == resultsFolder + "/" + ResultCache.fileName ? $0 : nil }
            ?? ResultCache(folder: resultsFolder)
        var reports: [EnvironmentReport] = []
        var results: [String: EnvironmentResult] = [:]
        var problems: [Diagnostic] = []
        var checkedEnvironments: [String: PlannedEnvironment] = [:]
        let variables = ExampleVariables(passing: manifest.passedVariables)
        for spec in environments {
            var report = EnvironmentReport(name: spec.name, label: spec.label, version: "", skipReason: nil)
            do {
                let planned = try EnvironmentBuilder.plan(spec, packageRoot: prepared.packageRoot, toolchain: toolchain, digests: digests)
                report.version = planned.version
                report.skipReason = planned.skipReason
                if planned.skipReason == nil {
                    let chapters = prepared.chapters.filter { $0.environments.contains(spec.name) }
                    let result = try checkEnvironment(planned, chapters: chapters, variables: variables, cache: &cache, cacheFolder: prepared.cacheFolder)
                    for outcome in result.outcomes.values {
                        switch outcome.status {
                        case .passed: report.passed += 1
                        case .failed: report.failed += 1
                        case .skipped: report.skipped += 1
                        }
                    }
                    results[spec.name] = result
                    checkedEnvironments[spec.name] = planned
                }
            } catch {
                // A mistake book.toml can fix (modules the package lacks, a package SwiftPM cannot
                // resolve) is the book's error, at its line; the other environments are still checked.
                guard let diagnostic = error.diagnostic else { throw error }
                problems.append(diagnostic)
                report.skipReason = "see the error at \(diagnostic.file):\(diagnostic.line):\(diagnostic.column)"
            }
            reports.append(report)
        }
        var book = CheckedBook(
            book: prepared.book, chapters: prepared.chapters,
            verdicts: verdicts(prepared.chapters, environments: environments.map(\.name), results: results),
            diagnostics: prepared.diagnostics + problems,
            warnings: environments.flatMap { results[$0.name]?.warnings ?? [] }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } },
            environments: reports, wasChecked: true
        )
        book.diagnostics += try proveDownloads(book, planned: checkedEnvironments, variables: variables, cache: &cache, cacheFolder: prepared.cacheFolder)
        // Pruning keeps the cache small, but only a run over the whole book knows what is still used.
        cache.save(prune: options.filter == nil && options.environments == nil && !options.cachedResultsOnly)
        digests.save()
        prepared.syntax.save(prune: options.filter == nil)

        book.compilerRuns = results.values.reduce(0) { $0 + $1.compilerRuns }
        return book
    }

    /// The environments to check: those some chapter uses, limited by `--environment`.
    private func selectedEnvironments(_ manifest: BookManifest) throws(SetupError) -> [EnvironmentSpec] {
        let used = manifest.usedEnvironments
        guard let wanted = options.environments else { return used }
        for name in wanted where !used.contains(where: { $0.name == name }) {
            throw SetupError(.usage, "unknown environment '\(name)'; the book's environments are: \(used.map(\.name).joined(separator: ", "))")
        }
        return used.filter { wanted.contains($0.name) }
    }
}
