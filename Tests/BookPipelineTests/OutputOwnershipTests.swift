import BookCore
import Foundation
import Testing
@testable import BookPipeline

/// Issue 31, attack 4: a build replaces its output folder whole, so it must never be the book's
/// sources, and a marker file a contributor can commit proves nothing by itself.
@Suite struct OutputOwnershipTests {
    typealias TemporaryBook = BuildTests.TemporaryBook

    @Test func aBuildFolderThatIsTheChaptersFolderIsRefusedAndTheChaptersStay() throws {
        let book = try TemporaryBook([
            "book.toml": "[book]\ntitle = \"Trap\"\nsrc = \"src\"\n\n[build]\nbuild-dir = \"src\"\n",
            "src/SUMMARY.md": "- [One](one.md)\n",
            "src/one.md": BuildTests.passing,
            // Committed by a contributor: bookgen's marker, listing the chapters as if it wrote them.
            "src/.bookgen-site": OutputWriter.markerText + OutputWriter.markerListHeader + "SUMMARY.md\none.md\n",
        ])
        defer { book.remove() }
        var options = book.options(skipCheck: true)
        options.output = nil
        #expect { try BuildAction(options: options).run(bookFolder: book.folder, toolchain: nil) } throws: { error in
            guard let error = error as? SetupError else { return false }
            return error.kind == .usage && error.message.contains("must not be the book's folder or hold its sources")
        }
        #expect(try String(contentsOfFile: book.folder + "/src/one.md", encoding: .utf8) == BuildTests.passing)

        // Nor a folder that holds the book, given on the command line.
        options.output = book.root
        #expect { try BuildAction(options: options).run(bookFolder: book.folder, toolchain: nil) } throws: { ($0 as? SetupError)?.kind == .usage }
    }

    @Test func aMarkerDoesNotMakeBookgenDeleteFilesItDidNotWrite() throws {
        let book = try TemporaryBook(["one.md": BuildTests.passing])
        defer { book.remove() }
        let options = book.options(skipCheck: true)
        guard case .published = try BuildAction(options: options).run(bookFolder: book.folder, toolchain: nil).outcome else {
            Issue.record("the first build did not publish")
            return
        }
        // The marker lists what the build wrote; a rebuild replaces exactly that.
        let marker = try String(contentsOfFile: book.output + "/" + OutputWriter.markerName, encoding: .utf8)
        #expect(marker.contains(OutputWriter.markerListHeader + "404.html\n"))
        guard case .published = try BuildAction(options: options).run(bookFolder: book.folder, toolchain: nil).outcome else {
            Issue.record("a rebuild did not publish")
            return
        }

        // A file the author put there meanwhile is theirs: the build refuses, and it stays.
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: book.output + "/notes.txt"))
        #expect { try BuildAction(options: options).run(bookFolder: book.folder, toolchain: nil) } throws: { error in
            (error as? SetupError)?.message.contains("'notes.txt'") == true
        }
        #expect(FileManager.default.fileExists(atPath: book.output + "/notes.txt"))

        // A marker without a list (written by hand, or by an earlier bookgen) vouches for nothing.
        try FileManager.default.removeItem(atPath: book.output + "/notes.txt")
        try Data(OutputWriter.markerText.utf8).write(to: URL(fileURLWithPath: book.output + "/" + OutputWriter.markerName))
        #expect { try BuildAction(options: options).run(bookFolder: book.folder, toolchain: nil) } throws: { ($0 as? SetupError) != nil }
        var forced = options
        forced.force = true
        guard case .published = try BuildAction(options: forced).run(bookFolder: book.folder, toolchain: nil).outcome else {
            Issue.record("--force did not publish")
            return
        }
    }

    /// Issue 31, found by ContainmentFuzzTests: a redirect (or a linked file) whose name holds a line
    /// break was written, and listed in the marker as other names: the next build refused the site
    /// as not its own, and a name such as `notes.txt` would have claimed the author's file.
    @Test func aFileNameWithALineBreakIsRefusedAndTheMarkerStaysTrue() throws {
        let book = try TemporaryBook([
            "one.md": "# One\n",
            "book.toml": "[output.html.redirect]\n\"/notes.txt\\nold.html\" = \"one.html\"\n",
        ])
        defer { book.remove() }
        #expect { try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil) } throws: { error in
            (error as? SetupError)?.message.contains("\"notes.txt\\nold.html\": a file name with a line break cannot be listed in .bookgen-site") == true
        }
        #expect(!FileManager.default.fileExists(atPath: book.output))
        // Nor is a staging folder left beside it.
        let left = try FileManager.default.contentsOfDirectory(atPath: book.root)
        #expect(left == ["book"])
    }
}
