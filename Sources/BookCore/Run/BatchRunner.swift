import Foundation

/// Runs the examples of a batch executable. The program's supervisor runs each example in a
/// process of its own and enforces its deadline and output limit (see `SupervisorSource`); this
/// side reads its frames, and restarts the program should the supervisor itself die, so that one
/// bad example never stops the rest.
struct BatchRunner {
    var executable: String
    /// Seconds an example may run unless `timeouts` says otherwise.
    var timeout: Double
    var outputLimit: Int
    /// The environment variables the examples run with.
    var variables: ExampleVariables
    /// The examples whose run records a timeline (marked `marbles`), by symbol.
    var recording: Set<String> = []
    /// Seconds each example may run (`timeout=`), by symbol; `timeout` for the others.
    var timeouts: [String: Double] = [:]
    /// The toolchain's `llvm-symbolizer`, to find where a crash happened (`CrashTrace`).
    var symbolizer: String?

    /// How long past an example's deadline the supervisor may take to report it before it is
    /// presumed stuck and killed: it needs only to kill and reap.
    static let supervisorGrace: Double = 10

    /// Runs `symbols` in order and returns each one's result.
    func run(_ symbols: [String]) -> [String: ExampleRun] {
        var results: [String: ExampleRun] = [:]
        var pending = symbols[...]
        while !pending.isEmpty {
            let session = runProcess(Array(pending))
            results.merge(session.results) { _, new in new }
            // The supervisor stopped during `session.stoppedAt` (or ran everything); go on after it.
            if let stopped = session.stoppedAt, let index = pending.firstIndex(of: stopped) {
                pending = pending[(index + 1)...]
            } else {
                for symbol in pending where results[symbol] == nil {
                    results[symbol] = ExampleRun(segments: [""], ending: .notRun(reason: session.failure ?? "the batch ended early"))
                }
                pending = []
            }
        }
        if let symbolizer { CrashTrace.locate(&results, executable: executable, symbolizer: symbolizer) }
        return results
    }

    private struct Session {
        var results: [String: ExampleRun] = [:]
        /// The example during which the supervisor died or was stopped.
        var stoppedAt: String?
        var failure: String?
    }

    /// The example the supervisor is running, and what it has reported of it so far.
    private struct Running {
        var symbol: String
        var started: Date
        var output: [UInt8] = []
        var errorOutput: [UInt8] = []
    }

    private func runProcess(_ symbols: [String]) -> Session {
        var session = Session()
        let marker = "bookgen-\(UInt64.random(in: 0...UInt64.max))"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [String(outputLimit)] + symbols.map { "\($0)=\(Int64(timeout(of: $0) * 1_000_000_000))" }
        process.environment = environment(marker: marker, symbols: symbols)
        let stdout = StreamCollector(limit: 1 << 20)
        let stderr = StreamCollector(limit: 64 * 1024, keepTail: true)
        process.standardOutput = stdout.pipe
        process.standardError = stderr.pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            session.failure = "cannot start \(executable): \(error)"
            return session
        }
        stdout.start()
        stderr.start()

