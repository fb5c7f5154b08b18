import BookCore
@testable import BookPipeline
import BookEPUB
import BookSite
import Foundation
import Testing

/// Attack 5 of issue 9: nothing outside the book folder reaches the site through a symbolic link,
/// whether a linked file, an image, a linked folder, a chapter or a theme file.
struct ContainmentTests {
    typealias TemporaryBook = BuildTests.TemporaryBook

    /// A private file beside the book, outside its folder, that no page may carry.
    static let secret = "SECRET-\(UUID().uuidString)"

    func privateFiles(in book: TemporaryBook) throws -> String {
        let folder = book.root + "/private"
        try FileManager.default.createDirectory(atPath: folder + "/dir", withIntermediateDirectories: true)
        for name in ["notes.txt", "pic.png", "dir/file.txt", "page.mustache", "chapter.md"] {
            try Data("# \(Self.secret)\n".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        return folder
    }

    /// Every file the build wrote, as text.
    func everythingWritten(_ book: TemporaryBook) -> String {
        let files = FileManager.default.enumerator(atPath: book.output)?.allObjects as? [String] ?? []
        return files.compactMap { FileManager.default.contents(atPath: book.output + "/" + $0) }.map { String(decoding: $0, as: UTF8.self) }.joined()
    }

    @Test func symlinksLinkedFilesImagesAndFoldersOutsideTheBookAreRefused() throws {
        let book = try TemporaryBook(["one.md": "# One\n\nSee [notes](notes.txt), ![pic](pic.png) and [a file](linked/file.txt).\n"])
        defer { book.remove() }
        let outside = try privateFiles(in: book)
        try FileManager.default.createSymbolicLink(atPath: book.folder + "/notes.txt", withDestinationPath: outside + "/notes.txt")
        try FileManager.default.createSymbolicLink(atPath: book.folder + "/pic.png", withDestinationPath: outside + "/pic.png")
        try FileManager.default.createSymbolicLink(atPath: book.folder + "/linked", withDestinationPath: outside + "/dir")
        let result = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        #expect(result.outcome == .bookProblems)
        #expect(result.renderDiagnostics.map(\.headline) == [
            "\(book.folder)/one.md:3:5: error: 'notes.txt' leads outside the book folder, or to a hidden file in it, through a symbolic link; the site carries only files inside it, none hidden [link-outside-book]",
            "\(book.folder)/one.md:3:25: error: 'pic.png' leads outside the book folder, or to a hidden file in it, through a symbolic link; the site carries only files inside it, none hidden [link-outside-book]",
            "\(book.folder)/one.md:3:45: error: 'linked/file.txt' leads outside the book folder, or to a hidden file in it, through a symbolic link; the site carries only files inside it, none hidden [link-outside-book]",
        ])
        #expect(!everythingWritten(book).contains(Self.secret))
    }

    @Test func symlinksAChapterOrThemeFileOutsideTheBookIsRefused() throws {
        let book = try TemporaryBook(["one.md": "# One\n", "theme/bookgen.css": "body {}\n"])
        defer { book.remove() }
        let outside = try privateFiles(in: book)
        try FileManager.default.createSymbolicLink(atPath: book.folder + "/two.md", withDestinationPath: outside + "/chapter.md")
        let chapter = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        #expect(chapter.outcome == .bookProblems)
        #expect(chapter.book.diagnostics.map(\.id) == ["outside-book"])
        #expect(chapter.book.diagnostics.first?.file == book.folder + "/two.md")

        try FileManager.default.removeItem(atPath: book.folder + "/two.md")
        try FileManager.default.createSymbolicLink(atPath: book.folder + "/theme/page.mustache", withDestinationPath: outside + "/page.mustache")
        let theme = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        #expect(theme.outcome == .bookProblems)
        #expect(theme.renderDiagnostics.map(\.id) == ["outside-book"])
        #expect(theme.renderDiagnostics.first?.file == book.folder + "/theme/page.mustache")
        #expect(!everythingWritten(book).contains(Self.secret))

        // A link that stays inside the book is followed as before.
        try FileManager.default.removeItem(atPath: book.folder + "/theme/page.mustache")
        try FileManager.default.createSymbolicLink(atPath: book.folder + "/theme/bookgen.js", withDestinationPath: "../script.js")
        try Data("// the book's own script\n".utf8).write(to: URL(fileURLWithPath: book.folder + "/script.js"))
        let inside = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        #expect(inside.renderDiagnostics.isEmpty)
        #expect(try String(contentsOfFile: book.output + "/bookgen.js", encoding: .utf8) == "// the book's own script\n")
    }

