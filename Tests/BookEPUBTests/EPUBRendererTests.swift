@testable import BookCore
import BookEPUB
import BookHTML
import Foundation
import Testing
import ZIPFoundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The EPUB as a reading system receives it: the container's layout, well-formed XHTML, the
/// verdicts on the pages, and the same bytes from every build of the same book.
struct EPUBRendererTests {
    static let chapter = """
        # Hello

        Some *prose* with a line  
        break, and a rule:

        ---

        - [x] done
        - [ ] not done

        ## Passing

        ```swift
        example(of: "hello") {
          print("hello")
        }
        ```

        ```output
        --- Example of: hello ---
        hello
        ```

        ## Failing

        ```swift
        example(of: "goodbye") {
          print("goodbye")
        }
        ```

        ```output
        --- Example of: goodbye ---
        see you
        ```

        See [the other chapter](two.md#the-end).

        """

    static let files = [
        "SUMMARY.md": "# A Book, Tested!\n\n## First part\n\n- [Hello](one.md)\n- [Two](two.md)\n",
        "one.md": chapter,
        "two.md": "# Two\n\n## The end\n\nDone.\n",
        // The bundled library, which the pages name; nothing is built, as no example runs.
        "book.toml": "[environment.bundled]\nmodules = [\"RxSubjects\"]\nlabel = \"RxSubjects\"\n",
    ]

