import Foundation
import Testing
@testable import BookCore

/// Attack 4 of issue 9: no example holds the check past its deadline, and nothing it starts
/// outlives it, whether it keeps the output pipe open, closes it and spins, or detaches a child.
struct DeadlineTests {
    /// The ids of the processes whose command line holds `text` (Linux's /proc; none elsewhere).
    func processes(containing text: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self).contains(text)
        }
    }

    @Test func hangsPastTheTimeoutAreStoppedAndNothingOutlivesTheCheck() throws {
        let folder = NSTemporaryDirectory() + "bookgen-deadline-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Seconds no other process on the machine sleeps for, to find these children afterwards.
        // The daemons write nowhere, so even a runner that waits for the output pipe to close
        // returns; then only killing them makes them go.
        let marks = ["20.0\(Int.random(in: 100...999))", "300.0\(Int.random(in: 100...999))", "301.0\(Int.random(in: 100...999))"]
        // Whatever survived a failing run is this test's own; it goes when the test ends.
        defer {
            for mark in marks { for pid in processes(containing: "sleep \(mark)") { kill(pid, SIGKILL) } }
        }
        try """
            ```swift
            import Foundation

            func start(_ path: String, _ arguments: [String]) {
              let process = Process()
              process.executableURL = URL(fileURLWithPath: path)
              process.arguments = arguments
              try! process.run()
            }

            example(of: "closes stdout and spins") {
              close(1)
              // Long past the deadline, yet finite, so that a runner which never stops it still ends.
              let start = Date()
              while Date().timeIntervalSince(start) < 20 {}
            }
            ```

            ```swift
            example(of: "child keeps stdout open") {
              start("/bin/sleep", ["\(marks[0])"])
              print("started")
            }
            ```

            ```output
            --- Example of: child keeps stdout open ---
            started
            ```

            ```swift
            example(of: "detaches a daemon") {
              start("/bin/sh", ["-c", "setsid /bin/sleep \(marks[1]) >/dev/null 2>&1 & /bin/sleep \(marks[2]) >/dev/null 2>&1 &"])
              Thread.sleep(forTimeInterval: 0.2)
              print("detached")
            }
            ```

            ```output
            --- Example of: detaches a daemon ---
            detached
            ```

            ```swift
            example(of: "runs after them") {
              print("on time")
            }
            ```

            ```output
            --- Example of: runs after them ---
            on time
            ```

            """.write(toFile: folder + "/one.md", atomically: true, encoding: .utf8)
        let report = try FixtureBooks.check(folder, options: FixtureBooks.options(timeout: 2))
        #expect(report.verdicts.map(\.status) == [.failed, .passed, .passed, .passed])
        // Stopped at its deadline: not merely ended when it gave up by itself.
        #expect(report.verdicts[0].diagnostics.map(\.id) == ["timed-out"])
        #if os(Linux)
        for mark in marks {
            #expect(processes(containing: "sleep \(mark)").isEmpty, "a child of an example outlived the check")
        }
        #endif
    }
}

