import Foundation

/// The transcript tests of the chapters checked in one environment: which the cache answers, which
/// must be built (libraries first), and their cache keys.
struct TranscriptPlan {
    /// Every test of the chapters, libraries marked, by id.
    var programs: [String: TranscriptProgram] = [:]
    /// The ids of the libraries each test imports, by id.
    var libraries: [String: [String]] = [:]
    /// The tests `--filter` selects, in book order.
    var selected: [String] = []
    var keys: [String: CacheKeyParts] = [:]
    var cached: [String: TranscriptRun] = [:]
    /// Tests to build and run, libraries that these import included, libraries first.
    var pending: [String] = []
    var reasons: [String: [String]] = [:]
    /// Selected tests left unchecked (`cachedResultsOnly`).
    var unchecked: Set<String> = []
}

extension Checker {
    /// Reads every test of `chapters`, links each import of another test's name to that test (built
    /// as a library), and asks the cache about each selected one.
    func planTranscripts(_ chapters: [ChapterSnippets], in planned: PlannedEnvironment, variables: ExampleVariables,
                         cache: inout ResultCache) -> TranscriptPlan {
        var plan = TranscriptPlan()
        let tests = chapters.flatMap(\.transcripts)
        guard !tests.isEmpty else { return plan }
        var idByName: [String: String] = [:]
        for test in tests where idByName[test.name] == nil { idByName[test.name] = test.id }
        var programs = Dictionary(tests.map { ($0.id, TranscriptProgram(test: $0)) }) { first, _ in first }
        for test in tests {
            let libraries = test.importedModules.compactMap { idByName[$0] }.filter { $0 != test.id }
            let names = libraries.compactMap { programs[$0]?.test.name }
            programs[test.id]?.libraries = names
            plan.libraries[test.id] = libraries
            for library in libraries { programs[library]?.isLibrary = true }
        }
        let libraryNames = Set(programs.values.filter(\.isLibrary).map(\.test.name))
        for (id, program) in programs where !program.isLibrary {
            programs[id]?.libraryBlocks = Set(program.test.blocks.indices.filter { index in
                program.test.blocks[index].testNames.contains { $0 != program.test.name && libraryNames.contains($0) }
            })
        }
        plan.programs = programs

        var fingerprints: [String: String] = [:]
        func fingerprint(_ id: String, visiting: Set<String> = []) -> String {
            if let known = fingerprints[id] { return known }
            guard let program = programs[id], !visiting.contains(id) else { return "" }
            let libraries = program.libraries.compactMap { idByName[$0] }.map { fingerprint($0, visiting: visiting.union([id])) }
            let value = program.fingerprint(libraryFingerprints: libraries)
            fingerprints[id] = value
            return value
        }
        var needed: [String] = []
        for test in tests where selected(test.id) && programs[test.id] != nil && !plan.selected.contains(test.id) {
            plan.selected.append(test.id)
            let parts = CacheKeyParts(code: fingerprint(test.id), declarations: "", environment: planned.key, compiler: toolchain.identity,
                                      tool: ToolIdentity.current,
                                      settings: "transcript timeout=\(options.timeout) limit=\(options.outputLimit) variables=\(variables.fingerprint)")
            plan.keys[test.id] = parts
            if options.useCache, let stored = cache.run(forKey: parts.key), let run = TranscriptRun(stored: stored) {
                plan.cached[test.id] = run
            } else if options.cachedResultsOnly {
                plan.unchecked.insert(test.id)
            } else {
                needed.append(test.id)
                plan.reasons[test.id] = options.useCache ? parts.reasons(comparedWith: cache.lastParts(of: "\(planned.spec.name)|\(test.id)"))
                    : ["--no-cache was given"]
            }
        }
        // Libraries before the tests that import them, each once.
        func add(_ id: String, visiting: Set<String>) {
            guard !plan.pending.contains(id), !visiting.contains(id), let program = programs[id] else { return }
            for library in program.libraries.compactMap({ idByName[$0] }) { add(library, visiting: visiting.union([id])) }
            plan.pending.append(id)
        }
        for id in needed { add(id, visiting: []) }
        return plan
    }

    /// Builds and runs the pending tests: libraries one dependency level at a time, then the rest, `--jobs` at once.
    func runTranscripts(_ plan: TranscriptPlan, environment: BuiltEnvironment, variables: ExampleVariables, cacheFolder: String) -> [String: TranscriptRun] {
        guard !plan.pending.isEmpty else { return [:] }
        let workFolder = cacheFolder + "/work-\(UUID().uuidString)"
        defer {
            if ProcessInfo.processInfo.environment["BOOKGEN_KEEP_WORK"] == nil { try? FileManager.default.removeItem(atPath: workFolder) }
        }
        let runner = TranscriptRunner(toolchain: toolchain, environment: environment, workFolder: workFolder, variables: variables,
                                      timeout: options.timeout, outputLimit: options.outputLimit)
        var runs: [String: TranscriptRun] = [:]
        var remaining = plan.pending
        var index = 0
        while !remaining.isEmpty {
            // What imports nothing still to build goes now.
            let ready = remaining.filter { id in (plan.libraries[id] ?? []).allSatisfy { !remaining.contains($0) } }
            let wave = ready.isEmpty ? remaining : ready
            let results = ConcurrentResults<TranscriptRun>(count: wave.count)
            let first = index
            parallelForEach(wave.count, jobs: options.jobs) { offset in
                // Cannot be nil: every pending id is a program of the plan.
                results[offset] = runner.run(plan.programs[wave[offset]]!, index: first + offset)
            }
            for (offset, id) in wave.enumerated() { runs[id] = results[offset] }
            index += wave.count
            remaining.removeAll { wave.contains($0) }
        }
        return runs
    }

    /// One outcome per selected test, from its cached or new run.
    func judgeTranscripts(_ plan: TranscriptPlan, runs: [String: TranscriptRun], environment: String) -> (outcomes: [String: Verdict.Outcome], warnings: [Diagnostic]) {
        var outcomes: [String: Verdict.Outcome] = [:]
        var warnings: [Diagnostic] = []
        for id in plan.selected {
            guard let program = plan.programs[id] else { continue }
            var outcome = Verdict.Outcome(environment: environment, status: .skipped, diagnostics: [], fromCache: plan.cached[id] != nil,
                                          rerunReasons: plan.reasons[id] ?? [])
            if let run = plan.cached[id] ?? runs[id] {
                let verified = TranscriptVerifier.verify(program, run: run)
                outcome.diagnostics = verified.problems + TranscriptListingVerifier.verify(program, run: run).problems
                warnings += verified.warnings.filter { !warnings.contains($0) }
                outcome.status = outcome.diagnostics.isEmpty ? .passed : .failed
                if let output = run.output, let ending = run.ending { outcome.runs = [ExampleRun(segments: [output], ending: ending)] }
            } else if !plan.unchecked.contains(id) {
                outcome.status = .failed
                outcome.diagnostics = [Diagnostic(TranscriptVerifier.notRun, at: program.test.location)]
            }
            outcomes[id] = outcome
        }
        return (outcomes, warnings)
    }

    /// Keeps each new run in the cache.
    func storeTranscripts(_ plan: TranscriptPlan, runs: [String: TranscriptRun], environment: String, cache: inout ResultCache) {
        for (id, run) in runs {
            guard let parts = plan.keys[id] else { continue }
            cache.store(run.stored, for: parts, id: "\(environment)|\(id)")
        }
    }
}
