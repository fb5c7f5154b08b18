import Foundation
import Testing
@testable import BookCore

/// mdBook's helpers beside `{{#include}}` (`{{#playground}}`, `{{#rustdoc_include}}`, `{{#title}}`,
/// escapes), includes that reach the repository around the book, and smart punctuation.
struct MdBookHelpersTests {
    static let listing = "fn main() {\n    // ANCHOR: body\n    let x = 1;\n    // ANCHOR_END: body\n}\n"

    @Test func playgroundIsTheFileAsARustBlockWithItsAttributes() throws {
        try IncludeExpanderTests.withFiles(["example.rs": Self.listing]) { root in
            let plain = try #require(IncludeExpander(root: root).expand("{{#playground example.rs}}\n", path: root + "/a.md"))
            #expect(plain.text == "```rust\n" + Self.listing + "```\n")
            let editable = try #require(IncludeExpander(root: root).expand("{{#playground example.rs editable no_run}}\n", path: root + "/a.md"))
            #expect(editable.text.hasPrefix("```rust,editable,no_run\nfn main() {\n"))
            #expect(editable.diagnostics.isEmpty)
        }
    }

    @Test func rustdocIncludeHidesTheLinesOutsideTheAnchorOrRange() throws {
        try IncludeExpanderTests.withFiles(["example.rs": Self.listing]) { root in
            let anchored = try #require(IncludeExpander(root: root).expand("{{#rustdoc_include example.rs:body}}\n", path: root + "/a.md"))
            #expect(anchored.text == "# fn main() {\n    let x = 1;\n# }\n")
            let ranged = try #require(IncludeExpander(root: root).expand("{{#rustdoc_include example.rs:1:1}}\n", path: root + "/a.md"))
            #expect(ranged.text == "fn main() {\n#     let x = 1;\n# }\n")
        }
    }

    @Test func titleSetsThePageTitleAndLeavesNothingBehind() throws {
        try IncludeExpanderTests.withFiles([:]) { root in
            let expansion = try #require(IncludeExpander(root: root).expand("{{#title A <b> title}}\n# Heading\n", path: root + "/a.md"))
            #expect(expansion.title == "A <b> title")
            #expect(expansion.text == "\n# Heading\n")
        }
    }

    @Test(arguments: ["\\{{#title My Title}}", "\\{{#playground x.rs}}", "\\{{#include x.rs}}", "\\{{#rustdoc_include x.rs:2}}", "\\{{#anything at all}}"])
    func anEscapedHelperIsWrittenWithoutItsBackslash(_ written: String) throws {
        try IncludeExpanderTests.withFiles([:]) { root in
            let expansion = try #require(IncludeExpander(root: root).expand("a " + written + " b\n", path: root + "/a.md"))
            #expect(expansion.text == "a " + written.dropFirst() + " b\n")
            #expect(expansion.title == nil && expansion.diagnostics.isEmpty)
        }
    }

    @Test func anUnknownHelperStaysAsWritten() throws {
        try IncludeExpanderTests.withFiles([:]) { root in
            let expansion = try #require(IncludeExpander(root: root).expand("{{#toc}}{{/toc}} {{#each items}}\n", path: root + "/a.md"))
            #expect(expansion.text == "{{#toc}}{{/toc}} {{#each items}}\n")
        }
    }

    // MARK: Include root

    static let book = "repo/guide"

    @Test func aGitWorkTreeLetsTheBookIncludeTheRepositorysFilesAndNothingOutsideIt() throws {
        try IncludeExpanderTests.withFiles(["repo/.git/HEAD": "ref\n", "repo/examples/a.rs": "fn a() {}\n", "secret.txt": "no\n",
                                            "repo/guide/src/SUMMARY.md": "- [A](a.md)\n",
                                            "repo/guide/src/a.md": "{{#include ../../examples/a.rs}}\n{{#include ../../../secret.txt}}\n"]) { root in
            let (book, diagnostics) = BookLoader.load(folder: root + "/repo/guide")
            let chapter = try #require(book?.chapters.first)
            #expect(String(decoding: chapter.lines.bytes, as: UTF8.self).hasPrefix("fn a() {}\n"))
            #expect(chapter.includedFiles.contains { $0.hasSuffix("examples/a.rs") }, "serve watches it and the cache sees it")
            #expect(diagnostics.map(\.id) == ["include-missing"])
            #expect(diagnostics.first?.line == 2)
        }
    }

