import Foundation
import Testing
@testable import BookCore

/// An environment's own example helper (book.toml's `example`), as RxSwift's playground pages write it.
struct ExampleHelperTests {
    /// RxSwift 6.10.2 beside the repository, where `Chapters/book.toml` and the fixture look for it.
    static let referenceExists = FileManager.default.fileExists(
        atPath: FixtureBooks.packageRoot + "/../shared/reference/rxswift-6.10.2/Package.swift")

    @Test(.enabled(if: referenceExists, "skipped: ../shared/reference/rxswift-6.10.2 is absent, so the playground-style helper is checked against the bundled library only"))
    func playgroundPagesPassAgainstRxSwift() throws {
        var options = FixtureBooks.options()
        options.environments = ["rxswift"]
        let report = try FixtureBooks.check(FixtureBooks.folder + "/playground-helper", options: options)
        #expect(report.environments.map(\.name) == ["rxswift"])
        #expect(report.environments.first?.skipReason == nil)
        let verdicts = report.verdicts.filter { $0.chapterPath.hasSuffix("/subjects.md") }
        #expect(verdicts.map(\.name) == ["PublishSubject", "main queue"])
        for verdict in verdicts {
            #expect(verdict.outcomes.map(\.environment) == ["rxswift"])
            #expect(verdict.status == .passed, "\(verdict.name): \(verdict.diagnostics.map(\.headline))")
        }
    }

    @Test func theSupportCodeSpellsItsHeaderAsALiteral() {
        let helper = ExampleHelper(function: "demo", label: nil, header: "\n--- \"%s\" \\ %s ---")
        let text = SupportCode.source(for: helper)
        #expect(text.contains(#"public func demo(_ description: String, action: () throws -> Void) {"#))
        #expect(text.contains(#"print("\n--- \"\(description)\" \\ \(description) ---")"#))
        #expect(helper.header(for: "A") == "\n--- \"A\" \\ A ---")
        #expect(SupportCode.source(for: .standard).contains(#"public func example(of description: String, action: () throws -> Void) {"#))
    }

    /// Issue 28: an empty header prints nothing, not an empty line, so output blocks hold only
    /// what the example printed; a book without environments sets its helper under [book].
    @Test func anEmptyHeaderPrintsNothing() throws {
        let folder = try FixtureBooks.write([
            "book.toml": "[book]\nexample = { header = \"\" }\n",
            "one.md": "# One\n\n```swift\nexample(of: \"quiet\") {\n  print(\"only this\")\n}\n```\n\n```output\nonly this\n```\n",
        ])
        #expect(!SupportCode.source(for: ExampleHelper(function: "example", label: "of", header: "")).contains("print(\"\")"))
        var options = FixtureBooks.options()
        options.cacheFolder = folder + "/cache"
        let report = try FixtureBooks.check(folder, options: options)
        #expect(report.verdicts.map(\.status) == [.passed], "\(report.verdicts.flatMap(\.diagnostics).map(\.headline))")
    }
}