    /// Issue 31, attack 1: the EPUB's style sheet and images are read through the same containment
    /// as every other file a renderer reads. The EPUB is compressed, so the test unpacks nothing:
    /// it asks the renderer itself, and the build, for what they made.
    @Test func theEPUBsStyleSheetOrImageLinkedOutsideTheBookIsRefused() throws {
        let book = try TemporaryBook(["one.md": "# One\n\n![pic](pic.png)\n", "pic.png": "PNG"])
        defer { book.remove() }
        let outside = try privateFiles(in: book)
        try FileManager.default.createDirectory(atPath: book.folder + "/theme", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: book.folder + "/theme/epub.css", withDestinationPath: outside + "/notes.txt")
        let styled = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        #expect(styled.outcome == .bookProblems)
        #expect(styled.renderDiagnostics.map(\.id) == ["outside-book"])
        #expect(styled.renderDiagnostics.first?.file == book.folder + "/theme/epub.css")
        #expect(!FileManager.default.fileExists(atPath: book.output))
        let prepared = try PreparedBook.prepare(folder: book.folder)
        #expect(EPUBRenderer(jobs: 1).render(prepared.unchecked()).files.isEmpty)

        // An image the chapter shows that leads outside is an error, and is not packed (the archive's
        // directory names its entries uncompressed).
        try FileManager.default.removeItem(atPath: book.folder + "/theme/epub.css")
        try FileManager.default.removeItem(atPath: book.folder + "/pic.png")
        try FileManager.default.createSymbolicLink(atPath: book.folder + "/pic.png", withDestinationPath: outside + "/pic.png")
        let rendering = EPUBRenderer(jobs: 1).render(try PreparedBook.prepare(folder: book.folder).unchecked())
        #expect(rendering.hasErrors)
        #expect(rendering.files.allSatisfy { !String(decoding: $0.contents, as: UTF8.self).contains("OEBPS/pic.png") })
    }

    /// Issue 31 (weak): `[x](.env)` published a hidden file.
    @Test func aLinkOrImageToAHiddenFileIsAnError() throws {
        let book = try TemporaryBook(["one.md": "# One\n\nSee [settings](.env) and ![x](.hidden/pic.png).\n",
                                      ".env": "TOKEN=\(Self.secret)\n", ".hidden/pic.png": "PNG"])
        defer { book.remove() }
        let result = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        #expect(result.outcome == .bookProblems)
        #expect(result.renderDiagnostics.map(\.id) == ["hidden-file", "hidden-file"])
        #expect(!FileManager.default.fileExists(atPath: book.output))
    }

    /// Issue 31 (weak): a hidden file book.toml names in `hidden-files` (or one below a hidden
    /// folder it names) is included and published; every other hidden file is still refused.
    @Test func aHiddenFileBookTomlNamesIsIncludedAndPublished() throws {
        let book = try TemporaryBook([
            "book.toml": "[book]\ntitle = \"H\"\nhidden-files = [\".well-known\", \"notes/.snippet.txt\"]\n",
            "one.md": "# One\n\n[Security](.well-known/security.txt), [env](.env)\n\n{{#include notes/.snippet.txt}}\n\n{{#include .git/config}}\n",
            ".well-known/security.txt": "Contact: mailto:a@example.com\n",
            "notes/.snippet.txt": "Included from a hidden file.\n",
            ".env": "TOKEN=\(Self.secret)\n", ".git/config": "[core]\n",
        ])
        defer { book.remove() }
        let refused = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        #expect(refused.book.diagnostics.map(\.id) == ["include-hidden"])
        try Data("# One\n\n[Security](.well-known/security.txt), [env](.env)\n".utf8).write(to: URL(fileURLWithPath: book.folder + "/one.md"))
        let linked = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        #expect(linked.renderDiagnostics.filter { $0.severity == .error }.map(\.id) == ["hidden-file"])

        try Data("# One\n\n[Security](.well-known/security.txt)\n\n{{#include notes/.snippet.txt}}\n".utf8)
            .write(to: URL(fileURLWithPath: book.folder + "/one.md"))
        let published = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        #expect(published.book.diagnostics.isEmpty)
        // The EPUB carries only images; a text file linked from a page is the site's alone.
        #expect(published.renderDiagnostics.map(\.id) == ["epub-unsupported-file"])
        #expect(FileManager.default.contents(atPath: book.output + "/.well-known/security.txt") == Data("Contact: mailto:a@example.com\n".utf8))
        let page = try String(contentsOfFile: book.output + "/one.html", encoding: .utf8)
        #expect(page.contains("Included from a hidden file."))
    }

