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

    /// Found by ContainmentFuzzTests: a zero-width space was trimmed off the path as if it were a
    /// space (Foundation's `.whitespaces`); mdBook trims only Unicode White_Space, so it names the file.
    @Test func aZeroWidthSpaceIsPartOfThePathAndANoBreakSpaceIsTrimmed() throws {
        try Self.withFiles(["code.txt": Self.listing, "\u{200B}code.txt": "zero\n"]) { root in
            let zero = try #require(IncludeExpander(root: root).expand("{{#include \u{200B}code.txt}}\n", path: root + "/a.md"))
            #expect(zero.text == "zero\n")
            let spaced = try #require(IncludeExpander(root: root).expand("{{#include code.txt:3:3\u{A0}}}\n", path: root + "/a.md"))
            #expect(spaced.text == "two\n")
        }
    }

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

    /// Issue 31 (weak): `{{#include .git/config}}` published the repository's settings.
    @Test func aHiddenFileIsNeverIncluded() throws {
        try Self.withFiles([".git/config": "[remote]\n", ".env": "TOKEN=secret\n", "a.md": ""]) { root in
            let expansion = try #require(IncludeExpander(root: root).expand("{{#include .git/config}}\n{{#include ./.env}}\n", path: root + "/a.md"))
            #expect(expansion.diagnostics.map { "\($0.line):\($0.column) \($0.id)" } == ["1:1 include-hidden", "2:1 include-hidden"])
            #expect(!expansion.text.contains("remote") && !expansion.text.contains("secret"))
        }
    }

    /// Issue 31 (weak): an included file that is not UTF-8 is an error where it goes wrong, not U+FFFD.
    @Test func anIncludedFileThatIsNotUTF8IsAnErrorAtItsBadByte() throws {
        try Self.withFiles(["a.md": ""]) { root in
            try Data([0x6F, 0x6B, 0x0A, 0x61, 0xFF, 0x62, 0x0A]).write(to: URL(fileURLWithPath: root + "/latin1.txt"))
            let expansion = try #require(IncludeExpander(root: root).expand("{{#include latin1.txt}}\n", path: root + "/a.md"))
            #expect(expansion.diagnostics.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column) \($0.id)" } == ["latin1.txt:2:2 not-utf8"])
            #expect(!expansion.text.contains("\u{FFFD}"))
        }
    }

    @Test func aPathLeavingTheBookIsAnErrorAtTheDirective() throws {
        try Self.withFiles(["book/a.md": ""]) { root in
            let expansion = try #require(IncludeExpander(root: root + "/book").expand("x\ntext {{#include ../secret.txt}}\n", path: root + "/book/a.md"))
            #expect(expansion.diagnostics.map { "\($0.line):\($0.column) \($0.id)" } == ["2:6 include-missing"])
            #expect(expansion.text == "x\ntext \n")
        }
    }

    @Test func aFileThatIncludesItselfIsACycle() throws {
        try Self.withFiles(["loop.md": "{{#include loop.md}}\n"]) { root in
            let expansion = try #require(IncludeExpander(root: root).expand("{{#include loop.md}}\n", path: root + "/a.md"))
            #expect(expansion.diagnostics.map(\.message) == ["{{#include loop.md}}: a file cannot include itself: loop.md -> loop.md"])
        }
    }

    /// `file:line:column id` of each diagnostic, the file by its name.
    static func places(_ expansion: IncludeExpander.Expansion) -> [String] {
        expansion.diagnostics.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column) \($0.id)" }
    }

    @Test func includeBombAFileIncludingItselfFourTimesIsOneErrorPerDirective() throws {
        // Before: 4^10 expansions, a million diagnostics.
        let bomb = String(repeating: "{{#include bomb.md}}\n", count: 4)
        try Self.withFiles(["bomb.md": bomb]) { root in
            let expansion = try #require(IncludeExpander(root: root).expand("{{#include bomb.md}}\n", path: root + "/a.md"))
            #expect(Self.places(expansion) == (1...4).map { "bomb.md:\($0):1 include-cycle" })
            #expect(expansion.text == "\n\n\n\n")
        }
    }

    @Test func includeBombACycleThroughOtherFilesIsOneErrorAtTheLineThatClosesIt() throws {
        let chapter = "a\n{{#include b.md}}\n{{#include b.md}}\n"
        try Self.withFiles(["a.md": chapter, "b.md": "b\n{{#include c.md}}\n", "c.md": "{{#include b.md}} and {{#include a.md}}\n"]) { root in
            let expansion = try #require(IncludeExpander(root: root).expand(chapter, path: root + "/a.md"))
            #expect(Self.places(expansion) == ["c.md:1:1 include-cycle", "c.md:1:23 include-cycle"])
            #expect(expansion.diagnostics.map(\.message) == [
                "{{#include b.md}}: a file cannot include itself: b.md -> c.md -> b.md",
                "{{#include a.md}}: a file cannot include itself: a.md -> b.md -> c.md -> a.md",
            ])
            #expect(expansion.text == "a\nb\n and \nb\n and \n")
        }
    }

    @Test func includeBombFanningOutWithoutACycleStopsAtTheSizeLimitWithOneError() throws {
        // 32 × 32 copies of a 64 KiB line: 64 MiB, four times the limit.
        let leaf = String(repeating: "x", count: 64 << 10) + "\n"
        let files = [
            "leaf.txt": leaf,
            "l1.md": String(repeating: "{{#include l2.md}}\n", count: 32),
            "l2.md": String(repeating: "{{#include leaf.txt}}\n", count: 32),
        ]
        try Self.withFiles(files) { root in
            let expansion = try #require(IncludeExpander(root: root).expand("{{#include l1.md}}\n", path: root + "/a.md"))
            #expect(expansion.diagnostics.map(\.id) == ["include-too-large"])
            // The limit, 16 MiB, is reached: what fits is kept.
            #expect(expansion.text.utf8.count <= 16 << 20)
            #expect(expansion.text.utf8.count > (16 << 20) - leaf.utf8.count - 1024)
        }
    }

    @Test func includeBombAnErrorInAFileIncludedTwiceIsReportedOnce() throws {
        try Self.withFiles(["twice.md": "{{#include nope.md}}\n"]) { root in
            let expansion = try #require(IncludeExpander(root: root).expand("{{#include twice.md}}\n{{#include twice.md}}\n", path: root + "/a.md"))
            #expect(Self.places(expansion) == ["twice.md:1:1 include-missing"])
        }
    }

    @Test func aChainLongerThanTheDepthLimitStopsThere() throws {
        var files: [String: String] = [:]
        for level in 1...12 { files["l\(level).md"] = "\(level)\n{{#include l\(level + 1).md}}\n" }
        try Self.withFiles(files) { root in
            let expansion = try #require(IncludeExpander(root: root).expand("{{#include l1.md}}\n", path: root + "/a.md"))
            #expect(Self.places(expansion) == ["l10.md:2:1 include-too-deep"])
            #expect(expansion.text == (1...10).map { "\($0)\n" }.joined() + "\n")
        }
    }
}
