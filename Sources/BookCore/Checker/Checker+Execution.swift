import Foundation

extension Checker {
    /// Compiles the pending examples in batches and the compile-fail checks, all in parallel, then runs the batches.
    func execute(_ plan: RunPlan, environment: BuiltEnvironment, variables: ExampleVariables, cacheFolder: String) -> Execution {
        let workFolder = cacheFolder + "/work-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: workFolder, withIntermediateDirectories: true)
        // BOOKGEN_KEEP_WORK=1 keeps the generated programs, to see what the compiler saw.
        defer {
            if ProcessInfo.processInfo.environment["BOOKGEN_KEEP_WORK"] == nil { try? FileManager.default.removeItem(atPath: workFolder) }
        }

        let batches = Self.batches(plan.pending.map { ($0.chapter, $0.program) }, jobs: options.jobs)
        let compiler = BatchCompiler(toolchain: toolchain, environment: environment, workFolder: workFolder)
        let failureRunner = CompileFailureRunner(toolchain: toolchain, environment: environment, workFolder: workFolder)
        let groups = CompileFailureRunner.groups(plan.pendingCompileFailures.map { ($0.chapter, $0.check) })
        let compiled = ConcurrentResults<[CompiledBatch]>(count: batches.count)
        let checked = ConcurrentResults<[String: [Diagnostic]]>(count: groups.count)
        let tasks = batches.count + groups.count
        parallelForEach(tasks, jobs: options.jobs) { index in
            if index < batches.count {
                compiled[index] = compiler.compile(batches[index])
            } else {
                let group = groups[index - batches.count]
                checked[index - batches.count] = failureRunner.check(group.checks, chapter: group.chapter, index: index - batches.count)
            }
        }

        var execution = Execution()
        execution.compilerRuns = tasks
        for result in checked.values.compactMap({ $0 }) { execution.compileFailureDiagnostics.merge(result) { $1 } }
        let results = compiled.values.compactMap { $0 }.flatMap { $0 }
        for batch in results {
            // An example's versions may be split over two batches, each reporting the same error.
            execution.compileErrors.merge(batch.failures) { old, new in old + new.filter { !old.contains($0) } }
            execution.warnings += batch.warnings
        }
        let runnable = results.filter { $0.executable != nil }
        let runOrder: [String: [String]] = Dictionary(grouping: plan.pending.filter { !$0.program.compileOnly }.map(\.program.id)) { id in
            runnable.first { $0.symbols[id] != nil }?.executable ?? ""
        }
        let marked = Set(plan.pending.filter(\.program.example.drawsMarbleDiagram).map(\.program.id))
        let timeouts = Dictionary(plan.pending.map { ($0.program.id, $0.program.timeout(default: options.timeout)) }) { first, _ in first }
        let symbolizer = toolchain.symbolizer
        let runs = ConcurrentResults<(first: [String: ExampleRun], second: [String: ExampleRun])>(count: runnable.count)
        parallelForEach(runnable.count, jobs: options.jobs) { index in
            let batch = runnable[index]
            let ids = runOrder[batch.executable ?? ""] ?? []
            var runner = BatchRunner(executable: batch.executable!, timeout: options.timeout, outputLimit: options.outputLimit, variables: variables)
            runner.symbolizer = symbolizer
            runner.recording = Set(ids.filter(marked.contains).compactMap { batch.symbols[$0] })
            runner.timeouts = Dictionary(uniqueKeysWithValues: ids.compactMap { id in batch.symbols[id].map { ($0, timeouts[id] ?? options.timeout) } })
            let symbols = ids.compactMap { batch.symbols[$0] }
            let first = runner.run(symbols)
            // Each example runs twice, so that output that changes between runs is found (`RunStability`).
            // Only what the second run printed is compared: where a crash happened is the first's to say.
            runner.symbolizer = nil
            let second = runner.run(symbols.filter { first[$0].map(RunStability.isWorthRepeating) ?? false })
            func byID(_ bySymbol: [String: ExampleRun]) -> [String: ExampleRun] {
                Dictionary(uniqueKeysWithValues: ids.compactMap { id in batch.symbols[id].flatMap { bySymbol[$0] }.map { (id, $0) } })
            }
            runs[index] = (byID(first), byID(second))
        }
        for result in runs.values.compactMap({ $0 }) {
            execution.runs.merge(result.first) { $1 }
            execution.secondRuns.merge(result.second) { $1 }
        }
        // A compile-only example that compiled passes without running.
        for (_, program, _, _) in plan.pending where program.compileOnly && execution.compileErrors[program.example.id] == nil {
            execution.runs[program.id] = ExampleRun(segments: [""], ending: .finished)
        }
        return execution
    }

    /// Splits the example versions into at most `jobs` batches of about equal size, keeping a
    /// chapter's together unless there are fewer chapters than jobs.
    static func batches(_ programs: [(chapter: ChapterSnippets, program: ExampleProgram)], jobs: Int) -> [Batch] {
        var units: [Batch.Entry] = []
        for (chapter, program) in programs {
            if let index = units.lastIndex(where: { $0.chapter.chapterPath == chapter.chapterPath }) {
                units[index].programs.append(program)
            } else {
                units.append(Batch.Entry(chapter: chapter, programs: [program]))
            }
        }
        // Fewer chapters than jobs: halve the largest until every job has work or nothing splits.
        while units.count < jobs, let largest = units.indices.max(by: { units[$0].programs.count < units[$1].programs.count }),
              units[largest].programs.count > 1 {
            let unit = units.remove(at: largest)
            let half = unit.programs.count / 2
            units.append(Batch.Entry(chapter: unit.chapter, programs: Array(unit.programs[..<half])))
            units.append(Batch.Entry(chapter: unit.chapter, programs: Array(unit.programs[half...])))
        }
        // Longest first onto the least loaded batch whose chapters declare none of the same names
        // (nor hold another part of the same chapter, whose shared code would then appear twice).
        var bins = Array(repeating: [Batch.Entry](), count: max(1, min(jobs, units.count)))
        func fits(_ unit: Batch.Entry, _ bin: [Batch.Entry]) -> Bool {
            bin.allSatisfy { $0.chapter.chapterPath != unit.chapter.chapterPath && $0.chapter.declaredNames.isDisjoint(with: unit.chapter.declaredNames) }
        }
        for unit in units.sorted(by: { $0.programs.count > $1.programs.count }) {
            let load = { (bin: [Batch.Entry]) in bin.reduce(0) { $0 + $1.programs.count } }
            if let target = bins.indices.filter({ fits(unit, bins[$0]) }).min(by: { load(bins[$0]) < load(bins[$1]) }) {
                bins[target].append(unit)
            } else {
                bins.append([unit])
            }
        }
        return bins.enumerated().filter { !$0.element.isEmpty }.map { Batch(name: "batch\($0.offset)", entries: $0.element) }
    }
}
