import Foundation
import Testing
@testable import BookCore

/// mdBook's `{{#include}}`: what each form takes from the file, and where each line came from.
struct IncludeExpanderTests {
    static func withFiles<T>(_ files: [String: String], _ body: (String) throws -> T) throws -> T {
        let root = NSTemporaryDirectory() + "include-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (name, text) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        return try body(root)
    }

    static let listing = "one\n// ANCHOR: middle\ntwo\nthree\n// ANCHOR_END: middle\nfour\n"

    @Test(arguments: [
        ("{{#include code.txt}}", "one\ntwo\nthree\nfour\n"),
        ("{{#include code.txt:3}}", "two\nthree\nfour\n"),
        ("{{#include code.txt:3:4}}", "two\nthree\n"),
        ("{{#include code.txt::3}}", "one\ntwo\n"),
        ("{{#include code.txt:middle}}", "two\nthree\n"),
        ("a \\{{#include code.txt}} b", "a {{#include code.txt}} b\n"),
        ("before {{#include code.txt:3:3}} after", "before two after\n"),
    ])
    func eachFormTakesItsLines(directive: String, expected: String) throws {
        try Self.withFiles(["code.txt": Self.listing, "src/a.md": directive + "\n"]) { root in
            let expansion = try #require(IncludeExpander(root: root).expand(directive + "\n", path: root + "/src/../a.md"))
            #expect(expansion.diagnostics.isEmpty)
            #expect(expansion.text == expected)
        }
    }

    @Test func includedLinesKeepTheirFileAndLineAndIndentationShiftsTheColumn() throws {
        try Self.withFiles(["code.txt": Self.listing]) { root in
            let chapter = "first\n  {{#include code.txt:middle}}\nlast\n"
            let expansion = try #require(IncludeExpander(root: root).expand(chapter, path: root + "/a.md"))
            #expect(expansion.text == "first\n  two\nthree\nlast\n")
            #expect(expansion.origins.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column)" } == ["a.md:1:1", "code.txt:3:3", "code.txt:4:1", "a.md:3:1"])
            let diagnostic = Diagnostic(file: root + "/a.md", line: 2, column: 7, id: "compiler", message: "x")
            let placed = diagnostic.placed(by: [root + "/a.md": expansion.origins])
            #expect(placed.file == root + "/code.txt" && placed.line == 3 && placed.column == 5)
        }
    }

    @Test func aPathLeavingTheBookIsAnErrorAtTheDirective() throws {
        try Self.withFiles(["book/a.md": ""]) { root in
            let expansion = try #require(IncludeExpander(root: root + "/book").expand("x\ntext {{#include ../secret.txt}}\n", path: root + "/book/a.md"))
            #expect(expansion.diagnostics.map { "\($0.line):\($0.column) \($0.id)" } == ["2:6 include-missing"])
            #expect(expansion.text == "x\ntext \n")
        }
    }

    @Test func aFileThatIncludesItselfStopsAtTheLimit() throws {
        try Self.withFiles(["loop.md": "{{#include loop.md}}\n"]) { root in
            let expansion = try #require(IncludeExpander(root: root).expand("{{#include loop.md}}\n", path: root + "/a.md"))
            #expect(expansion.diagnostics.map(\.id) == ["include-too-deep"])
        }
    }
}
