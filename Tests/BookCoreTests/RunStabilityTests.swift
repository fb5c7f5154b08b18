import Foundation
import Testing
@testable import BookCore

/// Issue 31 (author's loop): output that changed between runs (a `Set`'s order) was accepted by
/// `--update` and then passed from the cache. Every example that runs now runs twice.
struct RunStabilityTests {
    /// A Set's order follows the hash seed, which each process draws anew.
    static let setExample = "```swift\nexample(of: \"set\") {\n    print(Set(0..<50).map(String.init).joined(separator: \" \"))\n}\n```\n"

    func book(_ output: String) throws -> (folder: String, options: CheckOptions) {
        let folder = NSTemporaryDirectory() + "bookgen-unstable-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try ("# Sets\n\n" + Self.setExample + "\n" + output).write(toFile: folder + "/one.md", atomically: true, encoding: .utf8)
        var options = FixtureBooks.options()
        options.cacheFolder = folder + "/cache"
        return (folder, options)
    }

    @Test func outputThatChangesBetweenRunsFailsNamingTheLineAndIsNotKept() throws {
        let (folder, options) = try book("```output\n--- Example of: set ---\n0 1 2\n```\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try FixtureBooks.check(folder, options: options)
        let diagnostic = try #require(first.verdicts.first?.diagnostics.first)
        #expect(diagnostic.id == "unstable-output")
        #expect(diagnostic.notes.first?.message.hasPrefix("output line 2: '") == true)
        #expect(diagnostic.notes.last?.message.contains("mark the output block `ellipsis`") == true)

        let again = try FixtureBooks.check(folder, options: options)
        #expect(again.verdicts.first?.fromCache == false)
        #expect(again.verdicts.first?.diagnostics.first?.id == "unstable-output")
    }

    @Test func anEllipsisOverWhatVariesPasses() throws {
        let (folder, options) = try book("```output ellipsis\n--- Example of: set ---\n...\n```\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try FixtureBooks.check(folder, options: options).summaryLine == "1 passed, 0 failed")
    }

    @Test func updateDoesNotWriteDownOneRunsChance() throws {
        let (folder, options) = try book("```output\n--- Example of: set ---\n0 1 2\n```\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = try String(contentsOfFile: folder + "/one.md", encoding: .utf8)
        var updating = options
        updating.update = true
        let report = try FixtureBooks.check(folder, options: updating)
        #expect(report.updatedFiles.isEmpty)
        #expect(report.verdicts.first?.diagnostics.first?.id == "unstable-output")
        #expect(try String(contentsOfFile: folder + "/one.md", encoding: .utf8) == before)
    }
}
