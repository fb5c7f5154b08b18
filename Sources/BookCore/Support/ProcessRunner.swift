import Foundation

/// What a finished child process left behind.
struct ProcessOutput: Sendable {
    var status: Int32
    /// True when the process ended by a signal (a crash or a kill) rather than by exiting.
    var signaled: Bool
    var stdout: String
    var stderr: String
    /// True when the process was stopped for running past its timeout.
    var timedOut = false
    /// True when the process was stopped for writing more than its output limit to stdout or
    /// stderr; each holds what came before.
    var outputLimitExceeded = false
}

/// Runs a program to completion and collects its output.
enum ProcessRunner {
    /// - Parameters:
    ///   - environment: Variables set for the program besides bookgen's own.
    ///   - inheritingEnvironment: false to give the program `environment` alone.
    ///   - timeout: Seconds after which the program is killed; none by default.
    ///   - outputLimit: Bytes of stdout, or of stderr, after which the program is killed; none by default.
    /// - Throws: When the program cannot be started.
    static func run(_ executable: String, _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:],
                    inheritingEnvironment: Bool = true, timeout: Double? = nil, outputLimit: Int? = nil) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if !inheritingEnvironment {
            process.environment = environment
        } else if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stopped = TimeoutFlag()
        let pid = process.processIdentifier
        let stopper = DispatchWorkItem {
            stopped.set()
            kill(pid, SIGKILL)
        }
        // Cancelled once the process has ended, before its pid can be reused.
        defer { stopper.cancel() }
        if let timeout { DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: stopper) }
        // Read both pipes at once: a child blocked on a full stderr pipe would never finish stdout.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        nonisolated(unsafe) var errOverflowed = false
        DispatchQueue.global().async(group: group) {
            (errData, errOverflowed) = read(err.fileHandleForReading, limit: outputLimit) { kill(pid, SIGKILL) }
        }
        let (outData, outOverflowed) = read(out.fileHandleForReading, limit: outputLimit) { kill(pid, SIGKILL) }
        group.wait()
        process.waitUntilExit()
        return ProcessOutput(
            status: process.terminationStatus,
            signaled: process.terminationReason == .uncaughtSignal,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self),
            timedOut: stopped.isSet,
            outputLimitExceeded: outOverflowed || errOverflowed
        )
    }

    /// Reads to the end of the stream, keeping at most `limit` bytes; past it, calls `stop` once
    /// and reads on without keeping anything, so memory stays bounded whatever the writer does.
    private static func read(_ handle: FileHandle, limit: Int?, stop: () -> Void) -> (Data, overflowed: Bool) {
        guard let limit else { return (handle.readDataToEndOfFile(), false) }
        var kept = Data()
        var seen = 0
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { return (kept, seen > limit) }
            if seen > limit { continue }
            seen += chunk.count
            kept += chunk.prefix(max(0, limit - kept.count))
            if seen > limit { stop() }
        }
    }
}

/// Set once, from the timer that stops a process, and read after the process ended.
private final class TimeoutFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() {
        lock.withLock { value = true }
    }

    var isSet: Bool { lock.withLock { value } }
}
