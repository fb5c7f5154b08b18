/// Highlighted code by source text, for the process: the site and the EPUB render every block of
/// a book, and `bookgen serve` renders them again on each change, so each text is parsed once.
///
/// Highlighting is a pure function of the text, so a hit gives the same bytes as a fresh parse.
/// Bounded: past `limit` bytes of text and HTML it forgets everything and starts again.
///
/// `@unchecked Sendable`: `lock` protects `entries` and `size`.
final class HighlightMemo: @unchecked Sendable {
    private let lock = NSLockBox()
    private var entries: [String: String] = [:]
    private var size = 0
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// The memo of `SwiftHighlighter.html(_:)`: a few thousand blocks of a large book hold a few megabytes.
    static let shared = HighlightMemo(limit: 32 << 20)

    /// The HTML of `code`, made by `highlight` unless an earlier call made it.
    func html(_ code: String, highlight: (String) -> String) -> String {
        if let known = lock.withLock({ entries[code] }) { return known }
        let html = highlight(code)
        lock.withLock {
            size += code.utf8.count + html.utf8.count
            if size > limit {
                entries.removeAll()
                size = code.utf8.count + html.utf8.count
            }
            entries[code] = html
        }
        return html
    }
}
