import Foundation

/// Runs the examples of a batch executable, restarting it after a crash or a time-out so that
/// one bad example never stops the rest.
struct BatchRunner {
    var executable: String
    var timeout: Double
    var outputLimit: Int

    /// Runs `symbols` in order and returns each one's result.
    func run(_ symbols: [String]) -> [String: ExampleRun] {
        var results: [String: ExampleRun] = [:]
        var pending = symbols[...]
        while !pending.isEmpty {
            let session = runProcess(Array(pending))
            results.merge(session.results) { _, new in new }
            // The process stopped at `session.stoppedAt` (or ran everything); go on after it.
            if let stopped = session.stoppedAt, let index = pending.firstIndex(of: stopped) {
                pending = pending[(index + 1)...]
            } else {
                for symbol in pending where results[symbol] == nil {
                    results[symbol] = ExampleRun(segments: [""], ending: .notRun(reason: session.failure ?? "the batch ended early"))
                }
                pending = []
            }
        }
        return results
    }

    private struct Session {
        var results: [String: ExampleRun] = [:]
        /// The example during which the process crashed, timed out or was stopped.
        var stoppedAt: String?
        var failure: String?
    }

    private func runProcess(_ symbols: [String]) -> Session {
        var session = Session()
        let marker = "bookgen-\(UInt64.random(in: 0...UInt64.max))"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = symbols
        var environment = ProcessInfo.processInfo.environment
        environment[SourceGenerator.markerEnvironmentKey] = marker
        // The runtime's crash backtrace takes most of a second and says nothing about the example.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let stdout = StreamCollector(limit: Int.max)
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

        var parser = MarkerParser(marker: marker)
        var current: (symbol: String, started: Date)?
        var stopReason: ExampleRun.Ending?
        // Between examples the program only prints markers; silence there for a whole time-out means
        // it hangs outside any example (it never should), and the next example is blamed.
        var idleSince = Date()
        while true {
            let deadline = (current?.started ?? idleSince).addingTimeInterval(timeout)
            let (chunk, atEnd) = stdout.next(before: deadline)
            for event in parser.feed(chunk) {
                switch event {
                case .begin(let symbol): current = (symbol, Date())
                case .end(let symbol, let segments):
                    session.results[symbol] = ExampleRun(segments: segments, ending: .finished)
                    current = nil
                    idleSince = Date()
                }
            }
            if current != nil, parser.currentSize > outputLimit {
                stopReason = .outputLimitExceeded(bytes: outputLimit)
            } else if !atEnd, Date() >= deadline {
                stopReason = .timedOut(seconds: timeout)
                if current == nil, let next = symbols.first(where: { session.results[$0] == nil }) {
                    current = (next, idleSince)
                }
            }
            if stopReason != nil {
                kill(process.processIdentifier, SIGKILL)
                stdout.drain()
                break
            }
            if atEnd { break }
        }
        process.waitUntilExit()
        stderr.waitForEnd()
        parser.finish()

        if let running = current {
            let ending: ExampleRun.Ending
            if let stopReason {
                ending = stopReason
            } else {
                let how = process.terminationReason == .uncaughtSignal
                    ? "crashed with signal \(process.terminationStatus) (\(signalName(process.terminationStatus)))"
                    : "exited with status \(process.terminationStatus)"
                ending = .crashed(description: how, detail: stderr.text)
            }
            session.results[running.symbol] = ExampleRun(segments: parser.segments, ending: ending)
            session.stoppedAt = running.symbol
        } else if process.terminationStatus != 0 || process.terminationReason == .uncaughtSignal {
            session.failure = "the batch executable failed before an example began: \(stderr.text)"
        }
        return session
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
