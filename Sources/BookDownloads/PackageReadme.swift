import BookCore

/// The package's README: what it is, how to run it, and what it prints.
enum PackageReadme {
    static func text(for download: ChapterDownload, bookTitle: String) -> String {
        let program = ReaderProgram(chapter: download.chapter, environment: download.environment)
        let names = download.examples.map { "- \($0.name)" }.joined(separator: "\n")
        return """
            # \(download.chapter.chapter.title)

            The examples of this chapter of *\(bookTitle)*, as a Swift package that depends on \
            \(program.libraryName). `Sources/\(download.packageName)/main.swift` holds them in the \
            chapter's order, with the declarations they share and the small helper that starts each \
            example, so it runs as it is:

            ```sh
            swift run
            ```

            The first run fetches and builds the package's dependencies. In Xcode, open `Package.swift` \
            and run the `\(download.packageName)` scheme.

            The examples, in order:

            \(names)

            What `swift run` prints (the same as the chapter's output blocks show, checked when the \
            book was built)\(download.outputVaries ? variesNote : ":")

            ```text
            \(download.expectedText.hasSuffix("\n") ? String(download.expectedText.dropLast()) : download.expectedText)
            ```

            """
    }

    static let variesNote = """
        . A line of `...` stands for lines that vary from run to run or from machine to machine (such \
        as a debug build's warning), and `...` inside a line for text that does (such as an address):
        """
}
