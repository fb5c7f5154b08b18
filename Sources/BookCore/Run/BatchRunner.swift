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

/// Splits a batch's stdout at the marker lines it prints around and inside each example.
struct MarkerParser {
    enum Event: Equatable {
        case begin(String)
        /// An example ended; `segments` is its whole output, cut at its checkpoints.
        case end(String, segments: [String])
    }

    private let prefix: [UInt8]
    private var pending: [UInt8] = []
    /// The finished output segments of the example running now, and the bytes of the one in progress.
    private var completed: [String] = []
    private var currentBytes: [UInt8] = []
    private var inExample = false

    init(marker: String) {
        prefix = [0x01] + Array(marker.utf8) + [UInt8(ascii: " ")]
    }

    /// The output segments of the example running now, the last one possibly unfinished.
    var segments: [String] { completed + [String(decoding: currentBytes, as: UTF8.self)] }

    var currentSize: Int { completed.reduce(0) { $0 + $1.utf8.count } + currentBytes.count }

    /// Consumes more stdout bytes; returns the begin and end markers completed by them.
    mutating func feed(_ bytes: [UInt8]) -> [Event] {
        pending += bytes
        var events: [Event] = []
        while true {
            guard let markerStart = find(prefix, in: pending) else {
                // Keep a possible partial marker back; the rest is example output.
                let keep = min(pending.count, prefix.count)
                let safe = pending.count - keep
                take(pending[..<safe])
                pending.removeFirst(safe)
                return events
            }
            guard let lineEnd = pending[markerStart...].firstIndex(of: UInt8(ascii: "\n")) else {
                take(pending[..<markerStart])
                pending.removeFirst(markerStart)
                return events
            }
            // The runner prints "\n" before checkpoint and end markers; that newline is not the example's.
            var outputEnd = markerStart
            let line = String(decoding: pending[(markerStart + prefix.count)..<lineEnd], as: UTF8.self)
            if !line.hasPrefix("begin "), outputEnd > 0, pending[outputEnd - 1] == UInt8(ascii: "\n") { outputEnd -= 1 }
            else if !line.hasPrefix("begin "), outputEnd == 0, currentBytes.last == UInt8(ascii: "\n") { currentBytes.removeLast() }
            take(pending[..<outputEnd])
            pending.removeFirst(lineEnd + 1)
            if line.hasPrefix("begin ") {
                completed = []
                currentBytes = []
                inExample = true
                events.append(.begin(String(line.dropFirst(6))))
            } else if line == "checkpoint" {
                completed.append(String(decoding: currentBytes, as: UTF8.self))
                currentBytes = []
            } else if line.hasPrefix("end ") {
                inExample = false
                events.append(.end(String(line.dropFirst(4)), segments: segments))
            }
        }
    }

    /// The process has ended: what was held back as a possible start of a marker was output after all.
    mutating func finish() {
        take(pending[...])
        pending = []
    }

    private mutating func take(_ bytes: ArraySlice<UInt8>) {
        guard inExample else { return }
        currentBytes += bytes
    }

    private func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = 0
        while let start = haystack[index...].firstIndex(of: needle[0]) {
            if start + needle.count > haystack.count { return nil }
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
            index = start + 1
        }
        return nil
    }
}