    /// The book read with no example run; `judged` marks the first example passed and the second failed.
    static func checkedBook(in root: String, judged: Bool, manifest: String? = nil) throws -> CheckedBook {
        for (name, text) in files.merging(manifest.map { ["book.toml": $0] } ?? [:], uniquingKeysWith: { $1 }) {
            try FileManager.default.createDirectory(atPath: root + "/book", withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/book/" + name))
        }
        var options = CheckOptions()
        options.packageRoot = root
        options.useCache = false
        var book = try PreparedBook.prepare(folder: root + "/book", options: options).unchecked()
        if judged {
            book.wasChecked = true
            book.environments[0].skipReason = nil
            book.environments[0].version = "1.0"
            book.verdicts[0].status = .passed
            book.verdicts[0].outcomes = [Verdict.Outcome(environment: "bundled", status: .passed, diagnostics: [], fromCache: false, rerunReasons: [])]
            book.verdicts[1].status = .failed
            book.verdicts[1].diagnostics = [Diagnostic(file: "one.md", line: 30, id: "output-mismatch", message: "output does not match the expected block")]
        }
        return book
    }

    /// The EPUB's entries, in the archive's order.
    static func entries(_ epub: [UInt8]) throws -> [(path: String, entry: Entry, text: String)] {
        let archive = try Archive(data: Data(epub), accessMode: .read)
        return try archive.map { entry in
            var data = Data()
            _ = try archive.extract(entry) { data.append($0) }
            return (entry.path, entry, String(decoding: data, as: UTF8.self))
        }
    }

    static func withBook<T>(judged: Bool = true, _ body: (CheckedBook) throws -> T) throws -> T {
        let root = NSTemporaryDirectory() + "bookepub-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        return try body(try checkedBook(in: root, judged: judged))
    }

    @Test func theBookIsOneEPUBNamedAfterItsTitle() throws {
        let rendering = try Self.withBook { EPUBRenderer(jobs: 2).render($0) }
        #expect(rendering.files.map(\.path) == ["a-book-tested.epub"])
        #expect(!rendering.hasErrors)
    }

    @Test func mimetypeComesFirstStoredThenTheChaptersThenTheContainerAndThePackage() throws {
        let epub = try #require(try Self.withBook { EPUBRenderer(jobs: 2).render($0) }.files.first).contents
        // OCF: the first local header names `mimetype`, stored (method 0), with no extra field.
        #expect(Array(epub[0..<4]) == [0x50, 0x4B, 0x03, 0x04])
        #expect(epub[8] == 0 && epub[9] == 0)
        #expect(epub[28] == 0 && epub[29] == 0)
        #expect(String(decoding: epub[30..<38], as: UTF8.self) == "mimetype")
        #expect(String(decoding: epub[38..<58], as: UTF8.self) == "application/epub+zip")

        let entries = try Self.entries(epub)
        // OCF asks only that `mimetype` come first: the chapters follow as they are rendered, then
        // the files that need all of them (the package document and the contents).
        #expect(entries.map(\.path) == [
            "mimetype", "OEBPS/one.xhtml", "OEBPS/two.xhtml", "META-INF/container.xml", "OEBPS/content.opf", "OEBPS/index.xhtml",
            "OEBPS/toc.xhtml", "OEBPS/bookgen.css",
        ])
        #expect(entries.allSatisfy { $0.entry.fileAttributes[.modificationDate] as? Date == Date(timeIntervalSince1970: 315_532_800) })
        #expect(entries.dropFirst().allSatisfy { $0.entry.isCompressed })
    }

    @Test func twoRendersOfTheSameBookAreByteIdentical() throws {
        let (first, second) = try Self.withBook { book in
            (EPUBRenderer(jobs: 2).render(book).files, EPUBRenderer(jobs: 1).render(book).files)
        }
        #expect(first == second)
        // A changed chapter changes the file.
        let changed = try Self.withBook(judged: false) { EPUBRenderer(jobs: 2).render($0).files }
        #expect(changed != first)
    }

    @Test func everyDocumentIsWellFormedXMLWithoutScript() throws {
        let epub = try #require(try Self.withBook { EPUBRenderer(jobs: 2).render($0) }.files.first).contents
        for (path, _, text) in try Self.entries(epub) where path.hasSuffix(".xhtml") || path.hasSuffix(".opf") || path.hasSuffix(".xml") {
            let parser = XMLParser(data: Data(text.utf8))
            #expect(parser.parse(), "\(path): \(parser.parserError.map { "\($0)" } ?? "")")
            #expect(!text.contains("<script"), "\(path)")
        }
    }

    @Test func chaptersShowHighlightedCodeVerdictsAndFailureNotes() throws {
        let epub = try #require(try Self.withBook { EPUBRenderer(jobs: 2).render($0) }.files.first).contents
        let entries = try Self.entries(epub)
        let one = try #require(entries.first { $0.path == "OEBPS/one.xhtml" }).text
        #expect(one.contains("print(<span class=\"s\">&quot;hello&quot;</span>)"))
        #expect(one.contains("✓ example “hello”"))
        #expect(one.contains("✓ verified against RxSubjects 1.0"))
        #expect(one.contains("✗ does not match what the code prints"))
        #expect(one.contains("<li>output does not match the expected block</li>"))
        #expect(one.contains("<br/>") && one.contains("<hr/>") && one.contains("disabled=\"disabled\" checked=\"checked\""))
        #expect(one.contains("<a href=\"two.xhtml#the-end\">the other chapter</a>"))
        #expect(!one.contains("bg-anchor"))

        let title = try #require(entries.first { $0.path == "OEBPS/index.xhtml" }).text
        #expect(title.contains("1 of 2 examples and compile-fail checks passed against RxSubjects 1.0"))
    }

    @Test func aBookWhoseReadersFetchItsLibraryGetsEachChaptersProgramInAnAppendix() throws {
        let manifest = """
            [environment.remote]
            url = "https://github.com/example/Greeter"
            version = "1.2.0"
            products = ["Greeter"]
            label = "Greeter"

            """
        let root = NSTemporaryDirectory() + "bookepub-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let book = try Self.checkedBook(in: root, judged: false, manifest: manifest)
        let epub = try #require(EPUBRenderer(jobs: 2).render(book).files.first).contents
        let entries = try Self.entries(epub)
        let one = try #require(entries.first { $0.path == "OEBPS/one.xhtml" }).text
        #expect(one.contains("<a href=\"programs.xhtml#program-one\">The programs</a>"))
        // A chapter without examples has no program.
        #expect(!(try #require(entries.first { $0.path == "OEBPS/two.xhtml" }).text.contains("programs.xhtml")))
        let appendix = try #require(entries.first { $0.path == "OEBPS/programs.xhtml" }).text
        #expect(appendix.contains("<section id=\"program-one\">\n<h2><a href=\"one.xhtml\">Hello</a></h2>"))
        #expect(appendix.contains("<p>With Greeter 1.2.0, from <code>https://github.com/example/Greeter</code>.</p>"))
        #expect(appendix.contains("import Greeter\n"))
        #expect(appendix.contains("func example(of description: String"))
        #expect(appendix.contains("example(of: &quot;hello&quot;)") && appendix.contains("example(of: &quot;goodbye&quot;)"))
        #expect(!appendix.contains("program-two"))
        let nav = try #require(entries.first { $0.path == "OEBPS/toc.xhtml" }).text
        #expect(nav.contains("<li><a href=\"programs.xhtml\">The programs</a></li>\n</ol>"))
        let package = try #require(entries.first { $0.path == "OEBPS/content.opf" }).text
        #expect(package.contains("<itemref idref=\"chapter-2\"/>\n<itemref idref=\"programs\"/>"))
    }

    @Test func theNavigationDocumentListsPartsChaptersAndSections() throws {
        let epub = try #require(try Self.withBook { EPUBRenderer(jobs: 2).render($0) }.files.first).contents
        let entries = try Self.entries(epub)
        let nav = try #require(entries.first { $0.path == "OEBPS/toc.xhtml" }).text
        #expect(nav.contains("<li><span class=\"bg-part\">First part</span>"))
        #expect(nav.contains("<li><a href=\"one.xhtml#passing\">Passing</a></li>"))
        #expect(nav.contains("<li><a href=\"two.xhtml#the-end\">The end</a></li>"))
        let package = try #require(entries.first { $0.path == "OEBPS/content.opf" }).text
        #expect(package.contains("<item id=\"nav\" href=\"toc.xhtml\" media-type=\"application/xhtml+xml\" properties=\"nav\"/>"))
        #expect(package.contains("<itemref idref=\"title\"/>\n<itemref idref=\"nav\"/>\n<itemref idref=\"chapter-1\"/>\n<itemref idref=\"chapter-2\"/>"))
        #expect(package.contains("<meta property=\"dcterms:modified\">1980-01-01T00:00:00Z</meta>"))
    }

    @Test func aMarbleDiagramIsInlineSVGThatThePackageDeclares() throws {
        let root = NSTemporaryDirectory() + "bookepub-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/book", withIntermediateDirectories: true)
        let marked = Self.chapter.replacingOccurrences(of: "```swift\nexample(of: \"hello\")", with: "```swift marbles\nexample(of: \"hello\")")
        for (name, text) in Self.files { try Data((name == "one.md" ? marked : text).utf8).write(to: URL(fileURLWithPath: root + "/book/" + name)) }
        var options = CheckOptions()
        options.packageRoot = root
        options.useCache = false
        var book = try PreparedBook.prepare(folder: root + "/book", options: options).unchecked()
        book.wasChecked = true
        book.environments[0].skipReason = nil
        book.verdicts[0].status = .passed
        let run = ExampleRun(segments: ["--- Example of: hello ---\nhello\n", ""], ending: .finished,
                             timeline: [.line(1, kind: "PublishSubject", element: "Int"), .event(1, .next("1"))])
        book.verdicts[0].outcomes = [Verdict.Outcome(environment: "bundled", status: .passed, diagnostics: [], fromCache: false, rerunReasons: [], runs: [run])]

        let epub = try #require(EPUBRenderer(jobs: 1).render(book).files.first).contents
        let entries = try Self.entries(epub)
        let one = try #require(entries.first { $0.path == "OEBPS/one.xhtml" }).text
        #expect(one.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"bg-mb\" role=\"img\""))
        #expect(XMLParser(data: Data(one.utf8)).parse())
        let package = try #require(entries.first { $0.path == "OEBPS/content.opf" }).text
        #expect(package.contains("<item id=\"chapter-1\" href=\"one.xhtml\" media-type=\"application/xhtml+xml\" properties=\"svg\"/>"))
        #expect(package.contains("<item id=\"chapter-2\" href=\"two.xhtml\" media-type=\"application/xhtml+xml\"/>"))
    }

    @Test func aBrokenLinkIsReportedAtItsLine() throws {
        let root = NSTemporaryDirectory() + "bookepub-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/book", withIntermediateDirectories: true)
        try Data("# One\n\nSee [nowhere](three.md).\n".utf8).write(to: URL(fileURLWithPath: root + "/book/one.md"))
        var options = CheckOptions()
        options.packageRoot = root
        options.useCache = false
        let book = try PreparedBook.prepare(folder: root + "/book", options: options).unchecked()
        let rendering = EPUBRenderer(jobs: 1).render(book)
        #expect(rendering.diagnostics.map(\.headline) == [
            "\(root)/book/one.md:3:5: error: link to 'three.md', a chapter that is not in the book [broken-link]",
        ])
    }

    @Test func controlCharactersInTheTitleAndAChapterStillMakeWellFormedXML() throws {
        let root = NSTemporaryDirectory() + "bookepub-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/book", withIntermediateDirectories: true)
        let files = [
            "book.toml": """
                [book]
                title = "Start\\u0001 feed\\u000C escape\\u001B[31m"
                authors = ["An\\u0001author"]

                [environment.bundled]
                modules = ["RxSubjects"]

                """,
            "SUMMARY.md": "- [One\u{1}\u{C}\u{1B}](one.md)\n",
            "one.md": """
                # Head\u{1}ing\u{C}\u{1B}

                Prose\u{1} with a form feed\u{C} and \u{1B}[1mescapes\u{1B}[0m, `code\u{1}`.

                ```swift
                example(of: "controls\u{1}") {
                  print("\u{1B}[31mred\u{C}")
                }
                ```

                ```output
                --- Example of: controls\u{1} ---
                \u{1B}[31mred\u{C}
                ```

                """,
        ]
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/book/" + name)) }
        var options = CheckOptions()
        options.packageRoot = root
        options.useCache = false
        let book = try PreparedBook.prepare(folder: root + "/book", options: options).unchecked()
        #expect(book.book.title.unicodeScalars.contains("\u{1}"))

        let epub = try #require(EPUBRenderer(jobs: 1).render(book).files.first).contents
        let documents = try Self.entries(epub).filter { $0.path.hasSuffix(".xhtml") || $0.path.hasSuffix(".opf") || $0.path.hasSuffix(".xml") }
        #expect(documents.count == 5)
        for (path, _, text) in documents {
            let parser = XMLParser(data: Data(text.utf8))
            #expect(parser.parse(), "\(path): \(parser.parserError.map { "\($0)" } ?? "")")
        }
        // Each character XML cannot hold is shown as U+FFFD, so the reader sees that one was there.
        let package = try #require(documents.first { $0.path == "OEBPS/content.opf" }).text
        #expect(package.contains("<dc:title>Start\u{FFFD} feed\u{FFFD} escape\u{FFFD}[31m</dc:title>"))
        #expect(package.contains("<dc:creator>An\u{FFFD}author</dc:creator>"))
    }
}
