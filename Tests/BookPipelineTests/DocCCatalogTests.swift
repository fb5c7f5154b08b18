@testable import BookCore
@testable import BookPipeline
import Foundation
import Testing

/// A DocC catalog read and published as a book: Tests/Fixtures/docc/Guide.docc, and copies of it
/// with one mistake each.
struct DocCCatalogTests {
    static let fixture = BuildTests.packageRoot + "/Tests/Fixtures/docc/Guide.docc"

    /// The fixture copied into a temporary folder, with `edits` (file, text, replacement) made.
    struct CatalogCopy {
        let root = NSTemporaryDirectory() + "bookgen-docc-\(UUID().uuidString)"
        var catalog: String { root + "/Guide.docc" }

        init(_ edits: [(String, String, String)] = []) throws {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: DocCCatalogTests.fixture, toPath: catalog)
            for (file, text, replacement) in edits {
                let path = catalog + "/" + file
                let source = try String(contentsOfFile: path, encoding: .utf8)
                #expect(source.contains(text), "the fixture no longer holds \(text)")
                try source.replacingOccurrences(of: text, with: replacement).write(toFile: path, atomically: true, encoding: .utf8)
            }
        }

        func build() throws -> BuildResult {
            var options = BuildOptions()
            options.output = root + "/site"
            options.check.cacheFolder = root + "/cache"
            return try BuildAction(options: options).run(bookFolder: catalog, toolchain: try Toolchain.locate())
        }

        func check() throws -> CheckedBook {
            var options = CheckOptions()
            options.cacheFolder = root + "/cache"
            return try CheckAction(options: options).run(bookFolder: catalog, toolchain: try Toolchain.locate())
        }

