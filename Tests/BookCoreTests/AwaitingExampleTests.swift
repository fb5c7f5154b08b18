import Foundation
import Testing
@testable import BookCore

/// Issue 28, item 4: an example's body may `await` and `try`, as top-level code may; an error it
/// does not catch stops the example as a trap does.
struct AwaitingExampleTests {
    static let chapter = """
        # Awaiting

        ```swift
        import Dispatch

        struct Failure: Error {}
        func fetch() async -> Int { 42 }
        @MainActor func mainActorName() -> String { "main actor" }
        func risky(_ fails: Bool) throws -> Int {
          if fails { throw Failure() }
          return 1
        }
        ```

        ```swift
        example(of: "await") {
          DispatchQueue.main.async { print("main queue") }
          let answer = await fetch()
          print(answer, await mainActorName())
        }
        ```

        ```output
        --- Example of: await ---
        main queue
        42 main actor
        ```

        ```swift
        example(of: "try") {
          print(try risky(false))
        }
        ```

        ```output
        --- Example of: try ---
        1
        ```

        ```swift
        example(of: "uncaught") {
          print("before")
          print(try risky(true))
        }
        ```

        ```output
        --- Example of: uncaught ---
        before
        ```

        ```swift crash
        example(of: "expected") {
          _ = try await Task { try risky(true) }.value
        }
        ```

        """

    @Test func bodiesAwaitAndThrowAndAnUncaughtErrorIsATrapAtTheExample() throws {
        let folder = try FixtureBooks.write(["one.md": Self.chapter])
        var options = FixtureBooks.options()
        options.cacheFolder = folder + "/cache"
        let report = try FixtureBooks.check(folder, options: options)
        let status = Dictionary(uniqueKeysWithValues: report.verdicts.map { ($0.name, $0.status) })
        #expect(status == ["await": .passed, "try": .passed, "uncaught": .failed, "expected": .passed])
        let uncaught = try #require(report.verdicts.first { $0.name == "uncaught" })
        #expect(uncaught.diagnostics.map(\.headline).first?.hasPrefix("\(folder)/one.md:41:1: error: example crashed") == true)
        #expect(uncaught.diagnostics.flatMap(\.excerpt).contains { $0.contains("Error raised at top level: Failure()") })
    }
}
