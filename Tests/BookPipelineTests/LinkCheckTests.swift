import BookCore
@testable import BookPipeline
import Foundation
import Testing

/// Issue 31: `check` reports the broken links, anchors and images that `build` refuses to
/// publish, at the same places, and counts them apart from the examples.
struct LinkCheckTests {
    @Test func checkFindsWhatBuildRefusesAtTheSamePlaces() throws {
        let book = try BuildTests.TemporaryBook([
            "SUMMARY.md": "# Summary\n\n- [One](one.md)\n- [Two](guide/two.md)\n",
            "one.md": """
                # One

                Fine: [two](guide/two.md#usage) and [here](#one).
                Broken: [three](three.md), [nowhere](#nowhere).

                > A quote that goes on
                > to [a missing heading](guide/two.md#missing).

                | Picture |
                |---------|
                | ![a cat](cat.png) |

                """,
            "guide/two.md": "# Two\n\n## Usage\n\nBack to [one](../one.md) and [the file](notes.txt).\n",
        ])
        defer { book.remove() }
        let toolchain = try Toolchain.locate()
        let checked = try CheckAction(options: book.options().check).run(bookFolder: book.folder, toolchain: toolchain)
        let built = try BuildAction(options: book.options()).run(bookFolder: book.folder, toolchain: toolchain)

        #expect(checked.diagnostics.map(\.id) == ["broken-link", "broken-anchor", "broken-anchor", "missing-image", "broken-link"])
        #expect(checked.diagnostics.map { "\($0.line):\($0.column)" } == ["4:9", "4:28", "7:6", "11:3", "5:30"])
        // The site lists them by file, `check` in reading order.
        let byPlace: (Diagnostic, Diagnostic) -> Bool = { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        #expect(checked.diagnostics.sorted(by: byPlace) == built.renderDiagnostics.sorted(by: byPlace))
        #expect(checked.summaryLine == "0 passed, 0 failed; 5 book problems")
        #expect(checked.hasFailures)
    }
}
