import BookCore
import BookMarkdown
import BookPipeline
import BookSite
import Foundation
import Testing

/// Issue 9's fuzz run: fixture chapters mutated with a fixed seed go through the check's reading of
/// the book and through the site's renderer; none may crash or hang, and each either renders or
/// says why not. A few of them also go through a whole build with their examples run.
struct FuzzTests {
    /// SplitMix64: the same sequence on every machine, so a failure reproduces.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let packageRoot = BuildTests.packageRoot

    /// The fixture chapters of the tests and the book's own chapters: the material to mutate.
    static let seeds: [[UInt8]] = {
        let folders = [packageRoot + "/Tests/BookCoreTests/Fixtures", packageRoot + "/Chapters"]
        var found: [[UInt8]] = []
        for folder in folders {
            for path in (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted() where path.hasSuffix(".md") {
                if let data = FileManager.default.contents(atPath: folder + "/" + path) { found.append([UInt8](data)) }
            }
        }
        return found
    }()

    /// What a hostile or unlucky chapter holds: fences, containers, links, line ends, odd bytes.
    static let pieces: [String] = [
        "```", "~~~", "````swift\n", "```swift\n", "```output\n", "```swift crash\n", "```swift compile-fail=\"x\n", "```Swift\n",
        "> ", ">>>>>>>>", "- ", "1. ", "* ", "    ", "\t", "# ", "## Same\n", "[a](b.md)", "![i](x.png)", "[x](../../etc)",
        "<div>", "</em>", "*", "**", "_", "`", "|---|---|\n", "| a | b |\n", "\r", "\r\n", "\n", "\u{0}", "\u{FFFE}", "\u{1B}[31m",
        "example(of: \"x\") {\n", "example(of: \"\\(name)\") {", "}\n", "print(\"```\")\n", "include=\"Sources/../../x\"", "#",
    ]

    static func mutate(_ seed: [UInt8], with generator: inout Generator) -> [UInt8] {
        var bytes = seed
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
            let at = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0, 1:
                bytes.insert(contentsOf: Array(pieces.randomElement(using: &generator)!.utf8), at: at)
            case 2:
                let end = min(bytes.count, at + Int.random(in: 1...64, using: &generator))
                if at < end { bytes.removeSubrange(at..<end) }
            case 3:
                let end = min(bytes.count, at + Int.random(in: 1...200, using: &generator))
                if at < end { bytes.insert(contentsOf: Array(bytes[at..<end]), at: at) }
            case 4:
                bytes.insert(UInt8.random(in: 0...255, using: &generator), at: at)
            default:
                // Deep nesting: a run of container markers.
                let marker = ["> ", "- ", "* ", "1. ", "*"].randomElement(using: &generator)!
                bytes.insert(contentsOf: Array(String(repeating: marker, count: Int.random(in: 50...3_000, using: &generator)).utf8), at: at)
            }
        }
        return bytes
    }

    @Test func mutatedChaptersNeverCrashOrHangTheReadingAndRendering() throws {
        var generator = Generator(state: 9)
        let book = try BuildTests.TemporaryBook([:])
        defer { book.remove() }
        try FileManager.default.createDirectory(atPath: book.folder, withIntermediateDirectories: true)
        var options = CheckOptions()
        options.packageRoot = Self.packageRoot
        options.useCache = false
        var outcomes: [String: Int] = [:]
        for round in 0..<120 {
            let chapter = Self.mutate(Self.seeds[round % Self.seeds.count], with: &generator)
            try Data(chapter).write(to: URL(fileURLWithPath: book.folder + "/one.md"))
            let prepared = try PreparedBook.prepare(folder: book.folder, options: options)
            let rendering = SiteRenderer(jobs: 1).render(prepared.unchecked())
            let rendered = rendering.files.contains { $0.path == "one.html" }
            // Either the chapter renders, or something says why not.
            #expect(rendered || !(prepared.diagnostics + rendering.diagnostics).isEmpty, "round \(round) rendered nothing and said nothing")
            outcomes[rendered ? "rendered" : "refused", default: 0] += 1
        }
        #expect(outcomes["rendered", default: 0] > 0)
    }

    @Test func aFewMutatedChaptersGoThroughAWholeBuild() throws {
        var generator = Generator(state: 2024)
        let toolchain = try Toolchain.locate()
        let book = try BuildTests.TemporaryBook([:])
        defer { book.remove() }
        let passing = try #require(Self.seeds.first { String(decoding: $0, as: UTF8.self).contains("example(of:") })
        for round in 0..<3 {
            try FileManager.default.createDirectory(atPath: book.folder, withIntermediateDirectories: true)
            try Data(Self.mutate(passing, with: &generator)).write(to: URL(fileURLWithPath: book.folder + "/one.md"))
            var options = book.options(skipCheck: true)
            options.check.cacheFolder = FuzzTests.sharedCache
            options.check.timeout = 5
            let result = try BuildAction(options: options).run(bookFolder: book.folder, toolchain: toolchain)
            switch result.outcome {
            case .published: #expect(FileManager.default.fileExists(atPath: book.output + "/one.html"), "round \(round)")
            case .bookProblems: #expect(!(result.book.diagnostics + result.renderDiagnostics).isEmpty, "round \(round)")
            case .failedChecks: Issue.record("--skip-check publishes failing examples (round \(round))")
            }
        }
    }

    /// One cache for the built environment of the build runs.
    static let sharedCache = NSTemporaryDirectory() + "bookgen-fuzz-\(ProcessInfo.processInfo.processIdentifier)"
}
