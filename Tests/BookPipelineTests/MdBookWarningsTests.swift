import BookCore
@testable import BookPipeline
import Foundation
import Testing

/// Issue 30, item 5: `check` and `build` print the same warnings for an mdBook book, and each
/// construct bookgen does not render as mdBook does is one of them, at its line.
struct MdBookWarningsTests {
    @Test func checkAndBuildWarnTheSame() throws {
        let book = try BuildTests.TemporaryBook([
            "book.toml": """
                [book]
                title = "T"

                [output.html]
                mathjax-support = true
                hash-files = true

                [output.html.search]
                limit-results = 20

                [preprocessor.custom]
                command = "x"

                """,
            "src/SUMMARY.md": "- [A](a.md)\n",
            "src/a.md": "# A\n\n| Icon | What |\n|---|---|\n| <i class=\"fa fa-bars\"></i> <i class=\"fa fa-bars\"></i> | menu |\n\nA formula: \\\\( x^2 \\\\) and \\\\( y \\\\).\n",
            "theme/index.hbs": "x",
        ])
        defer { book.remove() }
        let toolchain = try Toolchain.locate()
        let checked = try CheckAction(options: book.options().check).run(bookFolder: book.folder, toolchain: toolchain)
        let built = try BuildAction(options: book.options()).run(bookFolder: book.folder, toolchain: toolchain)
        if case .published = built.outcome {} else { Issue.record("the book is published: \(built.outcome)") }

        let checkWarnings = ReportFormatter.diagnostics(of: checked).filter { $0.severity == .warning }
        let buildWarnings = (ReportFormatter.diagnostics(of: built.book) + built.renderDiagnostics).filter { $0.severity == .warning }
        #expect(checkWarnings == buildWarnings)
        #expect(checkWarnings.map { "\($0.id) \(($0.file as NSString).lastPathComponent):\($0.line)" } == [
            "manifest-mdbook-only book.toml:6",
            "manifest-mdbook-only book.toml:11",
            "theme-file-unused index.hbs:1",
            "mathjax a.md:7",
            "fa-icon a.md:5",
        ])
    }
}
