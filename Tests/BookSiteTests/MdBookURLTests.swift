import BookCore
import Foundation
import Testing
@testable import BookHTML
@testable import BookSite

/// Issue 30, item 1: an mdBook book's pages are where mdBook 0.5 writes them, every spelling of a
/// link to a chapter finds its page, every relative link of every page leads to a written file, and
/// book.toml's redirects are placed as mdBook places them.
struct MdBookURLTests {
    static let manifest = """
        [book]
        title = "Nested"

        [output.html.redirect]
        "/format/config.html" = "configuration/index.html"
        "/cli/build.html#old-flags" = "index.html#commands"
        "/old/start.html" = "https://example.com/start"
        "/gone.html" = "nowhere.html"
        """

    static let files = [
        "book.toml": manifest,
        "src/SUMMARY.md": """
            # Summary

            [Introduction](README.md)

            - [Commands](cli/README.md)
              - [Build](cli/build.md)
            - [Configuration](format/configuration/README.md)
              - [General](format/configuration/general.md)

            """,
        "src/README.md": "# Introduction\n\nSee [the commands](cli/) and [building](cli/build.md#flags).\n\n![a picture](images/dot.svg)\n",
        "src/cli/README.md": """
            # Commands

            Spellings: [a](build.md), [b](build.html), [c](./build.html#flags), [d](../cli/index.html),
            [e](../format/configuration/), [f](../format/configuration/README.md), [g](../format/configuration/index.md#general-keys),
            [h](../format/configuration), [i](../index.html), [j](../README.md), [k](#commands).

            """,
        "src/cli/build.md": "# Build\n\n## Flags\n\nBack to [the commands](index.html) and [the start](../README.md).\n\n![picture](../images/dot.svg)\n",
        "src/format/configuration/README.md": "# Configuration\n\n## General keys\n\nSee [general](general.md) and [a broken one](missing/).\n",
        "src/format/configuration/general.md": "# General\n\nBack [up](../../cli/build.md#flags).\n",
        "src/404.md": "# Lost\n\nThis is not the page you wanted.\n",
        "src/images/dot.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
    ]

    static func render(_ files: [String: String] = files) throws -> (files: [String: [UInt8]], diagnostics: [Diagnostic]) {
        let book = try FixtureBook(files)
        defer { book.remove() }
        let rendering = try book.render()
        return (Dictionary(rendering.files.map { ($0.path, $0.contents) }) { first, _ in first }, rendering.diagnostics)
    }

    @Test func pagesAreWhereMdBookWritesThem() throws {
        let site = try Self.render().files
        for page in ["index.html", "cli/index.html", "cli/build.html", "format/configuration/index.html", "format/configuration/general.html",
                     "toc.html", "print.html", "404.html", "format/config.html", "old/start.html"] {
            #expect(site[page] != nil, "\(page) is written")
        }
        #expect(site["README.html"] == nil && site["cli-build.html"] == nil && site["gone.html"] == nil)
        #expect(site["images/dot.svg"] != nil)
    }

    @Test func everySpellingOfALinkFindsThePage() throws {
        let site = try Self.render().files
        let commands = article(String(decoding: try #require(site["cli/index.html"]), as: UTF8.self))
        for href in ["build.html", "build.html", "build.html#flags", "index.html", "../format/configuration/index.html",
                     "../format/configuration/index.html", "../format/configuration/index.html#general-keys",
                     "../format/configuration/index.html", "../index.html", "../index.html", "#commands"] {
            #expect(commands.contains("<a href=\"\(href)\">"), "\(href)")
        }
        let intro = article(String(decoding: try #require(site["index.html"]), as: UTF8.self))
        #expect(intro.contains("<a href=\"cli/index.html\">the commands</a>") && intro.contains("<a href=\"cli/build.html#flags\">building</a>"))
    }

    @Test func aBrokenLinkAndARedirectToNothingAreErrorsAtTheirPlaces() throws {
        let diagnostics = try Self.render().diagnostics
        let places = diagnostics.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column) \($0.id)" }
        #expect(places == ["book.toml:8:1 broken-redirect", "README.md:5:31 broken-link"])
    }

    @Test func redirectsAreWrittenAsMdBookWritesThem() throws {
        let site = try Self.render().files
        let config = String(decoding: try #require(site["format/config.html"]), as: UTF8.self)
        #expect(config.contains("<meta http-equiv=\"refresh\" content=\"0; url=configuration/index.html\">"))
        // A fragment of a page that exists: a script on that page follows it.
        let build = String(decoding: try #require(site["cli/build.html"]), as: UTF8.self)
        #expect(build.contains("({\"#old-flags\":\"index.html#commands\"})[window.location.hash]"))
        #expect(!String(decoding: try #require(site["cli/index.html"]), as: UTF8.self).contains("window.location.hash]"))
    }

    @Test func everyRelativeLinkOfEveryPageLeadsToAWrittenFile() throws {
        var files = Self.files
        files["src/format/configuration/README.md"] = "# Configuration\n\n## General keys\n\nSee [general](general.md).\n"
        files["book.toml"] = Self.manifest.replacingOccurrences(of: "\"/gone.html\" = \"nowhere.html\"", with: "")
        let (site, diagnostics) = try Self.render(files)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let written = Set(site.keys)
        var checked = 0
        for (path, bytes) in site where path.hasSuffix(".html") {
            let html = String(decoding: bytes, as: UTF8.self)
            if html.contains("<base href") { continue }
            let directory = BookPath.directory(of: path)
            for match in html.matches(of: /\s(?:href|src)="([^"#?]*)[^"]*"/) {
                let link = String(match.output.1)
                if link.isEmpty || link.contains(":") { continue }
                let target = try #require(BookPath.normalized(directory.isEmpty ? link : directory + "/" + link), "\(path): \(link)")
                #expect(written.contains(target), "\(path) links to \(link), which is not written")
                checked += 1
            }
        }
        #expect(checked > 50)
        // The nested page reaches the site's files from its folder, and tells the script the way up.
        let general = String(decoding: try #require(site["format/configuration/general.html"]), as: UTF8.self)
        #expect(general.contains("<link rel=\"stylesheet\" href=\"../../bookgen.css\">") && general.contains("data-root=\"../../\""))
        #expect(general.contains("<a href=\"../../toc.html\">Table of contents</a>"))
    }

    @Test func the404ChapterIsNotUnlisted() throws {
        let diagnostics = try Self.render().diagnostics
        #expect(!diagnostics.contains { $0.id == "unlisted-chapter" })
    }

    @Test func aFlatBookKeepsItsPageNames() throws {
        let book = try FixtureBook([
            "SUMMARY.md": "- [One](01-one.md)\n- [Two](02-two.md)\n",
            "01-one.md": "# One\n\nOn to [two](02-two.md#more).\n",
            "02-two.md": "# Two\n\n## More\n",
        ])
        defer { book.remove() }
        let rendering = try book.render()
        #expect(rendering.diagnostics.isEmpty)
        #expect(Set(rendering.files.map(\.path)) == ["index.html", "01-one.html", "02-two.html", "print.html", "404.html", "toc.js",
                                                     "searchindex.js", "bookgen.css", "bookgen.js"])
        let one = String(decoding: try #require(rendering.files.first { $0.path == "01-one.html" }).contents, as: UTF8.self)
        #expect(one.contains("<a href=\"02-two.html#more\">two</a>") && one.contains("<div id=\"bg-toc\" data-current=\"01-one.html\"><p>"))
        #expect(one.contains("<a class=\"bg-prev\" href=\"index.html\" rel=\"prev\">"))
    }
}
