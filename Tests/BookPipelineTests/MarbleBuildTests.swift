import BookCore
import BookPipeline
import BookSite
import Foundation
import Testing

/// A marble diagram comes from the run that checked its example: change the example, and the
/// published diagram changes with it.
struct MarbleBuildTests {
    static func chapter(elements: [String]) -> String {
        """
        # One

        ```swift marbles
        example(of: "marbled") {
          let subject = PublishSubject<String>()
          let one = subject.subscribe(onNext: { print("1)", $0) })
        \(elements.map { "  subject.onNext(\"\($0)\")" }.joined(separator: "\n"))
          one.dispose()
        }
        ```

        ```output
        --- Example of: marbled ---
        \(elements.map { "1) \($0)" }.joined(separator: "\n"))
        ```

        """
    }

    /// The description of the published diagram, which tells the whole run.
    static func description(in page: String) throws -> String {
        let start = try #require(page.range(of: "-desc\">"))
        let end = try #require(page.range(of: "</desc>", range: start.upperBound..<page.endIndex))
        return String(page[start.upperBound..<end.lowerBound])
    }

    @Test func changingAnExampleChangesItsPublishedDiagram() throws {
        let book = try BuildTests.TemporaryBook(["one.md": Self.chapter(elements: ["first"]), "book.toml": BuildTests.bundledManifest()])
        defer { book.remove() }
        let toolchain = try Toolchain.locate()
        let first = try BuildAction(options: book.options()).run(bookFolder: book.folder, toolchain: toolchain)
        #expect(first.book.summaryLine == "1 passed, 0 failed")
        let before = try String(contentsOfFile: book.output + "/one.html", encoding: .utf8)
        let firstEPUB = try Self.epub(in: book.output)
        #expect(try Self.description(in: before) == "Lines, from the top: PublishSubject (a PublishSubject&lt;String&gt;), subscriber 1). "
            + "In the order of the run: 1. Subscriber 1) subscribes to PublishSubject. "
            + "2. PublishSubject is sent next(first); subscriber 1) gets next(first). 3. Subscriber 1) is disposed.")

        try Data(Self.chapter(elements: ["first", "second"]).utf8).write(to: URL(fileURLWithPath: book.folder + "/one.md"))
        let second = try BuildAction(options: book.options()).run(bookFolder: book.folder, toolchain: toolchain)
        #expect(second.book.summaryLine == "1 passed, 0 failed")
        let after = try String(contentsOfFile: book.output + "/one.html", encoding: .utf8)
        #expect(try Self.description(in: after) == "Lines, from the top: PublishSubject (a PublishSubject&lt;String&gt;), subscriber 1). "
            + "In the order of the run: 1. Subscriber 1) subscribes to PublishSubject. "
            + "2. PublishSubject is sent next(first); subscriber 1) gets next(first). "
            + "3. PublishSubject is sent next(second); subscriber 1) gets next(second). 4. Subscriber 1) is disposed.")
        #expect(after.contains(">second</text>") && !before.contains(">second</text>"))

        // Back to the first example, run afresh (no cache): the page and the EPUB are the bytes of
        // the first build, diagram included.
        try Data(Self.chapter(elements: ["first"]).utf8).write(to: URL(fileURLWithPath: book.folder + "/one.md"))
        var fresh = book.options()
        fresh.check.useCache = false
        let third = try BuildAction(options: fresh).run(bookFolder: book.folder, toolchain: toolchain)
        #expect(third.book.summaryLine == "1 passed, 0 failed")
        #expect(try String(contentsOfFile: book.output + "/one.html", encoding: .utf8) == before)
        #expect(try Self.epub(in: book.output) == firstEPUB)
    }

    /// The bytes of the EPUB a build wrote next to its pages.
    static func epub(in output: String) throws -> Data {
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: output).first { $0.hasSuffix(".epub") })
        return try Data(contentsOf: URL(fileURLWithPath: output + "/" + name))
    }
}