    @Test func withoutAWorkTreeTheBookFolderIsTheRoot() throws {
        try IncludeExpanderTests.withFiles(["examples/a.rs": "fn a() {}\n", "guide/src/SUMMARY.md": "- [A](a.md)\n",
                                            "guide/src/a.md": "{{#include ../../examples/a.rs}}\n"]) { root in
            // A temporary folder is in no git work tree.
            guard IncludeExpander.gitWorkTree(holding: root) == nil else { return }
            let (_, diagnostics) = BookLoader.load(folder: root + "/guide")
            #expect(diagnostics.map(\.id) == ["include-missing"])
        }
    }

    @Test func includeRootLetsTheBookReachItsFolderAndNoFurther() throws {
        try IncludeExpanderTests.withFiles(["top/examples/a.rs": "fn a() {}\n", "secret.txt": "no\n",
                                            "top/guide/book.toml": "[output.bookgen]\ninclude-root = \"..\"\n",
                                            "top/guide/src/SUMMARY.md": "- [A](a.md)\n",
                                            "top/guide/src/a.md": "{{#include ../../examples/a.rs}}\n{{#include ../../../secret.txt}}\n"]) { root in
            let (book, diagnostics) = BookLoader.load(folder: root + "/top/guide")
            let chapter = try #require(book?.chapters.first)
            #expect(String(decoding: chapter.lines.bytes, as: UTF8.self).hasPrefix("fn a() {}\n"))
            #expect(diagnostics.map(\.id) == ["include-missing"])
            #expect(diagnostics.first?.message.contains("secret.txt") == true)
        }
    }

    @Test(arguments: ["\"sub\"", "\"../nowhere\"", "\"/\"" ])
    func anIncludeRootThatDoesNotHoldTheBookIsAnErrorAtItsKey(_ value: String) throws {
        try IncludeExpanderTests.withFiles(["book/sub/x.txt": "x\n"]) { root in
            let text = "[book]\ntitle = \"T\"\n\n[output.bookgen]\ninclude-root = \(value)\n"
            let (manifest, diagnostics) = BookManifest.parse(text, path: root + "/book/book.toml", folder: root + "/book")
            if value == "\"/\"" {
                // The file system's root holds every book.
                #expect(manifest.includeRoot == "/" && diagnostics.isEmpty)
            } else {
                #expect(manifest.includeRoot == nil)
                #expect(diagnostics.map { "\($0.id) \($0.line):\($0.column)" } == ["manifest-bad-value 5:1"])
            }
        }
    }

    // MARK: Smart punctuation

    @Test(arguments: [
        ("src/", "", true),
        ("src/", "[output.html]\nsmart-punctuation = false\n", false),
        ("", "", false),
        ("", "[output.html]\nsmart-punctuation = true\n", true),
    ])
    func smartPunctuationIsOnForMdBooksLayoutAndAsBookTomlSays(source: String, html: String, curly: Bool) throws {
        try IncludeExpanderTests.withFiles(["book.toml": "[book]\ntitle = \"T\"\n" + html, source + "SUMMARY.md": "- [A](a.md)\n",
                                            source + "a.md": "# A\n\n\"Quoted\" -- and... `\"code\"`\n"]) { root in
            let (book, diagnostics) = BookLoader.load(folder: root)
            #expect(diagnostics.isEmpty)
            let paragraph = try #require(book?.chapters.first?.document.children.last)
            let texts = paragraph.children.compactMap { node -> String? in
                switch node.kind {
                case .text(let text), .code(let text): text
                default: nil
                }
            }.joined()
            #expect(texts == (curly ? "“Quoted” – and… \"code\"" : "\"Quoted\" -- and... \"code\""))
        }
    }
}
