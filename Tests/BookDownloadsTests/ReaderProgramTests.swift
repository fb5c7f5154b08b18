@testable import BookCore
import BookDownloads
import Foundation
import Testing

/// A book in a fresh temporary folder, read and given its roles, nothing run.
func preparedBook(_ files: [String: String]) throws -> CheckedBook {
    let root = NSTemporaryDirectory() + "bookdownloads-\(UUID().uuidString)"
    for (name, text) in files {
        let path = root + "/book/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
    var options = CheckOptions()
    options.packageRoot = root
    options.useCache = false
    return try PreparedBook.prepare(folder: root + "/book", options: options).unchecked()
}

private let manifest = """
    [book]
    title = "Fixture"
    environments = ["local", "reader"]
    download = "reader"

    [environment.local]
    package = "../missing"
    products = ["RxSwift"]
    version = "6.10.2"
    optional = true

    [environment.reader]
    package = "../missing-too"
    products = ["RxSwift", "RxRelay", "RxCocoa"]
    imports = ["RxSwift"]
    version = "6.10.2"
    download-url = "https://github.com/ReactiveX/RxSwift.git"
    optional = true

    [environment.combine]
    url = "https://github.com/OpenCombine/OpenCombine"
    version = "0.14.0"
    products = ["OpenCombine"]
    imports = []
    aliases = { Combine = "OpenCombine" }

    [chapter."02-combine.md"]
    environments = ["combine"]
    """

private let chapterOne = """
    # One

    ```swift
    # struct Hidden { let value = 1 }
    ```

    ```swift
    example(of: "first") {
      print("a")
      # let hidden = Hidden()
      print(hidden.value)
    ```

    ```output
    --- Example of: first ---
    a
    1
    ```

    ```swift
      print("b")
    ```

    ```output
    b
    ```

    ```swift insert-after='print("a")'
      print("inserted")
    ```

    ```output all
    --- Example of: first ---
    a
    inserted
    1
    b
    ```
    """

private let chapterTwo = """
    # Two

    ```swift
    import Combine
    ```

    ```swift
    example(of: "subject") {
      let subject = PassthroughSubject<Int, Never>()
      _ = subject.sink { print($0) }
      subject.send(1)
    }
    ```

    ```output
    --- Example of: subject ---
    1
    ```
    """

@Suite struct ReaderProgramTests {
    let book: CheckedBook

    init() throws {
        book = try preparedBook(["book.toml": manifest, "SUMMARY.md": "- [One](01-one.md)\n- [Two](02-combine.md)\n",
                                 "01-one.md": chapterOne, "02-combine.md": chapterTwo])
        #expect(book.diagnostics.isEmpty, "\(book.diagnostics)")
    }

    func program(chapter: Int) throws -> ReaderProgram {
        let checked = book.chapters[chapter]
        let environment = try #require(ReaderProgram.environment(forChapter: checked.chapter.fileName, in: book.book.manifest))
        return ReaderProgram(chapter: checked, environment: environment)
    }

    @Test func aBlockGetsTheCodeUpToItWithHiddenLinesShownAsCode() throws {
        let program = try program(chapter: 0)
        #expect(program.environment.name == "reader")
        let example = try #require(book.chapters[0].snippets.examples.first)
        // The first block (lines 7-12): the call, opened; its program closes it.
        let first = program.text(upTo: 7...12, of: example)
        #expect(first.hasPrefix("import RxSwift\n\nimport CoreFoundation\nimport Foundation\n"))
        #expect(first.contains("\nstruct Hidden { let value = 1 }\n"))
        #expect(first.hasSuffix("""
            example(of: "first") {
              print("a")
              let hidden = Hidden()
              print(hidden.value)
            }

            """))
        #expect(!first.contains("print(\"b\")"))
        // The inserted block belongs to the second version, which holds every block up to it.
        let inserted = program.text(upTo: 28...30, of: example)
        #expect(inserted.hasSuffix("""
              print("a")
              print("inserted")
              let hidden = Hidden()
              print(hidden.value)
              print("b")
            }

            """))
    }

    @Test func anAliasedModuleIsImportedUnderAPlatformCondition() throws {
        let program = try program(chapter: 1)
        #expect(program.environment.name == "combine")
        let text = program.text(running: book.chapters[1].snippets.examples)
        #expect(text.hasPrefix("import CoreFoundation\n"))
        #expect(text.contains("#if canImport(Combine)\nimport Combine\n#else\nimport OpenCombine\n#endif\n"))
    }

    @Test func thePackageNamesTheProductsItsProgramImportsByTheirPublicURL() throws {
        let downloads = ChapterDownload.all(in: book)
        #expect(downloads.map(\.archivePath) == ["downloads/01-one.zip", "downloads/02-combine.zip"])
        #expect(downloads.map(\.packageName) == ["Chapter01One", "Chapter02Combine"])
        let files = DownloadsRenderer.entries(of: downloads[0], book: book)
        #expect(files.map(\.path) == ["01-one/Package.swift", "01-one/README.md", "01-one/Sources/Chapter01One/main.swift"])
        let manifest = String(decoding: files[0].contents, as: UTF8.self)
        #expect(manifest.contains(#".package(url: "https://github.com/ReactiveX/RxSwift.git", exact: "6.10.2")"#))
        #expect(manifest.contains(#".product(name: "RxSwift", package: "RxSwift")"#))
        #expect(!manifest.contains("RxCocoa"), "the chapter never imports RxCocoa")
        let combine = String(decoding: DownloadsRenderer.entries(of: downloads[1], book: book)[0].contents, as: UTF8.self)
        #expect(combine.contains(#".product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd]))"#))
    }

    @Test func archivesAreTheSameBytesOnEveryBuild() throws {
        let first = DownloadsRenderer().render(book)
        let again = DownloadsRenderer().render(try preparedBook(["book.toml": manifest, "SUMMARY.md": "- [One](01-one.md)\n- [Two](02-combine.md)\n",
                                                                 "01-one.md": chapterOne, "02-combine.md": chapterTwo]))
        #expect(first.files.count == 2)
        #expect(first.files == again.files)
    }

    @Test func aBookWithNoPackageAReaderCanFetchHasNoDownloads() throws {
        let plain = try preparedBook(["SUMMARY.md": "- [One](01-one.md)\n", "01-one.md": chapterOne])
        #expect(ChapterDownload.all(in: plain).isEmpty)
        #expect(DownloadsRenderer().render(plain).files.isEmpty)
    }
}

@Test(arguments: ["", "\n", "one", "one\ntwo", "one\n\ntwo\n", "a\r\nb\nc\r\n", "\r\n\n", "é\nñ\u{301}\n\u{301}x", "tab\t\n  indented"])
func aProgramsLinesAreTheCharactersSplitAtEachLineBreak(text: String) {
    #expect(ReaderProgram.lines(of: text) == text.split(separator: "\n", omittingEmptySubsequences: false))
}
