import Foundation
import Testing
@testable import BookHTML
@testable import BookSite

/// Whole-page snapshots: any change to the rendered HTML shows up as a diff to review.
/// Re-record with `BOOKGEN_RECORD_SNAPSHOTS=1 swift test --filter BookSiteTests`, never by hand.
@Suite struct SnapshotTests {
    static let chapter = """
    # Tricky *Markdown*

    Text with `code`, **strong**, ~~gone~~, <kbd>K</kbd>, <span style="x">span</span> and a [link](#tables).

    ## Tables

    | a | b |
    |---|--:|
    | `\\|` | 2 |

    ## Tables

    > A quote with a list:
    >
    > 1. one
    > 2. two

    - [ ] open task
    - [x] done task

    <div onclick="alert(1)">
    raw block
    </div>

    ```swift
    # let hidden = true
    example(of: "Snap") {
      let s = PublishSubject<Int>() // a comment
    ```

    ```output
    --- Example of: Snap ---
    ```

    ```sh
    swift run bookgen build
    ```

    """

    @Test func trickyChapter() throws {
        let book = try FixtureBook(["tricky.md": Self.chapter])
        defer { book.remove() }
        let html = article(try book.page("tricky.html"))
        let snapshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/tricky-chapter.html")
        if ProcessInfo.processInfo.environment["BOOKGEN_RECORD_SNAPSHOTS"] == "1" {
            try Data(html.utf8).write(to: snapshot)
        }
        let recorded = try #require(FileManager.default.contents(atPath: snapshot.path), "no snapshot; record it with BOOKGEN_RECORD_SNAPSHOTS=1")
        #expect(html == String(decoding: recorded, as: UTF8.self))
    }
}
