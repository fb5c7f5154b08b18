import Foundation
import Testing
@testable import BookCore

/// Issue 31: an example bypassed the supervisor's 1 MiB cap by writing to /proc/<supervisor>/fd/1,
/// the pipe into bookgen, which grew to 3.1 GB. bookgen now takes a bounded number of bytes per
/// example from that pipe, and the supervisor is not dumpable, so its descriptors are closed to
/// its examples (except to a process with CAP_SYS_PTRACE, such as root on this project's machines).
struct OutputIntoBookgenTests {
    /// A program standing in for a batch's supervisor: it begins example `a`, then runs `script`.
    func runFakeSupervisor(_ script: String) throws -> ExampleRun? {
        let path = NSTemporaryDirectory() + "bookgen-fake-supervisor-\(UUID().uuidString)"
        try "#!/bin/sh\nprintf 'begin a\\n'\n\(script)\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        chmod(path, 0o755)
        let runner = BatchRunner(executable: path, timeout: 60, outputLimit: 1 << 20, variables: ExampleVariables(passing: []))
        return runner.run(["a"])["a"]
    }

    @Test func aFloodIntoThePipeEndsTheExampleAsOutputLimitExceeded() throws {
        let run = try #require(try runFakeSupervisor("head -c 20000000 /dev/zero"))
        #expect(run.ending == .outputLimitExceeded(bytes: 1 << 20))
        #expect(run.segments.joined().isEmpty)
    }

    @Test func aForgedHugeFrameEndsTheExampleAsOutputLimitExceeded() throws {
        let run = try #require(try runFakeSupervisor("printf 'out 600000000\\n'"))
        #expect(run.ending == .outputLimitExceeded(bytes: 1 << 20))
    }

    #if os(Linux)
    /// An example that opens the supervisor's stdout and writes `payload` into it, then one that behaves.
    static func chapter(writing payload: String) -> String {
        """
        # Into bookgen

        ```swift
        import Foundation

        example(of: "writes into bookgen") {
          let descriptor = open("/proc/\\(getppid())/fd/1", O_WRONLY)
          guard descriptor >= 0 else { print("cannot open"); return }
          let bytes = Array((\(payload)).utf8)
          var written = 0
          while written < 20_000_000 {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            written += count
          }
          Thread.sleep(forTimeInterval: 60)
        }
        ```

        ```swift
        example(of: "calm") {
          print("fine")
        }
        ```

        ```output
        --- Example of: calm ---
        fine
        ```

        """
    }

    /// As root the supervisor's descriptors stay open to its examples (CAP_SYS_PTRACE), so the
    /// bytes reach bookgen and only its own bound stops them.
    @Test(.enabled(if: geteuid() == 0), arguments: [
        #"String(repeating: "x", count: 1 << 20)"#,
        #""out 600000000\n" + String(repeating: "x", count: 65536)"#,
    ])
    func anExampleWritingIntoBookgensPipeIsStoppedAtItsOutputLimit(payload: String) throws {
        let folder = try FixtureBooks.write(["one.md": Self.chapter(writing: payload)])
        let report = try FixtureBooks.check(folder, options: FixtureBooks.options(timeout: 120))
        let flood = try #require(report.verdicts.first { $0.name == "writes into bookgen" })
        #expect(flood.diagnostics.map(\.id) == ["output-limit"])
        #expect((flood.outcomes.first?.run?.segments.joined().utf8.count ?? .max) <= CheckOptions().outputLimit)
        #expect(report.verdicts.first { $0.name == "calm" }?.status == .passed)
    }

    /// Without CAP_SYS_PTRACE, an example cannot open the supervisor's descriptors at all, while
    /// it stays dumpable itself, as a reader's program is (crash tools need that). Root has the
    /// capability, so as root the check runs as `nobody`.
    @Test func theSupervisorIsClosedToItsExamplesAndTheExampleIsNot() throws {
        let folder = try FixtureBooks.write(["one.md": """
            ```swift
            import Foundation

            example(of: "looks at the supervisor") {
              typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
              let prctl = unsafeBitCast(dlsym(nil, "prctl")!, to: Prctl.self)
              print("dumpable:", prctl(3, 0, 0, 0, 0)) // PR_GET_DUMPABLE
              print(open("/proc/\\(getppid())/fd/1", O_WRONLY) >= 0 ? "opened" : "denied")
            }
            ```

            ```output
            --- Example of: looks at the supervisor ---
            dumpable: 1
            denied
            ```

            """])
        let cache = folder + "/cache"
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        for path in [folder, cache] { chmod(path, 0o777) }
        let check = [CommandLineTests.executable, "check", folder, "--cache-folder", cache]
        let asNobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/env", "HOME=\(folder)"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: geteuid() == 0 ? asNobody[0] : check[0])
        process.arguments = geteuid() == 0 ? Array(asNobody.dropFirst()) + check : Array(check.dropFirst())
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(printed)")
        #expect(printed.hasSuffix("1 passed, 0 failed\n"))
    }
    #endif
}
