import BookCore
import BookHTML
import Mustache

/// The print page, filled with the chapters' parts as they are rendered, in any order (`InOrder`):
/// a large book's chapters are not all held beside the page.
///
/// `@unchecked Sendable`: `bytes` is written by `parts` only, which delivers one part at a time,
/// and read by `file()` once every part is in.
final class PrintPage: @unchecked Sendable {
    private var bytes: [UInt8]
    private let tail: [UInt8]
    private let count: Int
    private var parts: InOrder<RenderedChapter>!
    /// The template and its context, when the template does not show the content once and raw:
    /// then the whole content is rendered through it at the end.
    private let template: (template: MustacheTemplate, context: [String: Any])?

    /// A page whose template shows the content once, raw, between `head` and `tail`; or, given
    /// `template`, one whose template gets the whole content (`head`, then the chapters) as `content`.
    ///
    /// - Parameters:
    ///   - openings: Each chapter's `<section>` tag.
    ///   - capacity: The bytes to reserve, so the page is not copied as it grows.
    init(openings: [String], head: [UInt8], tail: [UInt8] = [], capacity: Int = 0, template: (MustacheTemplate, [String: Any])? = nil) {
        bytes = head
        bytes.reserveCapacity(capacity)
        self.tail = tail
        self.template = template
        count = openings.count
        parts = InOrder { [unowned self] index, part in
            bytes += openings[index].utf8
            bytes += part.header.utf8
            bytes += part.html.utf8
            bytes += "</section>\n".utf8
        }
    }

    /// Adds chapter `index`'s part.
    func add(_ index: Int, _ chapter: RenderedChapter) {
        parts.put(index, chapter)
    }

    /// The page, once every chapter's part is in.
    func file() -> OutputFile {
        precondition(parts.delivered == count, "a chapter's part of the print page is missing")
        guard let (template, templateContext) = template else {
            // In place: the page is the largest file of a book, and is not copied whole.
            bytes += tail
            defer { bytes = [] }
            return OutputFile(path: "print.html", contents: bytes)
        }
        var context = templateContext
        context["content"] = String(decoding: bytes, as: UTF8.self)
        return OutputFile(path: "print.html", text: template.render(context))
    }
}
