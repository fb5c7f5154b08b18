import Foundation

extension Checker {
    static let downloadDiffers = DiagnosticMessage(id: "download-differs", "the chapter's download does not print what its page shows")
    static let downloadDoesNotCompile = DiagnosticMessage(id: "download-does-not-compile", "the chapter's download does not compile")

    /// Compiles and runs each chapter's download (`ChapterDownload.program`, the package's
    /// `main.swift`) in its environment and compares what it prints with what the chapter's examples
    /// printed one by one. Examples that pass alone can still disagree in one program: shared state,
    /// a name two examples declare, work left on the main queue. Each difference is an error.
    ///
    /// Only chapters whose examples all passed in the download's environment are proven (a failing
    /// example is already reported), and only over the whole book: `--filter` leaves examples out.
    func proveDownloads(_ book: CheckedBook, planned: [String: PlannedEnvironment], variables: ExampleVariables,
                        cache: inout ResultCache, cacheFolder: String) throws(SetupError) -> [Diagnostic] {
        guard options.provesDownloads, options.filter == nil, !options.cachedResultsOnly else { return [] }
        let downloads = ChapterDownload.all(in: book).filter { download in
            planned[download.environment.name] != nil && download.examples.allSatisfy { example in
                book.verdict(example.id)?.outcomes.first { $0.environment == download.environment.name }?.status == .passed
            }
        }
        var diagnostics: [Diagnostic] = []
        for (name, group) in Dictionary(grouping: downloads, by: \.environment.name).sorted(by: { $0.key < $1.key }) {
            // Cannot be nil: the downloads were filtered on `planned`.
            let environment = planned[name]!
            var printed: [String: ProgramRun] = [:]
            var pending: [(download: ChapterDownload, program: String, parts: CacheKeyParts)] = []
            for download in group {
                let program = download.program
                let parts = CacheKeyParts(code: SHA256.hex(program), declarations: "", environment: environment.key, compiler: toolchain.identity,
                                          tool: ToolIdentity.current, settings: "download timeout=\(timeout(of: download)) variables=\(variables.fingerprint)")
                if options.useCache, let run = cache.run(for: parts) {
                    printed[download.chapter.chapter.fileName] = .ran(run.segments.joined())
                } else {
                    pending.append((download, program, parts))
                }
            }
            if !pending.isEmpty {
                let runs = try EnvironmentBuilder.using(environment, toolchain: toolchain, cacheRoot: cacheFolder) { built in
                    runPrograms(pending.map { ($0.download, $0.program) }, in: built, variables: variables, cacheFolder: cacheFolder)
                }
                for ((download, _, parts), run) in zip(pending, runs) {
                    printed[download.chapter.chapter.fileName] = run
                    if case .ran(let text) = run { cache.store(ExampleRun(segments: [text], ending: .finished), for: parts, id: "\(name)|download|\(download.chapter.chapter.fileName)") }
                }
            }
            for download in group {
                guard let run = printed[download.chapter.chapter.fileName] else { continue }
                diagnostics += Self.judge(download, run: run)
            }
        }
        return diagnostics
    }

    /// What one download's program did.
    enum ProgramRun {
        /// It ran to the end and printed this.
        case ran(String)
        /// It did not compile, crashed or was stopped; why, in the compiler's or the run's words.
        case failed(DiagnosticMessage, [String])
    }

    /// Compiles each program on its own (a download is a program of its own), then runs it.
    private func runPrograms(_ downloads: [(download: ChapterDownload, program: String)], in environment: BuiltEnvironment,
                             variables: ExampleVariables, cacheFolder: String) -> [ProgramRun] {
        let folder = cacheFolder + "/downloads-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let runs = ConcurrentResults<ProgramRun>(count: downloads.count)
        parallelForEach(downloads.count, jobs: options.jobs) { index in
            let (download, program) = downloads[index]
            let source = "\(folder)/\(download.packageName).swift"
            let executable = "\(folder)/\(download.packageName)"
            _ = FileManager.default.createFile(atPath: source, contents: Data(program.utf8))
            let arguments = environment.compileFlags + environment.linkFlags + ["-module-name", download.packageName, "-o", executable, source]
            let compiled = try? ProcessRunner.run(toolchain.swiftc, arguments)
            guard let compiled, compiled.status == 0 else {
                let messages = compiled?.stderr ?? "swiftc could not be started"
                runs[index] = .failed(Self.downloadDoesNotCompile, messages.split(separator: "\n").prefix(20).map(String.init))
                return
            }
            let timeout = timeout(of: download)
            // The author's program: the examples' environment, and their output cap each.
            let limit = options.outputLimit * max(1, download.examples.count)
            guard let output = try? ProcessRunner.run(executable, [], environment: variables.values, inheritingEnvironment: false,
                                                      timeout: timeout, outputLimit: limit) else {
                runs[index] = .failed(Self.downloadDiffers, ["it could not be started"])
                return
            }
            if output.timedOut {
                runs[index] = .failed(Self.downloadDiffers, ["it did not finish in \(Int(timeout)) seconds and was stopped"])
            } else if output.outputLimitExceeded {
                runs[index] = .failed(Self.downloadDiffers, ["it printed more than \(limit) bytes and was stopped"])
            } else if output.status != 0 || output.signaled {
                runs[index] = .failed(Self.downloadDiffers, ["it \(output.signaled ? "crashed" : "exited with status \(output.status)") after printing:"] + output.stdout.split(separator: "\n").suffix(10).map(String.init))
            } else {
                runs[index] = .ran(output.stdout)
            }
        }
        return runs.values.map { $0 ?? .failed(Self.downloadDiffers, ["it did not run"]) }
    }

    /// Seconds a download may run: its examples may take their whole time-out each.
    private func timeout(of download: ChapterDownload) -> Double {
        max(options.timeout, download.examples.reduce(0) { $0 + ($1.timeout ?? options.timeout) })
    }

    /// The errors a download's run earns: none when it printed what the examples printed.
    static func judge(_ download: ChapterDownload, run: ProgramRun) -> [Diagnostic] {
        let location = download.examples.first?.location ?? FileLocation(file: download.chapter.snippets.chapterPath, line: 1)
        let note = Diagnostic.Note("the download runs the chapter's examples in one program, as `\(download.archivePath)` does; examples that pass alone may still disturb each other there")
        switch run {
        case .failed(let message, let excerpt):
            return [Diagnostic(message, at: location, excerpt: excerpt, notes: [note])]
        case .ran(let printed):
            guard !download.isPrinted(by: printed) else { return [] }
            let diff = UnifiedDiff.lines(
                expected: OutputComparison.normalizedLines(download.expectedText).map(OutputCharacters.visible),
                actual: OutputComparison.normalizedLines(printed).map(OutputCharacters.visible),
                expectedLabel: "what the examples print one by one", actualLabel: "what the download printed"
            )
            return [Diagnostic(downloadDiffers, at: location, excerpt: diff, notes: [note])]
        }
    }
}
