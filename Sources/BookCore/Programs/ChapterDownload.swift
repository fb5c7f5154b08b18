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

    /// The folder the archive unpacks to, and the base of its name: the chapter's path made safe
    /// and unique in the book (`stems(of:)`).
    package var stem: String

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
        // Over every chapter, not only those with a download, so that a chapter's stem does not
        // change when another one gains or loses its examples.
        let stems = stems(of: book.chapters.map(\.chapter.fileName))
        return zip(book.chapters, stems).compactMap { chapter, stem in
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
            return ChapterDownload(chapter: chapter, environment: environment, examples: examples, expectedOutput: output, stem: stem)
        }
    }

    /// Each chapter's stem, in order: its path without `.md`, with every character but an ASCII
    /// letter, digit, `-`, `_` or `.` (a `/`, a space, a backslash, a control character, any other
    /// letter) made a `-`, and the leading dots and dashes dropped; `chapter-N` for the N-th chapter
    /// when nothing is left; `-2`, `-3`... after a stem an earlier chapter has, in any case (a disk
    /// may not tell `A-B` from `a-b`).
    ///
    /// The archive's entries start with the stem and a `/`, so a stem taken from the file name as
    /// it was let a chapter named `...md` unpack to `../Package.swift`. Ordinary names keep their
    /// stem: `02-publish-subject.md` is `02-publish-subject`, `guide/intro.md` `guide-intro`.
    static func stems(of fileNames: [String]) -> [String] {
        var taken: Set<String> = []
        var nextSuffix: [String: Int] = [:]
        return fileNames.enumerated().map { index, fileName in
            let name = fileName.unicodeScalars.dropLast(fileName.hasSuffix(".md") ? 3 : 0)
            var safe = String.UnicodeScalarView()
            for scalar in name {
                let kept = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || scalar == "-" || scalar == "_" || scalar == "."
                safe.append(kept ? scalar : "-")
            }
            let trimmed = String(safe.drop { $0 == "." || $0 == "-" })
            let base = trimmed.isEmpty ? "chapter-\(index + 1)" : trimmed
            var stem = base
            if taken.contains(base.lowercased()) {
                // Counting on from the last suffix this base took: many chapters with one base stay linear.
                var count = nextSuffix[base.lowercased(), default: 2]
                while taken.contains("\(base)-\(count)".lowercased()) { count += 1 }
                stem = "\(base)-\(count)"
                nextSuffix[base.lowercased()] = count + 1
            }
            taken.insert(stem.lowercased())
            return stem
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