        func page(_ name: String) throws -> String {
            try String(contentsOfFile: root + "/site/" + name, encoding: .utf8)
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    @Test func theRootPagesTopicsGiveTheOrderAndTheParts() throws {
        let (book, diagnostics) = BookLoader.load(folder: Self.fixture)
        let loaded = try #require(book)
        #expect(loaded.title == "A Small Guide")
        #expect(loaded.chapters.map(\.fileName) == [
            "Guide.md", "Articles/Start.md", "Articles/Details.md", "Articles/Nested.md", "Reference/Kinds.md", "Reference/Orphan.md",
        ])
        #expect(loaded.outline == [
            .chapter(fileName: "Guide.md", number: nil),
            .part("Basics"),
            .chapter(fileName: "Articles/Start.md", number: [1]),
            .chapter(fileName: "Articles/Details.md", number: [2]),
            .chapter(fileName: "Articles/Nested.md", number: [2, 1]),
            .part("Reference"),
            .chapter(fileName: "Reference/Kinds.md", number: [3]),
            .part("Articles"),
            .chapter(fileName: "Reference/Orphan.md", number: [4]),
        ])
        // The orphan is listed as DocC lists it, with a warning; `@Row` is left out with one;
        // `@Comment`, `@Metadata` and `@Options` say nothing.
        #expect(diagnostics.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column) \($0.severity) \($0.id)" } == [
            "Orphan.md:1:1 warning docc-uncurated-article",
            "Start.md:11:1 warning docc-unsupported-directive",
        ])
        // Listings are shown, not run, unless a book.toml says otherwise.
        #expect(loaded.manifest.swiftBlocks == .marked)
    }

    @Test func linksAsidesAndImagesArePublishedAsDocCShowsThem() throws {
        let copy = try CatalogCopy()
        defer { copy.remove() }
        let result = try copy.build()
        guard case .published = result.outcome else {
            Issue.record("not published: \(result.book.diagnostics + result.renderDiagnostics)")
            return
        }
        let start = try copy.page("Articles/Start.html")
        // `<doc:Name>` takes the article's title; `#Heading` the heading's text, and DocC's anchor.
        #expect(start.contains(#"<a href="Details.html">The Details</a>"#))
        #expect(start.contains(#"<a href="Details.html#Second-Section-Too">Second Section, Too</a>"#))
        #expect(start.contains(#"<a href="../Reference/Kinds.html">Aside Kinds</a>"#))
        // The light image at both scales, the dark one beside it, each shown in its theme.
        #expect(start.contains(#"<img src="../Resources/chart.png" srcset="../Resources/chart.png 1x, ../Resources/chart@2x.png 2x" class="bg-img-light" alt="A chart" width="2" height="2" loading="lazy">"#))
        #expect(start.contains(#"<img src="../Resources/chart~dark@2x.png" srcset="../Resources/chart~dark@2x.png 2x" class="bg-img-dark" alt="A chart" width="2" height="2" loading="lazy">"#))
        #expect(start.contains(#"alt="The chart again""#))
        #expect(start.contains("<code>Symbol</code> links render as code."))
        #expect(!start.contains("Side by side"))
        for file in ["chart.png", "chart@2x.png", "chart~dark@2x.png"] {
            #expect(FileManager.default.fileExists(atPath: copy.root + "/site/Resources/" + file))
        }
        let details = try copy.page("Articles/Details.html")
        #expect(details.contains(#"<h2 id="Second-Section-Too">"#))

        let kinds = try copy.page("Reference/Kinds.html")
        let labels = ["Note", "Important", "Warning", "Tip", "Experiment", "Deprecated", "Attention", "Remark", "To Do",
                      "See Also", "Throws", "Returns", "Parameter", "Bug", "Complexity", "Copyright", "Date", "Invariant",
                      "Mutating Variant", "Non-Mutating Variant", "Postcondition", "Precondition", "Requires", "Since",
                      "Version", "Author", "Authors", "Grammar of a thing"]
        for label in labels {
            #expect(kinds.contains("<p class=\"bg-alert-title\">\(label)</p>"), "no \(label) aside")
        }
        #expect(kinds.contains(#"<div class="bg-alert bg-alert-tip bg-alert-experiment" role="note">"#))
        #expect(kinds.contains("<p>A SeeAlso aside.</p>"))

        let root = try copy.page("Guide.html")
        #expect(!root.contains("Nothing here is published"))
        #expect(!root.contains("@Metadata"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: copy.root + "/site").contains { $0.hasSuffix(".epub") })
    }

    @Test(arguments: [
        ("Articles/Start.md", "<doc:Kinds>", "<doc:Kind>", "Start.md:5:26 docc-unresolved-link"),
        ("Articles/Start.md", "<doc:Details#Second-Section-Too>", "<doc:Details#Third-Section>", "Start.md:3:46 docc-unresolved-heading"),
        ("Articles/Start.md", "![A chart](chart)", "![A chart](graph)", "Start.md:7:1 docc-unresolved-image"),
        ("Articles/Start.md", #"@Image(source: "chart""#, #"@Image(source: "graph""#, "Start.md:9:1 docc-unresolved-image"),
        ("Articles/Details.md", "back to <doc:Start>", "back to\n  <doc:Begin>", "Details.md:12:3 docc-unresolved-link"),
    ])
    func aMistakeIsAnErrorAtItsLine(file: String, text: String, mistake: String, expected: String) throws {
        let copy = try CatalogCopy([(file, text, mistake)])
        defer { copy.remove() }
        let result = try copy.build()
        #expect(result.outcome == .bookProblems)
        let errors = (result.book.diagnostics + result.renderDiagnostics).filter { $0.severity == .error }
        #expect(errors.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column) \($0.id)" } == [expected])
        #expect(!FileManager.default.fileExists(atPath: copy.root + "/site"))
    }

    /// The swifttest tests in an article's HTML comments run: every prefix, a test over two
    /// comments, an expected diagnostic and a trap; the listing before them has its `// Prints`
    /// checked by the test's run.
    @Test func theCatalogsTranscriptsRun() throws {
        let copy = try CatalogCopy()
        defer { copy.remove() }
        let checked = try copy.check()
        #expect(checked.verdicts.map(\.name) == ["test counting", "test counting-err", "test counting-trap"])
        #expect(checked.verdicts.allSatisfy { $0.status == .passed }, "\(checked.verdicts.flatMap(\.diagnostics).map(\.printedLines))")
        #expect(ReportFormatter.text(checked, explain: false).contains("1 comment is checked with its test"))
    }

    @Test(arguments: [
        ("<< [1, 2, 3]", "<< [3, 2, 1]", "Details.md:21:1 output-mismatch"),
        ("</ The total is 6", "</ The total is 7", "Details.md:21:1 output-mismatch"),
        ("<- [6, 2, 4]", "<- [6, 2]", "Details.md:36:1 output-mismatch"),
        ("!!                 ^~~~~", "!!                ^~~~~", "Details.md:48:1 transcript-diagnostics"),
        ("var small = Int8.max", "var small = Int8(1)", "Details.md:59:1 expected-crash"),
        ("// Prints \"[1, 2, 3]\"", "// Prints \"[3, 2, 1]\"", "Details.md:18:1 prints-mismatch"),
    ])
    func aTranscriptMistakeFailsAtItsComment(text: String, mistake: String, expected: String) throws {
        let copy = try CatalogCopy([("Articles/Details.md", text, mistake)])
        defer { copy.remove() }
        let checked = try copy.check()
        let failures = checked.verdicts.flatMap(\.diagnostics).filter { $0.severity == .error }
        #expect(failures.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column) \($0.id)" } == [expected])
    }

    /// `--update` in a catalog rewrites a `swift check` block's output and nothing of the DocC
    /// around it (asides, `<doc:>` links, directives), though it reads the file back as plain Markdown.
    @Test func updateRewritesOnlyTheOutput() throws {
        let root = NSTemporaryDirectory() + "bookgen-docc-update-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = root + "/Update.docc"
        try FileManager.default.createDirectory(atPath: catalog, withIntermediateDirectories: true)
        try "# Updating\n\n@Metadata {\n  @TechnologyRoot\n}\n\n## Topics\n\n- <doc:Article>\n".write(toFile: catalog + "/Root.md", atomically: true, encoding: .utf8)
        let article = "# An Article\n\n> Note: See <doc:Root> first.\n\n```swift check\nprint(\"new\")\n```\n\n```output\nold\n```\n\n@Comment { kept }\n\nBack to <doc:Root#Topics>.\n"
        try article.write(toFile: catalog + "/Article.md", atomically: true, encoding: .utf8)
        var options = CheckOptions()
        options.cacheFolder = root + "/cache"
        options.update = true
        _ = try CheckAction(options: options).run(bookFolder: catalog, toolchain: try Toolchain.locate())
        #expect(try String(contentsOfFile: catalog + "/Article.md", encoding: .utf8) == article.replacingOccurrences(of: "```output\nold\n", with: "```output\nnew\n"))
        options.update = false
        let again = try CheckAction(options: options).run(bookFolder: catalog, toolchain: try Toolchain.locate())
        #expect(again.verdicts.count == 1 && again.verdicts.allSatisfy { $0.status == .passed })
    }

    @Test func aPackageFolderNamesItsOneCatalog() throws {
        let root = NSTemporaryDirectory() + "bookgen-docc-package-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Sources/Shapes/Shapes.docc", withIntermediateDirectories: true)
        try Data("// swift-tools-version:5.9\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        guard case .success(let catalog)? = DocCCatalog.locate(root) else {
            Issue.record("no catalog found")
            return
        }
        #expect(catalog.folder == root + "/Sources/Shapes/Shapes.docc")
        #expect(catalog.package?.module == "Shapes")

        try FileManager.default.createDirectory(atPath: root + "/Sources/Lines/Lines.docc", withIntermediateDirectories: true)
        guard case .failure(let diagnostic)? = DocCCatalog.locate(root) else {
            Issue.record("two catalogs were not refused")
            return
        }
        #expect(diagnostic.id == "docc-several-catalogs")
        #expect(diagnostic.message.contains("(Sources/Lines/Lines.docc, Sources/Shapes/Shapes.docc)"))
        // A folder that is no package and no catalog is an ordinary book.
        #expect(DocCCatalog.locate(root + "/Sources").map { _ in true } == nil)
    }

    @Test func aSnippetHidesItsHiddenLinesAndShowsOneSlice() {
        let source = """
            import Shapes
            // snippet.hide
            let log = Log()
            // snippet.show
            // snippet.make
            let square = Square(side: 3)
            // snippet.end
            // snippet.print
                print(square.area)
            // snippet.end
            """
        #expect(DocCSnippet.visibleLines(source, slice: nil) == ["import Shapes", "let square = Square(side: 3)", "    print(square.area)"])
        #expect(DocCSnippet.visibleLines(source, slice: "print") == ["print(square.area)"])
        #expect(DocCSnippet.visibleLines(source, slice: "make") == ["let square = Square(side: 3)"])
    }
}