    /// Issue 31, found by ContainmentFuzzTests: a link with an ordinary name to a hidden file of the
    /// book (`notes.txt -> .git/config`, where a CI checkout keeps its credentials) was followed by
    /// every reader: linked, shown, included, and as a chapter or a theme file. (`$BOOK` stands for
    /// the book's folder: a link's target written absolute.)
    @Test func aSymlinkToAHiddenFileOfTheBookIsRefusedWhateverReadsIt() throws {
        let attacks: [(files: [String: String], links: [String: String], ids: [String])] = [
            (["one.md": "# One\n\nSee [notes](notes.txt) and ![pic](pic.png).\n"], ["notes.txt": ".git/config", "pic.png": ".git/config"],
             ["link-outside-book", "link-outside-book"]),
            (["one.md": "# One\n\n{{#include notes.txt}}\n"], ["notes.txt": ".git/config"], ["include-missing"]),
            (["one.md": "# One\n\n{{#include notes.txt}}\n"], ["notes.txt": "$BOOK/.git/config"], ["include-missing"]),
            (["SUMMARY.md": "- [One](one.md)\n- [Two](two.md)\n", "one.md": "# One\n"], ["two.md": ".git/config"], ["outside-book"]),
            (["one.md": "# One\n"], ["theme/bookgen.css": "../.git/config"], ["outside-book"]),
            (["one.md": "# One\n"], ["shown": ".git"], []),
        ]
        for (files, links, ids) in attacks {
            let book = try TemporaryBook(files.merging([".git/config": "token = \(Self.secret)\n"]) { first, _ in first })
            defer { book.remove() }
            for (name, target) in links {
                try FileManager.default.createDirectory(atPath: ((book.folder + "/" + name) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(atPath: book.folder + "/" + name,
                                                           withDestinationPath: target.replacingOccurrences(of: "$BOOK", with: book.folder))
            }
            let result = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
            // A link to a hidden folder that nothing reads through is no error.
            #expect(result.outcome == (ids.isEmpty ? .published(files: 9, pages: 4) : .bookProblems), "\(links)")
            #expect((result.book.diagnostics + result.renderDiagnostics).map(\.id) == ids, "\(links)")
            let leaked = everythingWritten(book).contains(Self.secret)
            #expect(!leaked, "\(links)")
        }
    }

    /// Issue 31, found by ContainmentFuzzTests: `include=` and `[output.html]`'s files named hidden
    /// files outright (`include=".git/config"` at a repository's root) and published them.
    @Test func includeAndHTMLExtrasNeverNameAHiddenFile() throws {
        let book = try TemporaryBook([
            "one.md": "# One\n\n```swift include=\"book/.git/config\"\n```\n",
            ".git/config": "token = \(Self.secret)\n",
        ])
        defer { book.remove() }
        var options = book.options(skipCheck: true)
        options.check.packageRoot = book.root
        let included = try BuildAction(options: options).run(bookFolder: book.folder, toolchain: nil)
        #expect(included.outcome == .bookProblems)
        #expect(included.book.diagnostics.map(\.headline) == [
            "\(book.folder)/one.md:3:1: error: included file 'book/.git/config' is hidden (a name that starts with a dot), which is never included [include-hidden]",
        ])

        try Data("# One\n".utf8).write(to: URL(fileURLWithPath: book.folder + "/one.md"))
        try Data("[output.html]\nadditional-css = [\".git/config\"]\n".utf8).write(to: URL(fileURLWithPath: book.folder + "/book.toml"))
        let extra = try BuildAction(options: options).run(bookFolder: book.folder, toolchain: nil)
        #expect(extra.outcome == .bookProblems)
        #expect(extra.renderDiagnostics.map(\.id) == ["missing-extra-file"])
        #expect(!FileManager.default.fileExists(atPath: book.output))
    }

