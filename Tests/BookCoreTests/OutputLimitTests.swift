import Foundation
import Testing
@testable import BookCore

@Test func endlessOutputIsCutAtTheLimitAndTheNextExampleStillRuns() throws {
    let folder = NSTemporaryDirectory() + "bookgen-limit-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try """
    # Flood

    ```swift
    example(of: "flood") {
      while true { print("more and more output") }
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

    """.write(toFile: folder + "/one.md", atomically: true, encoding: .utf8)
    var options = FixtureBooks.options()
    options.outputLimit = 10_000
    let report = try FixtureBooks.check(folder, options: options)
    let flood = try #require(report.verdicts.first { $0.name == "flood" })
    #expect(flood.diagnostics.map(\.id) == ["output-limit"])
    #expect(flood.diagnostics.first?.message == "example printed more than 10000 bytes; its output was cut there and it was stopped")
    // What was kept stays bounded: the limit plus at most one pipe read.
    #expect((flood.outcomes.first?.run?.segments.joined().utf8.count ?? 0) < 10_000 + 128 * 1024)
    #expect(report.verdicts.first { $0.name == "calm" }?.status == .passed)
}

@Test func includeDirectivesResolveDeclarationsAndReportMissingOnes() throws {
    let resolver = IncludeResolver(root: FixtureBooks.packageRoot)
    let location = FileLocation(file: "Chapters/07.md", line: 3)
    let found = try resolver.resolve(IncludeDirective(location: location, path: "Sources/SnippetSupport/Example.swift", symbol: "exampleHeader")).get()
    #expect(found == """
        /// The line `example(of:)` prints before running an example.
        public func exampleHeader(for description: String) -> String {
            "--- Example of: \\(description) ---"
        }

        """)
    let missing = resolver.check([
        IncludeDirective(location: location, path: "Sources/SnippetSupport/Example.swift", symbol: "noSuchThing"),
        IncludeDirective(location: location, path: "Sources/Nowhere.swift", symbol: nil),
        IncludeDirective(location: location, path: "../outside.swift", symbol: nil),
    ])
    #expect(missing.map(\.id) == ["include-missing-symbol", "include-missing-file", "include-outside-package"])
    #expect(missing.first?.headline == "Chapters/07.md:3:1: error: 'Sources/SnippetSupport/Example.swift' declares no 'noSuchThing' [include-missing-symbol]")
}
