import BookCore
import Foundation
import Testing
@testable import BookPipeline

/// book.toml's `outputs` chooses the renderers a build runs; the pages link only what is written.
@Suite struct OutputsTests {
    private func files(under folder: String) -> Set<String> {
        Set(FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? [])
    }

    @Test func aBookThatAsksForTheSiteAloneGetsNoEPUBAndNoLinkToOne() throws {
        let book = try BuildTests.TemporaryBook([
            "book.toml": "[book]\ntitle = \"Only Pages\"\noutputs = [\"site\"]\n",
            "one.md": BuildTests.passing,
        ])
        defer { book.remove() }
        let result = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        guard case .published = result.outcome else {
            Issue.record("not published: \(result.book.diagnostics + result.renderDiagnostics)")
            return
        }
        let written = files(under: book.output)
        #expect(written.contains("one.html") && written.contains("index.html"))
        #expect(!written.contains { $0.hasSuffix(".epub") || $0.hasPrefix("downloads") })
        let index = try String(contentsOfFile: book.output + "/index.html", encoding: .utf8)
        #expect(!index.contains(".epub"))

        // Every output, as without `outputs`: the EPUB is written and the index links it.
        let all = try BuildTests.TemporaryBook(["book.toml": "[book]\ntitle = \"Only Pages\"\n", "one.md": BuildTests.passing])
        defer { all.remove() }
        _ = try BuildAction(options: all.options(skipCheck: true)).run(bookFolder: all.folder, toolchain: nil)
        #expect(files(under: all.output).contains("only-pages.epub"))
        #expect(try String(contentsOfFile: all.output + "/index.html", encoding: .utf8).contains("href=\"only-pages.epub\""))
    }

    @Test func anUnknownOutputIsAnErrorAtItsLineAndNothingIsWritten() throws {
        let book = try BuildTests.TemporaryBook([
            "book.toml": "[book]\ntitle = \"Typo\"\noutputs = [\"site\", \"pdf\"]\n",
            "one.md": BuildTests.passing,
        ])
        defer { book.remove() }
        let result = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        #expect(result.outcome == .bookProblems)
        let problem = try #require(result.renderDiagnostics.first)
        #expect(problem.id == "unknown-output")
        #expect(problem.file.hasSuffix("book.toml") && problem.line == 3)
        #expect(problem.message.contains("'pdf'") && problem.message.contains("site, epub, downloads"))
        #expect(!FileManager.default.fileExists(atPath: book.output))
    }
}
