import BookCore
import Foundation
import BookPipeline
import Testing
@testable import BookHTML
@testable import BookSite

@Suite struct SiteOutputTests {
    static let files = [
        "SUMMARY.md": "# The Book\n\n- [One](one.md)\n\n## Part\n\n- [Two](two.md)\n",
        "one.md": "# One\n\nGo to [two](two.md#details).\n\n```swift\nexample(of: \"x\") {\n  print(1)\n}\n```\n",
        "two.md": "# Two\n\n## Details\n\nSome searchable prose about replay buffers.\n\n## Details\n",
    ]

    private func contents(of folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory)
            if exists, !isDirectory.boolValue { result[path] = FileManager.default.contents(atPath: folder + "/" + path) }
        }
        return result
    }

    @Test func buildingTwiceGivesByteIdenticalSites() throws {
        let book = try FixtureBook(Self.files)
        defer { book.remove() }
        try OutputWriter(output: book.root + "/first").write(try book.render().files)
        try OutputWriter(output: book.root + "/second").write(try book.render().files)
        let first = try contents(of: book.root + "/first")
        #expect(first == (try contents(of: book.root + "/second")))
        #expect(Set(first.keys) == [".bookgen-site", "index.html", "404.html", "one.html", "two.html", "print.html", "toc.js", "searchindex.js", "bookgen.css", "bookgen.js"])
    }

    @Test func aFailedWriteLeavesThePreviousSiteUntouched() throws {
        let book = try FixtureBook(Self.files)
        defer { book.remove() }
        let output = book.root + "/site"
        try OutputWriter(output: output).write(try book.render().files)
        let before = try contents(of: output)
        // "a" as a file and as a folder: the second write cannot succeed.
        let broken = [OutputFile(path: "a", contents: [1]), OutputFile(path: "a/b", contents: [2])]
        #expect(throws: OutputWriter.WriteError.self) { try OutputWriter(output: output).write(broken) }
        #expect(try contents(of: output) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: book.root).filter { $0.hasPrefix("site.") }
        #expect(leftovers.isEmpty)
    }

    @Test func aBookWithBrokenLinksRendersDiagnosticsNotFiles() throws {
        var files = Self.files
        files["one.md"] = "# One\n\n[missing](three.md)\n"
        let book = try FixtureBook(files)
        defer { book.remove() }
        let site = try book.render()
        #expect(site.hasErrors)
        #expect(site.diagnostics.map(\.id) == ["broken-link"])
    }

    @Test func refusesAFolderItDidNotCreate() throws {
        let book = try FixtureBook(Self.files)
        defer { book.remove() }
        let output = book.root + "/mine"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: output + "/notes.txt"))
        let files = try book.render().files
        #expect { try OutputWriter(output: output).write(files) } throws: { ($0 as? OutputWriter.WriteError)?.isRefusal == true }
        #expect(FileManager.default.contents(atPath: output + "/notes.txt") == Data("keep me".utf8))
        try OutputWriter(output: output, force: true).write(files)
        #expect(FileManager.default.fileExists(atPath: output + "/" + OutputWriter.markerName))
        // Now it is bookgen's folder: no --force needed any more.
        try OutputWriter(output: output).write(files)
    }

    @Test func writesIntoAnEmptyFolder() throws {
        let book = try FixtureBook(Self.files)
        defer { book.remove() }
        let output = book.root + "/empty"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try OutputWriter(output: output).write(try book.render().files)
        #expect(FileManager.default.fileExists(atPath: output + "/index.html"))
    }

    @Test func thePrintPageOpensWithTheContentsLinkedToEachChapterAndSection() throws {
        let book = try FixtureBook(Self.files)
        defer { book.remove() }
        let page = try book.page("print.html")
        let toc = try #require(page.components(separatedBy: "<nav class=\"bg-print-toc\"").dropFirst().first?.components(separatedBy: "</nav>").first)
        #expect(toc.contains("<li><a href=\"#one\">One</a></li>"))
        #expect(toc.contains("<li><a href=\"#two\">Two</a>\n<ol>\n<li><a href=\"#two:details\">Details</a></li>\n<li><a href=\"#two:details-1\">Details</a></li>\n</ol>"))
        #expect(page.contains("<section class=\"bg-chapter\" id=\"two\">"))
        #expect(page.contains("id=\"two:details-1\""))
    }

    @Test func sidebarIsSharedAndPagesLinkInOrder() throws {
        let book = try FixtureBook(Self.files)
        defer { book.remove() }
        let site = try book.render()
        let text = { (path: String) in String(decoding: site.files.first { $0.path == path }!.contents, as: UTF8.self) }
        #expect(text("toc.js").contains("bg-toc-part\\\">Part"))
        #expect(!text("one.html").contains("bg-toc-part"))
        #expect(text("one.html").contains("<a class=\"bg-prev\" href=\"index.html\" rel=\"prev\">"))
        #expect(text("one.html").contains("<a class=\"bg-next\" href=\"two.html\" rel=\"next\">"))
        #expect(text("two.html").contains("<a href=\"#details-1\">Details</a>"))
        #expect(text("index.html").contains("<h3 class=\"bg-index-part\">Part</h3>"))
    }

    /// Issue 31 (weak): a chapter named `404.md` was overwritten by the generated 404 page.
    @Test func aChapterNamed404KeepsItsOwnPage() throws {
        let book = try FixtureBook(["404.md": "# Lost and found\n\nA chapter of its own.\n"])
        defer { book.remove() }
        let site = try book.render()
        let text = { (path: String) in site.files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) } ?? "" }
        #expect(text("404-chapter.html").contains("A chapter of its own."))
        #expect(!text("404.html").contains("A chapter of its own."))
        #expect(site.files.filter { $0.path == "404.html" }.count == 1)
    }

    @Test func searchIndexIsAScriptHoldingEachSection() throws {
        let book = try FixtureBook(Self.files)
        defer { book.remove() }
        let script = String(decoding: try book.render().files.first { $0.path == "searchindex.js" }!.contents, as: UTF8.self)
        let prefix = "window.bookgenSearch="
        #expect(script.hasPrefix(prefix))
        let json = String(script.dropFirst(prefix.count).dropLast(2))
        let index = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let docs = try #require(index["docs"] as? [[Any]])
        #expect(docs.contains { ($0[1] as? String) == "details" && ($0[3] as? String) == "Some searchable prose about replay buffers." })
        #expect(!script.contains("print(1)"))
    }

    /// The print page is the template's two sides around the book when the template shows the
    /// content once, unescaped; any other template gets exactly what Mustache makes of it.
    @Test(arguments: ["[{{content}}]", "[{{{content}}}|{{{content}}}]", "[{{{content}}}]"])
    func printPageFollowsAnyTemplate(template: String) throws {
        var files = Self.files
        files["theme/page.mustache"] = template
        let book = try FixtureBook(files)
        defer { book.remove() }
        let checked = try book.checkedBook()
        let print = String(decoding: SiteRenderer().render(checked).files.first { $0.path == "print.html" }!.contents, as: UTF8.self)
        let inner = print.dropFirst().dropLast()
        let content = template.contains("|") ? String(inner.prefix((inner.count - 1) / 2)) : String(inner)
        #expect(print == template.replacingOccurrences(of: "{{{content}}}", with: content).replacingOccurrences(of: "{{content}}", with: content))
        if template.contains("{{{") {
            #expect(content.hasPrefix("<h1 id=\"top\">The Book</h1>"))
        } else {
            #expect(content.hasPrefix("&lt;h1 id="))
        }
        #expect(content.contains("<section class=\"bg-chapter\"") != content.contains("&lt;section"))
    }

    @Test func aThemeFolderOverridesTheBuiltInFiles() throws {
        var files = Self.files
        files["theme/bookgen.css"] = "body { color: red }\n"
        files["theme/page.mustache"] = "<!DOCTYPE html><title>{{pageTitle}}</title>{{{content}}}\n"
        let book = try FixtureBook(files)
        defer { book.remove() }
        let site = SiteRenderer().render(try book.checkedBook())
        #expect(site.files.first { $0.path == "bookgen.css" }?.contents == Array("body { color: red }\n".utf8))
        #expect(String(decoding: site.files.first { $0.path == "two.html" }!.contents, as: UTF8.self).hasPrefix("<!DOCTYPE html><title>Two · The Book</title>"))
        #expect(site.files.first { $0.path == "bookgen.js" }?.contents == Array(Theme.builtIn.script.utf8))
    }
}
