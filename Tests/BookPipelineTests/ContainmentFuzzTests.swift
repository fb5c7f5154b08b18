import BookCore
@testable import BookPipeline
import Foundation
import Testing
import ZIPFoundation

/// Issue 31, item 4: the containment holes, fuzzed together. Random books (`FuzzBook`: hostile
/// names, hidden files, links out of the book, includes, links and images that escape) are built
/// without compiling anything; whatever each book holds, the build
/// (a) reads nothing outside the book: no output file, nor any entry of a ZIP it wrote, carries the
///     canary of the files beside the book, or that of the hidden files inside it;
/// (b) writes nothing outside its output folder and its cache: the sandbox around them is as it was;
/// (c) packs only entries that unpack inside their archive's own folder;
/// (d) publishes, or refuses with an error and leaves no output at all.
///
/// The seed is fixed, so the run is the same in CI and on every machine; `BOOKGEN_FUZZ_SEED=N`
/// replays a failure (every message names its seed and book) or tries other books, and
/// `BOOKGEN_FUZZ_BOOKS=N` builds more of them. A failing book's sandbox is kept, and named.
struct ContainmentFuzzTests {
    static let defaultSeed: UInt64 = 31
    static let defaultBooks = 96

    /// What one book's builds came to.
    struct Report {
        var index: Int
        var outcome = ""
        var problems: [String] = []
        var archives = 0
        var entries = 0
        var recipe: [String] = []
        var sandbox = ""
    }

