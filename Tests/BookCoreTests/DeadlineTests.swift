import Foundation
import Testing
@testable import BookCore

/// Attack 4 of issue 9: no example holds the check past its deadline, and nothing it starts
/// outlives it, whether it keeps the output pipe open, closes it and spins, or detaches a child.
struct DeadlineTests {
    /// Processes whose command line holds `text` (Linux's /proc; nothing elsewhere).
    func processes(containing text: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return line.contains(text) ? line : nil
        }
    }

    @Test func hangsPastTheTimeoutAreStoppedAndNothingOutlivesTheCheck() throws {
        let folder = NSTemporaryDirectory() + "bookgen-deadline-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Seconds no other process on the machine sleeps for, to find these children afterwards.
        let marks = ["45.0\(Int.random(in: 100...999))", "46.0\(Int.random(in: 100...999))", "47.0\(Int.random(in: 100...999))"]
        try """
            ```swift
            import Foundation

            func start(_ path: String, _ arguments: [String]) {
              let process = Process()
              process.executableURL = URL(fileURLWithPath: path)
              process.arguments = arguments
              try! process.run()
            }

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
            example(of: "closes stdout and spins") {
              close(1)
              while true {}
            }
            ```

            ```swift
            example(of: "detaches a daemon") {
              start("/bin/sh", ["-c", "setsid /bin/sleep \(marks[1]) & /bin/sleep \(marks[2]) &"])
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
        #expect(report.verdicts.map(\.status) == [.passed, .failed, .passed, .passed])
        #expect(report.verdicts[1].diagnostics.map(\.id) == ["timed-out"])
        #if os(Linux)
        for mark in marks {
            #expect(processes(containing: "sleep \(mark)").isEmpty, "a child of an example outlived the check")
        }
        #endif
    }
}
