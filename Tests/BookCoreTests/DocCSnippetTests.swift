import Foundation
import Testing
@testable import BookCore

/// A package's snippets, as `@Snippet` shows them in its catalog: each checked as a program of
/// its own against the package's library. Tests/Fixtures/docc-package, and copies of it with one
/// mistake each.
struct DocCSnippetTests {
    static let fixture = FixtureBooks.packageRoot + "/Tests/Fixtures/docc-package"

    /// The fixture package copied into a temporary folder, with `edits` (file, text, replacement) made, and checked.
    static func check(_ edits: [(String, String, String)] = []) throws -> (report: CheckedBook, headlines: String) {
        let root = NSTemporaryDirectory() + "bookgen-snippets-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.copyItem(atPath: fixture, toPath: root)
        for (file, text, replacement) in edits {
            let path = root + "/" + file
            let source = try String(contentsOfFile: path, encoding: .utf8)
            #expect(source.contains(text), "the fixture no longer holds \(text)")
            try source.replacingOccurrences(of: text, with: replacement).write(toFile: path, atomically: true, encoding: .utf8)
        }
        var options = FixtureBooks.options()
        options.packageRoot = root
        let report = try FixtureBooks.check(root, options: options)
        return (report, FixtureBooks.headlines(report, folder: root))
    }

    @Test func everySnippetAPageShowsRunsOnceAgainstThePackagesLibrary() throws {
        let (report, headlines) = try Self.check()
        #expect(headlines == "2 passed, 0 failed\n")
        // Demo is shown by both articles, three times, and checked once, with the first that shows it.
        #expect(report.verdicts.map(\.name) == ["snippet Demo", "snippet Extra/Words"])
        #expect(report.verdicts.map(\.chapterPath).allSatisfy { $0.hasSuffix("/Tally.docc/Tally.md") || $0.hasSuffix("/Tally.docc/Ranking.md") })
        #expect(report.verdicts.first?.chapterPath.hasSuffix("Tally.md") == true)
    }

    @Test(arguments: [
        // A hidden line is compiled too: the reader never sees it, but the program needs it.
        ("Snippets/Demo.swift", #"split(separator: " ")"#, "split(separator: 3)",
         "BOOK/Snippets/Demo.swift:4:44: error: cannot convert value of type 'Int' to expected argument type 'String.Element' (aka 'Character') [compiler]"),
        ("Snippets/Demo.swift", #"// Prints "["b", "a", "c"]""#, #"// Prints "["a"]""#,
         "BOOK/Snippets/Demo.swift:16:1: error: the statement above did not print what this `// Prints` comment says [prints-mismatch]"),
        ("Snippets/Extra/Words.swift", #"tally.counts["one"] ?? 0"#, "[Int]()[1]",
         "BOOK/Snippets/Extra/Words.swift:5:14: error: example crashed: it crashed with signal 4 (SIGILL, a Swift runtime trap such as fatalError or a failed precondition) [crashed]"),
    ])
    func aMistakeInASnippetIsReportedAtItsLine(file: String, text: String, replacement: String, expected: String) throws {
        let (_, headlines) = try Self.check([(file, text, replacement)])
        #expect(headlines == expected + "\n1 passed, 1 failed\n")
    }

    @Test func aSnippetPathIsReadFromTheSnippetsFolder() {
        for path in ["Demo", "Snippets/Demo", "Tally/Snippets/Demo"] {
            #expect(DocCSnippet.file(named: path, inPackage: "pkg") == ("pkg/Snippets/Demo.swift", "Demo"))
        }
        #expect(DocCSnippet.file(named: "Tally/Snippets/Extra/Words", inPackage: "pkg") == ("pkg/Snippets/Extra/Words.swift", "Extra/Words"))
        #expect(DocCSnippet.file(named: "Extra/Words", inPackage: "pkg") == ("pkg/Snippets/Extra/Words.swift", "Extra/Words"))
    }
}
