import BookCore
import BookPipeline
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
            "\(book.folder)/one.md:3:5: error: 'notes.txt' leads outside the book folder through a symbolic link; the site carries only files inside it [link-outside-book]",
            "\(book.folder)/one.md:3:25: error: 'pic.png' leads outside the book folder through a symbolic link; the site carries only files inside it [link-outside-book]",
            "\(book.folder)/one.md:3:45: error: 'linked/file.txt' leads outside the book folder through a symbolic link; the site carries only files inside it [link-outside-book]",
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
}
