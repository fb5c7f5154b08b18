/// The package a reader downloads for one chapter: which examples it runs, in which environment,
/// what they print, and where the site puts it. `BookDownloads` writes its files; the site links it.
package struct ChapterDownload: Sendable {
    /// The folder of the site that holds every chapter's archive.
    package static let folder = "downloads"

    package var chapter: PreparedChapter
    /// The environment whose libraries the package depends on.
    package var environment: EnvironmentSpec
    /// The examples `main.swift` runs, in page order: every one that runs to the end (not
    /// `compile-only`, no version marked `crash`).
    package var examples: [Example]
    /// What the package prints, in stretches: each example's last version as the check ran it, in
    /// order, with the page's pattern where an `ellipsis` block covers text that varies.
    package var expectedOutput: [PrintedStretch]

    /// A stretch of what the package prints: as printed, or an `ellipsis` block's pattern.
    package struct PrintedStretch: Hashable, Sendable {
        package var text: String
        package var varies: Bool
    }

    /// The expected output as the README shows it.
    package var expectedText: String { expectedOutput.map(\.text).joined() }

    /// Whether some of the expected output is a pattern (`...` standing for what varies).
    package var outputVaries: Bool { expectedOutput.contains(where: \.varies) }

    /// Whether a run of the package printed what the chapter's page shows.
    package func isPrinted(by actual: String) -> Bool {
        let lines = expectedOutput.flatMap { stretch in
            OutputComparison.normalizedLines(stretch.text).map { (line: $0, isPattern: stretch.varies) }
        }
        return EllipsisPattern(mixing: lines).matches(OutputComparison.normalizedLines(actual))
    }

    /// The archive's path in the site, from the chapter's file name: `downloads/02-publish.zip`.
    package var archivePath: String { "\(Self.folder)/\(stem).zip" }

    /// The folder the archive unpacks to, and the base of its name.
    package var stem: String {
        String(chapter.chapter.fileName.dropLast(chapter.chapter.fileName.hasSuffix(".md") ? 3 : 0))
            .map { $0 == "/" || $0 == " " ? "-" : $0 }.reduce(into: "") { $0.append($1) }
    }

    /// The package's and its executable's name: the stem's words joined, capitalised, starting
    /// with a letter (`Chapter02PublishSubject`), so it is a valid module name.
    package var packageName: String {
        let words = stem.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first?.isLetter == true ? name : "Chapter" + name
    }

    /// The program `Sources/<packageName>/main.swift` holds.
    package var program: String {
        ReaderProgram(chapter: chapter, environment: environment).text(running: examples)
    }

    /// Every chapter's download, in chapter order: those with an example that runs and an
    /// environment whose package a reader can fetch (book.toml's `download`, `url` or `download-url`).
    package static func all(in book: CheckedBook) -> [ChapterDownload] {
        book.chapters.compactMap { chapter in
            guard let environment = book.book.manifest.downloadEnvironment(forChapter: chapter.chapter.fileName) else { return nil }
            let examples = chapter.snippets.examples.filter { example in
                !example.compileOnly && !example.versions.contains(where: \.expectsCrash)
            }
            guard !examples.isEmpty else { return nil }
            let output = examples.flatMap { example in
                let outcomes = book.verdict(example.id)?.outcomes ?? []
                let outcome = outcomes.first { $0.environment == environment.name && $0.run != nil } ?? outcomes.first { $0.run != nil }
                return stretches(of: example, printed: outcome?.run?.segments ?? [])
            }
            return ChapterDownload(chapter: chapter, environment: environment, examples: examples, expectedOutput: output)
        }
    }

    /// What one example prints: its last version's segments as run, except those an `ellipsis` block
    /// of that version covers, which the block's own text stands for.
    static func stretches(of example: Example, printed segments: [String]) -> [PrintedStretch] {
        let last = example.versions.count - 1
        let patterns = example.expectedOutputs.filter { $0.version == last && $0.ellipsis && !$0.all }
        var stretches: [PrintedStretch] = []
        var index = 0
        while index < segments.count {
            if let block = patterns.first(where: { $0.segments.lowerBound == index }) {
                let text = block.text.isEmpty || block.text.hasSuffix("\n") ? block.text : block.text + "\n"
                stretches.append(PrintedStretch(text: text, varies: true))
                index = max(block.segments.upperBound, index + 1)
            } else {
                stretches.append(PrintedStretch(text: segments[index], varies: false))
                index += 1
            }
        }
        return stretches
    }
}
