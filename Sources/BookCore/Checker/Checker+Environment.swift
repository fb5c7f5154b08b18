import Foundation

extension Checker {
    /// Checks the chapters that use one environment: the cache first, then what changed.
    ///
    /// - Parameter variables: The environment variables every example runs with.
    func checkEnvironment(_ planned: PlannedEnvironment, chapters: [PreparedChapter], variables: ExampleVariables,
                          cache: inout ResultCache, cacheFolder: String) throws(SetupError) -> EnvironmentResult {
        let name = planned.spec.name
        // Used even when the cache answers every example: `clean` keeps what books still name.
        CacheLayout.markUsed(EnvironmentBuilder.folder(of: planned, cacheRoot: cacheFolder))
        var plan = RunPlan()
        // A package snippet is a program of its own, compiled and run as a chapter's is.
        let snippets = chapters.flatMap { [$0.snippets] + $0.packageSnippets }
        for (chapter, keyed) in zip(snippets, keys(of: snippets, in: planned, variables: variables)) {
            for example in chapter.examples where !selected(example.id) {
                plan.skipped.append(example)
            }
            for (program, keyParts, key) in keyed.programs {
                if options.useCache, let run = cache.run(forKey: key) {
                    plan.cached[program.id] = run
                } else {
                    plan.pending.append((chapter, program, keyParts, reasons(keyParts, id: program.id, environment: name, cache: &cache)))
                }
            }
            for (check, keyParts, key) in keyed.compileFailures {
                if options.useCache, cache.compileFailurePassed(key: key) {
                    plan.cachedCompileFailures.insert(check.id)
                } else {
                    plan.pendingCompileFailures.append((chapter, check, keyParts, reasons(keyParts, id: check.id, environment: name, cache: &cache)))
                }
            }
        }

        if options.cachedResultsOnly { plan.leaveUncachedUnchecked() }
        let transcripts = planTranscripts(snippets, in: planned, variables: variables, cache: &cache)
        var execution = Execution()
        if !plan.pending.isEmpty || !plan.pendingCompileFailures.isEmpty || !transcripts.pending.isEmpty {
            execution = try EnvironmentBuilder.using(planned, toolchain: toolchain, cacheRoot: cacheFolder, rebuild: !options.useCache) { environment in
                var execution = plan.pending.isEmpty && plan.pendingCompileFailures.isEmpty ? Execution()
                    : execute(plan, environment: environment, variables: variables, cacheFolder: cacheFolder)
                execution.transcriptRuns = runTranscripts(transcripts, environment: environment, variables: variables, cacheFolder: cacheFolder)
                execution.compilerRuns += execution.transcriptRuns.count
                return execution
            }
            storeTranscripts(transcripts, runs: execution.transcriptRuns, environment: name, cache: &cache)
            for (_, program, parts, _) in plan.pending {
                if let run = execution.runs[program.id], !execution.printedDifferently(program.id) {
                    cache.store(run, for: parts, id: "\(name)|\(program.id)")
                } else {
                    cache.recordUnkeptResult(parts: parts, id: "\(name)|\(program.id)")
                }
            }
            for (_, check, parts, _) in plan.pendingCompileFailures {
                cache.recordCompileFailure(passed: execution.compileFailureDiagnostics[check.id]?.isEmpty ?? false, parts: parts, id: "\(name)|\(check.id)")
            }
        }
        var result = judge(snippets, plan: plan, execution: execution, environment: name)
        let judged = judgeTranscripts(transcripts, runs: execution.transcriptRuns, environment: name)
        result.outcomes.merge(judged.outcomes) { $1 }
        result.warnings = execution.warnings + judged.warnings
        result.compilerRuns = execution.compilerRuns
        return result
    }

    /// Each selected program's and compile-fail check's cache key, chapter by chapter, hashed on
    /// every core: hashing the code is most of a check that the cache answers whole.
    private func keys(of chapters: [ChapterSnippets], in planned: PlannedEnvironment, variables: ExampleVariables) -> [KeyedChapter] {
        let keyed = ConcurrentResults<KeyedChapter>(count: chapters.count)
        parallelForEach(chapters.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index in
            let chapter = chapters[index]
            let declarations = SHA256.hex(chapter.declarations.map(\.text).joined(separator: "\u{0}"))
            func parts(code: String, settings: String) -> CacheKeyParts {
                CacheKeyParts(code: code, declarations: declarations, environment: planned.key, compiler: toolchain.identity,
                              tool: ToolIdentity.current, settings: settings)
            }
            var found = KeyedChapter()
            for example in chapter.examples where selected(example.id) {
                for program in ExampleProgram.all(of: example) {
                    let keyParts = parts(code: program.codeFingerprint,
                                         settings: "timeout=\(program.timeout(default: options.timeout)) limit=\(options.outputLimit) crash=\(program.expectsCrash) compileOnly=\(program.compileOnly)"
                                             + (program.example.drawsMarbleDiagram ? " marbles" : "") + " variables=\(variables.fingerprint)")
                    found.programs.append((program, keyParts, keyParts.key))
                }
            }
            for check in chapter.compileFailures where selected(check.id) || (check.exampleName.map { selected("\(chapter.chapterPath)#\($0)") } ?? false) {
                let keyParts = parts(code: check.fingerprint, settings: "compile-fail")
                found.compileFailures.append((check, keyParts, keyParts.key))
            }
            keyed[index] = found
        }
        // Cannot be nil: the loop above filled every slot.
        return (0..<chapters.count).map { keyed[$0]! }
    }