    /// Issue 31, found by ContainmentFuzzTests: paths were compared as `String`s, whose `==` and
    /// `hasPrefix` take `é` for `e` and a combining acute, and whose `Character`s join a `/` to the
    /// combining mark after it. A folder beside the book named as the book in NFD passed for the
    /// book; a path into a folder and back past such a `/` kept its `..` in the site and the EPUB;
    /// a file in a subfolder of the site, named so, was written to a folder never made; a chapter
    /// named so had its links and includes taken from the folder above its own.
    @Test func pathsAreComparedAsBytesNotAsCharacters() throws {
        let book = try TemporaryBook([:])
        defer { book.remove() }
        let folder = book.root + "/book-\u{E9}"
        // Not through `NSString`'s path functions, which split at `Character`s too.
        for sub in ["sub", "img"] { try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true) }
        for (name, text) in ["one.md": "# One\n\nSee [notes](notes.txt).\n", "img/\u{301}mark.png": "PNG"] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        try FileManager.default.createDirectory(atPath: book.root + "/book-e\u{301}", withIntermediateDirectories: true)
        try Data("# \(Self.secret)\n".utf8).write(to: URL(fileURLWithPath: book.root + "/book-e\u{301}/notes.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/notes.txt", withDestinationPath: "../book-e\u{301}/notes.txt")
        let refused = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: folder, toolchain: nil)
        #expect(refused.renderDiagnostics.map(\.headline) == [
            "\(folder)/one.md:3:5: error: 'notes.txt' leads outside the book folder, or to a hidden file in it, through a symbolic link; the site carries only files inside it, none hidden [link-outside-book]",
        ])
        #expect(!FileManager.default.fileExists(atPath: book.output))

        // An image into a folder and back is published at its place, which the marker lists as written.
        try Data("# One\n\n![mark](<sub/../img/\u{301}mark.png>)\n".utf8).write(to: URL(fileURLWithPath: folder + "/one.md"))
        try Data("- [One](one.md)\n- [Two](<sub/\u{301}two.md>)\n".utf8).write(to: URL(fileURLWithPath: folder + "/SUMMARY.md"))
        try Data("kept\n".utf8).write(to: URL(fileURLWithPath: folder + "/sub/keep.txt"))
        try Data("# Two\n\n{{#include keep.txt}}\n\nBack to [one](../one.md).\n".utf8).write(to: URL(fileURLWithPath: folder + "/sub/\u{301}two.md"))
        let published = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: folder, toolchain: nil)
        #expect(published.outcome == .published(files: 11, pages: 5), "\(published.book.diagnostics + published.renderDiagnostics)")
        #expect(FileManager.default.fileExists(atPath: book.output + "/img/\u{301}mark.png"))
        #expect(OutputWriter.foreignFiles(in: book.output) == [])
    }

    /// Issue 31, found through ContainmentFuzzTests: `{{#include}}` checked the real path of the
    /// path as written, but read the file at `NSString.standardizingPath`'s version of it, which
    /// splits at `Character`s. In a folder whose name starts with a joiner (one `Character` with
    /// the `/` before it), `a/\u{200D}/../notes.txt` was checked as `a/notes.txt` and read as
    /// `notes.txt`, a link to a file outside the book.
    @Test func anIncludeReadsTheFileItChecked() throws {
        let book = try TemporaryBook([
            "SUMMARY.md": "- [Two](<a/\u{200D}/two.md>)\n",
            "a/\u{200D}/two.md": "# Two\n\n{{#include ../notes.txt}}\n",
            "a/notes.txt": "kept\n",
        ])
        defer { book.remove() }
        _ = try privateFiles(in: book)
        // Relative: `standardizingPath` resolves a link with an absolute target, which hid the hole.
        try FileManager.default.createSymbolicLink(atPath: book.folder + "/notes.txt", withDestinationPath: "../private/notes.txt")
        let result = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        #expect(result.outcome == .published(files: 9, pages: 4), "\(result.book.diagnostics + result.renderDiagnostics)")
        let page = try String(contentsOfFile: book.output + "/a/\u{200D}/two.html", encoding: .utf8)
        #expect(page.contains("kept"))
        let leaked = everythingWritten(book).contains(Self.secret)
        #expect(!leaked)
    }

    /// Found by ContainmentFuzzTests: a SUMMARY.md linked out of the book was "no book folder"; it
    /// is a problem at SUMMARY.md, and nothing is read through it.
    @Test func aSummaryLinkedOutOfTheBookIsAnErrorAtIt() throws {
        let book = try TemporaryBook(["one.md": "# One\n"])
        defer { book.remove() }
        let outside = book.root + "/outside-summary.md"
        try Data("# \(Self.secret)\n\n- [One](one.md)\n".utf8).write(to: URL(fileURLWithPath: outside))
        try FileManager.default.createSymbolicLink(atPath: book.folder + "/SUMMARY.md", withDestinationPath: outside)
        let result = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        #expect(result.outcome == .bookProblems)
        #expect(result.book.diagnostics.map(\.id) == ["outside-book"])
        #expect(result.book.diagnostics.first?.file == book.folder + "/SUMMARY.md")
        #expect(!FileManager.default.fileExists(atPath: book.output))
    }
}