    @Test(.timeLimit(.minutes(2)))
    func randomBooksReadNothingOutsideTheBookAndWriteNothingOutsideTheOutput() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = try #require(environment["BOOKGEN_FUZZ_SEED"].map { UInt64($0) } ?? Self.defaultSeed,
                                "BOOKGEN_FUZZ_SEED must be a whole number from 0 to \(UInt64.max)")
        let count = try #require(environment["BOOKGEN_FUZZ_BOOKS"].map { Int($0) } ?? Self.defaultBooks, "BOOKGEN_FUZZ_BOOKS must be a whole number")
        // Each book has a generator of its own, seeded from the run's, so books build in parallel
        // and book N is the same whether or not the others are built.
        var seeds = FuzzTests.Generator(state: seed)
        let bookSeeds = (0..<count).map { _ in seeds.next() }
        let reports = ConcurrentResults<Report>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            reports[index] = Self.build(index: index, seed: bookSeeds[index])
        }

        var outcomes: [String: Int] = [:]
        var archives = 0
        var entries = 0
        for case let report? in reports.values {
            outcomes[report.outcome, default: 0] += 1
            archives += report.archives
            entries += report.entries
            guard !report.problems.isEmpty else { continue }
            Issue.record("""
                seed \(seed), book \(report.index) (replay: BOOKGEN_FUZZ_SEED=\(seed) BOOKGEN_FUZZ_BOOKS=\(count) swift test --filter ContainmentFuzzTests):
                \(report.problems.map { "  " + $0 }.joined(separator: "\n"))
                the book, kept in \(report.sandbox):
                \(report.recipe.map { "  " + $0 }.joined(separator: "\n"))
                """)
        }
        // The run proves something only if some books are published, with archives to look into,
        // and some are refused.
        #expect(outcomes["published", default: 0] >= count / 8, "seed \(seed): \(outcomes)")
        #expect(outcomes["refused", default: 0] >= count / 8, "seed \(seed): \(outcomes)")
        #expect(archives >= count / 8 && entries > archives, "seed \(seed): \(archives) archives, \(entries) entries")
    }

    /// Writes book `index` from `seed`, builds it (twice, at times, the second over the first's
    /// output) and checks what it read and wrote.
    static func build(index: Int, seed: UInt64) -> Report {
        var report = Report(index: index)
        var generator = FuzzTests.Generator(state: seed)
        let book: FuzzBook
        do {
            book = try FuzzBook(generator: &generator)
        } catch {
            report.problems.append("the book could not be written: \(error)")
            return report
        }
        report.recipe = book.recipe
        report.sandbox = book.sandbox
        let excluded: Set<String> = [book.output, book.cache]
        let before = TreeSnapshot(book.sandbox, excluding: excluded)
        var options = BuildOptions()
        options.output = book.output
        options.skipCheck = true
        options.check.packageRoot = book.package
        options.check.cacheFolder = book.cache
        var previous: TreeSnapshot?
        for _ in 0..<(Int.random(in: 0..<4, using: &generator) == 0 ? 2 : 1) {
            let published: Bool
            do {
                let result = try BuildAction(options: options).run(bookFolder: book.root, toolchain: nil)
                published = if case .published = result.outcome { true } else { false }
                let errors = (result.book.diagnostics + result.renderDiagnostics).filter { $0.severity == .error }
                if !published && errors.isEmpty { report.problems.append("the build was refused (\(result.outcome)) without an error") }
                report.outcome = published ? "published" : "refused"
            } catch {
                published = false
                report.outcome = "refused"
                if error.message.isEmpty { report.problems.append("the build failed (\(error.kind)) without a message") }
            }
            let output = FileManager.default.fileExists(atPath: book.output) ? TreeSnapshot(book.output, excluding: []) : nil
            if published {
                let found = Self.checkOutput(of: book, into: &report)
                report.problems += found.filter { !report.problems.contains($0) }
            } else if output != previous {
                report.problems.append(previous == nil ? "a refused build left an output folder" : "a refused build changed the previous output")
            }
            previous = output
        }
        report.problems += TreeSnapshot(book.sandbox, excluding: excluded).changes(since: before).map { "outside the output: \($0)" }
        if report.problems.isEmpty { book.remove() }
        return report
    }

    /// The problems in a published output: a file that carries a canary, a file the marker does not
    /// list, a link, or an archive entry that could unpack elsewhere or carries a canary.
    static func checkOutput(of book: FuzzBook, into report: inout Report) -> [String] {
        var problems: [String] = []
        if let foreign = OutputWriter.foreignFiles(in: book.output), !foreign.isEmpty {
            problems.append("the output holds files its marker does not list: \(foreign.map(\.debugDescription))")
        }
        let files = (FileManager.default.enumerator(atPath: book.output)?.allObjects as? [String] ?? []).sorted()
        for file in files {
            let path = book.output + "/" + file
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else { continue }
            guard status.st_mode & S_IFMT == S_IFREG, let data = FileManager.default.contents(atPath: path) else {
                problems.append("\(file.debugDescription) is not a regular file")
                continue
            }
            let bytes = [UInt8](data)
            problems += canaries(in: bytes, of: book).map { "\(file.debugDescription) carries the \($0)" }
            if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
                report.archives += 1
                problems += checkArchive(bytes, at: file, of: book, entries: &report.entries)
            }
        }
        return problems
    }

    /// Which canaries `bytes` hold, compared in lower case (the search index folds case).
    static func canaries(in bytes: [UInt8], of book: FuzzBook) -> [String] {
        let folded = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        return [(book.canary, "canary of the files outside the book"), (book.hiddenCanary, "canary of the book's hidden files")].compactMap { canary, name in
            let needle = Array(canary.utf8)
            guard folded.count >= needle.count else { return nil }
            return (0...(folded.count - needle.count)).contains { folded[$0..<($0 + needle.count)].elementsEqual(needle) } ? name : nil
        }
    }

    /// The problems of one archive: an entry whose path is absolute, has an empty, `.` or `..`
    /// part, a backslash or a control character, or leaves the archive's root (`OEBPS` and the
    /// container's files in the EPUB, the folder named after the archive in a download); an entry
    /// that carries a canary once unpacked.
    static func checkArchive(_ bytes: [UInt8], at file: String, of book: FuzzBook, entries: inout Int) -> [String] {
        let archive: Archive
        do {
            archive = try Archive(data: Data(bytes), accessMode: .read)
        } catch {
            return ["\(file.debugDescription) is no readable ZIP archive: \(error)"]
        }
        let name = FuzzBook.parts(file).last ?? file
        let roots: Set<String> = name.hasSuffix(".epub") ? ["mimetype", "META-INF", "OEBPS"] : [String(name.dropLast(name.hasSuffix(".zip") ? 4 : 0))]
        var problems: [String] = []
        for entry in archive {
            entries += 1
            // The bytes as written: no code page, no clean-up.
            let path = entry.path(using: .utf8)
            let parts = FuzzBook.parts(path)
            let unsafe = path.isEmpty || path.hasPrefix("/") || path.unicodeScalars.dropFirst().first == ":"
                || parts.contains { $0.isEmpty || $0 == "." || $0 == ".." }
                || path.unicodeScalars.contains { $0 == "\\" || $0.properties.generalCategory == .control }
            if unsafe { problems.append("\(file.debugDescription) holds the entry \(path.debugDescription), which could unpack elsewhere") }
            if let root = parts.first, !roots.contains(root) || (roots.count == 1 && parts.count < 2) {
                problems.append("\(file.debugDescription) holds the entry \(path.debugDescription), outside its root \(roots.sorted())")
            }
            var contents = Data()
            do {
                _ = try archive.extract(entry) { contents.append($0) }
            } catch {
                problems.append("\(file.debugDescription): the entry \(path.debugDescription) cannot be unpacked: \(error)")
            }
            problems += canaries(in: [UInt8](contents), of: book).map { "\(file.debugDescription), entry \(path.debugDescription), carries the \($0)" }
        }
        return problems
    }
}