    private func reasons(_ parts: CacheKeyParts, id: String, environment: String, cache: inout ResultCache) -> [String] {
        options.useCache ? parts.reasons(comparedWith: cache.lastParts(of: "\(environment)|\(id)")) : ["--no-cache was given"]
    }

    func selected(_ id: String) -> Bool {
        guard let filter = options.filter else { return true }
        return id.contains(filter)
    }

    /// Turns runs and compiler errors into an outcome per example and compile-fail check.
    private func judge(_ snippets: [ChapterSnippets], plan: RunPlan, execution: Execution, environment: String) -> EnvironmentResult {
        var result = EnvironmentResult()
        // Why an example ran again: what its versions that ran give as reasons, each once.
        let reasons = Dictionary(plan.pending.map { ($0.program.example.id, $0.reasons) }) { first, next in first + next.filter { !first.contains($0) } }
        let failureReasons = Dictionary(plan.pendingCompileFailures.map { ($0.check.id, $0.reasons) }) { first, _ in first }
        let skipped = Set(plan.skipped.map(\.id))
        // Chapter by chapter on every core: comparing a large book's outputs is most of a check
        // that the cache answers whole. Each chapter fills its own slot.
        let judged = ConcurrentResults<[(String, Verdict.Outcome)]>(count: snippets.count)
        parallelForEach(snippets.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index in
            let chapter = snippets[index]
            var outcomes: [(String, Verdict.Outcome)] = []
            for example in chapter.examples {
                let programs = ExampleProgram.all(of: example)
                var outcome = Verdict.Outcome(environment: environment, status: .passed, diagnostics: [],
                                              fromCache: programs.allSatisfy { plan.cached[$0.id] != nil }, rerunReasons: reasons[example.id] ?? [])
                let runs = programs.compactMap { plan.cached[$0.id] ?? execution.runs[$0.id] }
                if skipped.contains(example.id) {
                    outcome.status = .skipped
                } else if let errors = execution.compileErrors[example.id] {
                    outcome.status = .failed
                    outcome.diagnostics = errors
                } else if runs.count == programs.count {
                    outcome.runs = runs
                    outcome.diagnostics = ExampleVerifier.verify(example, runs: runs)
                    let second = zip(programs, runs).map { execution.secondRuns[$0.id] ?? $1 }
                    if let unstable = RunStability.diagnostic(example, first: runs, second: second, firstProblems: outcome.diagnostics) {
                        outcome.diagnostics.insert(unstable, at: 0)
                    }
                    outcome.status = outcome.diagnostics.isEmpty ? .passed : .failed
                } else {
                    outcome.status = .failed
                    outcome.diagnostics = [Diagnostic(ExampleVerifier.notRun, at: example.location)]
                }
                outcomes.append((example.id, outcome))
            }
            for check in chapter.compileFailures {
                if plan.uncheckedCompileFailures.contains(check.id) {
                    outcomes.append((check.id, Verdict.Outcome(environment: environment, status: .skipped, diagnostics: [],
                                                               fromCache: false, rerunReasons: [])))
                    continue
                }
                let cached = plan.cachedCompileFailures.contains(check.id)
                let diagnostics = cached ? [] : execution.compileFailureDiagnostics[check.id]
                // A check left out by --filter is not reported at all.
                guard let diagnostics else { continue }
                outcomes.append((check.id, Verdict.Outcome(
                    environment: environment, status: diagnostics.isEmpty ? .passed : .failed, diagnostics: diagnostics,
                    fromCache: cached, rerunReasons: failureReasons[check.id] ?? []
                )))
            }
            judged[index] = outcomes
        }
        for index in snippets.indices {
            // Cannot be nil: the loop above filled every slot.
            for (id, outcome) in judged[index]! { result.outcomes[id] = outcome }
        }
        return result
    }
}
