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
            book was built):

            ```text
            \(download.expectedOutput.hasSuffix("\n") ? String(download.expectedOutput.dropLast()) : download.expectedOutput)
            ```

            """
    }
}
