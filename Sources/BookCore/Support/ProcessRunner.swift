import Foundation

/// What a finished child process left behind.
struct ProcessOutput: Sendable {
    var status: Int32
    /// True when the process ended by a signal (a crash or a kill) rather than by exiting.
    var signaled: Bool
    var stdout: String
    var stderr: String
}

/// Runs a program to completion and collects its output.
enum ProcessRunner {
    /// - Parameter environment: Variables set for the program besides bookgen's own.
    /// - Throws: When the program cannot be started.
    static func run(_ executable: String, _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes at once: a child blocked on a full stderr pipe would never finish stdout.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return ProcessOutput(
            status: process.terminationStatus,
            signaled: process.terminationReason == .uncaughtSignal,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)
        )
    }
}
