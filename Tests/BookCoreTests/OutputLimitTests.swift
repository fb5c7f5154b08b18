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
    let found = try resolver.resolve(IncludeDirective(location: location, path: "Sources/RxSubjects/Subjects/SubjectType.swift", symbol: "SubjectType")).get()
    #expect(found.hasPrefix("/// A sequence that is also an observer"))
    #expect(found.contains("\npublic protocol SubjectType: ObservableType {\n"))
    #expect(found.hasSuffix("}\n"))
    let missing = resolver.check([
        IncludeDirective(location: location, path: "Sources/RxSubjects/Subjects/SubjectType.swift", symbol: "noSuchThing"),
        IncludeDirective(location: location, path: "Sources/Nowhere.swift", symbol: nil),
        IncludeDirective(location: location, path: "../outside.swift", symbol: nil),
        IncludeDirective(location: location, path: "bookgen:support", symbol: nil),
    ])
    #expect(missing.map(\.id) == ["include-missing-symbol", "include-missing-file", "include-outside-package", "include-missing-file"])
    #expect(missing.first?.headline == "Chapters/07.md:3:1: error: 'Sources/RxSubjects/Subjects/SubjectType.swift' declares no 'noSuchThing' [include-missing-symbol]")
    #expect(missing.last?.headline == "Chapters/07.md:3:1: error: bookgen provides no file 'bookgen:support' [include-missing-file]")
}

@Test func bookgensOwnSupportCodeIsIncludedAsTheChaptersHelperRunsIt() throws {
    var resolver = IncludeResolver(root: FixtureBooks.packageRoot)
    let playground = ExampleHelper(function: "example", label: nil, header: "\n--- %s example ---")
    resolver.builtinFiles = [SupportCode.includePath: SupportCode.source(for: playground)]
    let location = FileLocation(file: "Chapters/01.md", line: 3)
    let helper = try resolver.resolve(IncludeDirective(location: location, path: "bookgen:support", symbol: "example")).get()
    #expect(helper.contains("public func example(_ description: String, action: () throws -> Void) {"))
    #expect(helper.contains(#"print("\n--- \(description) example ---")"#))
    let whole = try resolver.resolve(IncludeDirective(location: location, path: "bookgen:support", symbol: nil)).get()
    #expect(whole == SupportCode.source(for: playground))
    let missing = resolver.check([IncludeDirective(location: location, path: "bookgen:suport", symbol: nil)])
    #expect(missing.map(\.headline) == ["Chapters/01.md:3:1: error: bookgen provides no file 'bookgen:suport'; it provides 'bookgen:support' [include-missing-file]"])
}