        var frames = SupervisorFrames(symbols: symbols, budget: SupervisorFrames.budget(outputLimit: outputLimit))
        var current: Running?
        var lastEvent = Date()
        var stuck = false
        var overflowed = false
        while !overflowed {
            let deadline = (current?.started ?? lastEvent).addingTimeInterval(timeout(of: current?.symbol) + Self.supervisorGrace)
            let (chunk, atEnd) = stdout.next(before: deadline)
            for event in frames.feed(chunk) {
                lastEvent = Date()
                switch event {
                case .begin(let symbol):
                    current = Running(symbol: symbol, started: lastEvent)
                case .output(let bytes):
                    current?.output += bytes
                case .errorOutput(let bytes):
                    current?.errorOutput = bytes
                case .end(let symbol, let ending):
                    let running = current ?? Running(symbol: symbol, started: lastEvent)
                    let parsed = MarkerParser.parse(running.output, marker: marker)
                    session.results[symbol] = ExampleRun(segments: parsed.segments, ending: self.ending(ending, detail: running.errorOutput, symbol: symbol),
                                                         timeline: parsed.timeline)
                    current = nil
                case .overflow:
                    overflowed = true
                }
            }
            if atEnd { break }
            if Date() >= deadline {
                stuck = true
                break
            }
        }
        if overflowed {
            stopListening(to: process, stdout: stdout)
        } else if stuck {
            stdout.discard()
            // The supervisor's own group; its examples are groups of their own, already killed or reported.
            kill(-process.processIdentifier, SIGKILL)
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        if stuck {
            if current == nil, let next = symbols.first(where: { session.results[$0] == nil }) {
                current = Running(symbol: next, started: lastEvent)
            }
        } else if !overflowed {
            stderr.waitForEnd()
        }

        if let running = current {
            let ending: ExampleRun.Ending = overflowed ? .outputLimitExceeded(bytes: outputLimit)
                : stuck ? .timedOut(seconds: timeout(of: running.symbol))
                : .crashed(description: "stopped the program that runs it (\(describe(process)))", detail: stderr.text)
            let parsed = MarkerParser.parse(running.output, marker: marker)
            session.results[running.symbol] = ExampleRun(segments: parsed.segments, ending: ending, timeline: parsed.timeline)
            session.stoppedAt = running.symbol
        } else if overflowed {
            session.failure = "the program that runs the examples wrote more than it ever does between two examples, and was stopped"
        } else if process.terminationStatus != 0 || process.terminationReason == .uncaughtSignal {
            session.failure = "the batch executable failed before an example began (\(describe(process))): \(stderr.text)"
        }
        return session
    }

    /// The variables the supervisor starts with: the examples' own (`ExampleVariables`), and those
    /// it and the runtime read.
    private func environment(marker: String, symbols: [String]) -> [String: String] {
        var environment = variables.values
        environment[SourceGenerator.markerEnvironmentKey] = marker
        // The supervisor asks the library for a timeline in these examples' processes, and only there.
        environment[SupervisorSource.timelineExamplesKey] = symbols.filter(recording.contains).joined(separator: " ")
        // The runtime's crash backtrace takes most of a second and says nothing about the example.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        return environment
    }

    /// Ends a session whose stream can no longer be trusted (`SupervisorFrames.overflow`): what still
    /// comes is thrown away unread, and the supervisor is asked to end the running example and
    /// everything it started (SIGTERM), then killed if it has not ended within the grace period.
    private func stopListening(to process: Process, stdout: StreamCollector) {
        stdout.discard()
        kill(process.processIdentifier, SIGTERM)
        // The stream ends once the supervisor, the example and whatever it started are gone.
        if !stdout.waitForEnd(before: Date().addingTimeInterval(Self.supervisorGrace)) {
            kill(-process.processIdentifier, SIGKILL)
            kill(process.processIdentifier, SIGKILL)
        }
    }

    private func timeout(of symbol: String?) -> Double {
        symbol.flatMap { timeouts[$0] } ?? timeout
    }

    private func ending(_ ending: SupervisorFrames.Ending, detail: [UInt8], symbol: String) -> ExampleRun.Ending {
        let text = String(decoding: detail, as: UTF8.self)
        switch ending {
        case .finished: return .finished
        case .timedOut: return .timedOut(seconds: timeout(of: symbol))
        case .outputLimit: return .outputLimitExceeded(bytes: outputLimit)
        case .signaled(let signal): return .crashed(description: "crashed with signal \(signal) (\(signalName(signal)))", detail: text)
        case .exited(let status): return .crashed(description: "exited with status \(status)", detail: text)
        }
    }

    private func describe(_ process: Process) -> String {
        process.terminationReason == .uncaughtSignal
            ? "signal \(process.terminationStatus)"
            : "exit status \(process.terminationStatus)"
    }

    private func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL, a Swift runtime trap such as fatalError or a failed precondition"
        case SIGTRAP: "SIGTRAP, a Swift runtime trap such as fatalError or a failed precondition"
        case SIGSEGV: "SIGSEGV, a bad memory access"
        case SIGBUS: "SIGBUS, a bad memory access"
        case SIGABRT: "SIGABRT, an abort"
        case SIGKILL: "SIGKILL"
        default: "signal \(signal)"
        }
    }
}
