import Foundation
import Testing
@testable import BookCore

/// Issue 28's "done when": four of swift-algorithms' own guides, taken from its 1.2.1 tag at test
/// time (none of their text is in this repository), checked as a top-level book. The only edits are
/// a book.toml and a SUMMARY.md beside them, and `ignore` on the fence of Chunked's pseudo-code
/// (`c.elementsEqual(c.chunked(...).joined())`, which no compiler takes).
///
/// Of their 15 Swift blocks, 10 run as written, 4 are interface listings (declarations without
/// bodies, shown without a check) and 1 is marked `ignore`. The guides have one real mistake:
/// Chunked writes `[proposed](proposal)`, a link to a file, where it means the reference
/// `[proposal]` it defines below. The test expects that as the book's one problem, then fixes it in
/// the temporary copy (`[proposed][proposal]`) and expects a clean check that reruns nothing.
@Suite(.serialized, .enabled(if: SwiftAlgorithmsPackage.reachable, "https://github.com/apple/swift-algorithms 1.2.1 cannot be reached from this machine"))
struct AlgorithmsGuidesTests {
    static let guides = ["Chunked", "Combinations", "Windows", "Unique"]

    /// The first line of the pseudo-code block, the one block marked `ignore`.
    static let pseudoCode = "c.elementsEqual(c.chunked(...).joined())"

    /// Clones swift-algorithms 1.2.1 into the workspace and writes the book of its guides in
    /// `<workspace>/guides`.
    static func writeBook(in workspace: StandaloneBookTests.Workspace) throws -> String {
        let clone = workspace.root + "/swift-algorithms"
        let cloned = try ProcessRunner.run("/usr/bin/env", ["git", "clone", "-q", "--depth", "1", "--branch", "1.2.1", SwiftAlgorithmsPackage.url, clone],
                                           environment: ["GIT_TERMINAL_PROMPT": "0"], timeout: 120)
        try #require(cloned.status == 0, "git clone failed: \(cloned.stderr)")
        let book = workspace.root + "/guides"
        try FileManager.default.createDirectory(atPath: book, withIntermediateDirectories: true)
        for guide in guides {
            try FileManager.default.copyItem(atPath: clone + "/Guides/\(guide).md", toPath: book + "/\(guide).md")
        }
        // Only the fence of the pseudo-code block changes.
        let chunked = book + "/Chunked.md"
        let text = try String(contentsOfFile: chunked, encoding: .utf8)
        let fence = "```swift\n" + pseudoCode + "\n"
        try #require(text.components(separatedBy: fence).count == 2, "Chunked.md has no single block starting with \(pseudoCode)")
        try Data(text.replacingOccurrences(of: fence, with: "```swift ignore\n" + pseudoCode + "\n").utf8).write(to: URL(fileURLWithPath: chunked))

        let manifest = """
            [book]
            title = "swift-algorithms guides"
            examples = "top-level"

            [environment.algorithms]
            url = "\(SwiftAlgorithmsPackage.url)"
            version = "1.2.1"
            products = ["Algorithms"]

            """
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: book + "/book.toml"))
        let summary = guides.map { "- [\($0)](\($0).md)\n" }.joined()
        try Data(summary.utf8).write(to: URL(fileURLWithPath: book + "/SUMMARY.md"))
        return book
    }

    /// The opening line of every ```swift fence of a Markdown file.
    static func swiftFences(_ text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("```swift") }.count
    }

    @Test func theGuidesAsWrittenPassAndTheirOneBrokenLinkIsTheOneProblem() throws {
        let workspace = try StandaloneBookTests.Workspace()
        defer { workspace.remove() }
        let book = try Self.writeBook(in: workspace)
        let cache = ["--cache-folder", workspace.root + "/cache"]

        // As an author runs it: every chapter passes; the link is the one problem, at its place.
        let checked = try workspace.run(["check", "guides"] + cache)
        #expect(checked.status == 1, "\(checked.stdout)\(checked.stderr)")
        let lines = checked.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "guides/Chunked.md:48:46: error: link to 'proposal', a file that does not exist in the book folder [broken-link]", "\(checked.stdout)")
        #expect(lines.filter { $0.contains(": error:") }.count == 1, "\(checked.stdout)")
        // The compiler's one warning: Windows writes `[1, 2, 3].windows(ofCount: 5).isEmpty // true`,
        // an unused value in any main.swift too.
        #expect(lines.filter { $0.contains(": warning:") } == ["guides/Windows.md:34:31: warning: expression of type 'Bool' is unused [#no-usage] [compiler]"],
                "\(checked.stdout)")
        #expect(lines.contains("4 Swift blocks shown without a check, as listings"), "\(checked.stdout)")
        #expect(lines.last == "4 passed, 0 failed; 1 book problem", "\(checked.stdout)")

        // The link fixed in the copy as the guide meant it, a reference link: a clean book, and
        // nothing compiled or run again for a change in prose.
        let chunked = book + "/Chunked.md"
        let text = try String(contentsOfFile: chunked, encoding: .utf8)
        #expect(text.contains("[proposed](proposal)") && text.contains("\n[proposal]: https://"))
        try Data(text.replacingOccurrences(of: "[proposed](proposal)", with: "[proposed][proposal]").utf8).write(to: URL(fileURLWithPath: chunked))
        let fixed = try workspace.run(["check", "guides", "--explain"] + cache)
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        #expect(fixed.stdout == "note: 4 results came from the cache; 0 compiler runs [explain]\n4 Swift blocks shown without a check, as listings\n4 passed, 0 failed\n")

        // Block by block: which ran, which were listings, which were ignored. In this process,
        // which runs the chapters again: the running tool is part of every result's key.
        var options = FixtureBooks.options()
        options.cacheFolder = workspace.root + "/cache"
        let report = try FixtureBooks.check(book, options: options)
        #expect(report.verdicts.map(\.name) == Self.guides)
        #expect(report.verdicts.allSatisfy { $0.status == .passed }, "\(report.verdicts.flatMap(\.diagnostics).map(\.headline))")
        var counts: [String: [Int]] = [:]
        for prepared in report.chapters {
            let roles = Array(prepared.snippets.roles.values)
            let ran = roles.filter { if case .exampleCode = $0 { true } else { $0 == .declarations } }.count
            let listings = roles.filter { $0 == .plain(language: "swift") }.count
            let ignored = roles.filter { $0 == .ignored }.count
            let written = Self.swiftFences(try String(contentsOfFile: prepared.chapter.path, encoding: .utf8))
            #expect(ran + listings + ignored == written, "\(prepared.chapter.path): \(roles)")
            #expect(prepared.snippets.listings == listings)
            counts[URL(fileURLWithPath: prepared.chapter.path).deletingPathExtension().lastPathComponent] = [ran, listings, ignored]
        }
        #expect(counts == ["Chunked": [4, 1, 1], "Combinations": [3, 1, 0], "Windows": [2, 1, 0], "Unique": [1, 1, 0]])
        #expect(report.listings == 4)

        // The results Combinations writes as comments under its loops (unchecked: not `// Prints`)
        // are what its program printed.
        let combinations = try String(contentsOfFile: book + "/Combinations.md", encoding: .utf8)
        let commented = combinations.split(separator: "\n").filter { $0.hasPrefix("// [") }.map { $0.dropFirst(3) + "\n" }.joined()
        let printed = report.verdicts.first { $0.name == "Combinations" }?.outcomes.first?.run?.segments.joined()
        #expect(printed == commented)
    }
}
