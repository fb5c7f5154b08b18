/// The steps of checking one environment (`Checker.checkEnvironment`): what the cache answers,
/// what runs, and what came of it.

/// What checking the book in one environment produced.
struct EnvironmentResult {
    /// By verdict id.
    var outcomes: [String: Verdict.Outcome] = [:]
    var warnings: [Diagnostic] = []
    var compilerRuns = 0
}

/// What has to run in one environment, and what the cache already answered.
struct RunPlan {
    var pending: [(chapter: ChapterSnippets, program: ExampleProgram, parts: CacheKeyParts, reasons: [String])] = []
    /// By program id.
    var cached: [String: ExampleRun] = [:]
    var skipped: [Example] = []
    var pendingCompileFailures: [(chapter: ChapterSnippets, check: CompileFailureCheck, parts: CacheKeyParts, reasons: [String])] = []
    var cachedCompileFailures: Set<String> = []
    /// Compile-fail checks with no cached pass, left unchecked (`cachedResultsOnly`).
    var uncheckedCompileFailures: Set<String> = []

    /// Leaves what the cache does not answer unchecked instead of running it.
    mutating func leaveUncachedUnchecked() {
        for (_, program, _, _) in pending where !skipped.contains(where: { $0.id == program.example.id }) {
            skipped.append(program.example)
        }
        uncheckedCompileFailures = Set(pendingCompileFailures.map(\.check.id))
        pending = []
        pendingCompileFailures = []
    }
}

/// One chapter's selected programs and compile-fail checks, each with its cache key's parts and the key.
struct KeyedChapter {
    var programs: [(program: ExampleProgram, parts: CacheKeyParts, key: String)] = []
    var compileFailures: [(check: CompileFailureCheck, parts: CacheKeyParts, key: String)] = []
}

/// What this run compiled and ran in one environment.
struct Execution {
    /// By program id.
    var runs: [String: ExampleRun] = [:]
    /// The second run of each program whose first run ended by itself, by program id.
    var secondRuns: [String: ExampleRun] = [:]
    /// By example id.
    var compileErrors: [String: [Diagnostic]] = [:]
    var compileFailureDiagnostics: [String: [Diagnostic]] = [:]
    /// By transcript test id.
    var transcriptRuns: [String: TranscriptRun] = [:]
    var warnings: [Diagnostic] = []
    var compilerRuns = 0

    /// Whether the program printed differently on its two runs; its result is then not kept.
    func printedDifferently(_ id: String) -> Bool {
        guard let first = runs[id], let second = secondRuns[id] else { return false }
        return first.segments != second.segments
    }
}
