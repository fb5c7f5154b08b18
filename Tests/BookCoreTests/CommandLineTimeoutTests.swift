import Foundation
import Testing

/// Issue 31: `build` and `serve` run the examples too, and take `--timeout` exactly as `check` does.
extension CommandLineTests {
    @Test(arguments: ["build", "serve"])
    func aBadTimeoutIsAUsageErrorForBuildAndServe(command: String) throws {
        for value in ["nan", "0", "86401"] {
            let result = try run([command, "Tests/BookCoreTests/Fixtures/passing", "--timeout=\(value)"])
            #expect(result.status == 64, "\(value)")
            #expect(result.stderr.contains("--timeout must be a number of seconds more than 0 and at most 86400 (a day)"), "\(value)")
        }
    }

    @Test func buildStopsAnExampleAtTheGivenTimeout() throws {
        let output = NSTemporaryDirectory() + "bookgen-timeout-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try run(["build", "Tests/BookCoreTests/Fixtures/crash-and-timeout", "--timeout", "1", "--output", output])
        #expect(result.status == 1)
        #expect(result.stdout.contains("/one.md:17:1: error: example did not finish within 1 s and was stopped"))
    }

    @Test func serveStopsAnExampleAtTheGivenTimeout() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = ["serve", "Tests/BookCoreTests/Fixtures/crash-and-timeout", "--port", "0", "--timeout", "1",
                             "--cache-folder", FixtureBooks.cacheFolder]
        process.currentDirectoryURL = URL(fileURLWithPath: FixtureBooks.packageRoot)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        // A hang guard: a serve that never finishes its first build is stopped, which ends the read below.
        let guardTime = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 300, execute: guardTime)
        defer { guardTime.cancel() }

        var printed = ""
        while !printed.contains("build 1 served") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += String(decoding: chunk, as: UTF8.self)
        }
        #expect(printed.contains("/one.md:17:1: error: example did not finish within 1 s and was stopped"), "\(printed)")
    }
}
