@testable import BookCore
import Foundation
import Testing
import ZIPFoundation

/// What a reader takes home from the published site (`site/`), built and run as the reader would:
/// every chapter's package unzipped into an empty folder outside the repository and built by
/// SwiftPM with only a mirror set (RxSwift's public URL pointing at a git copy of the reference,
/// tagged 6.10.2; OpenCombine comes from the machine's package copies), and the "Copy program"
/// text of every example's last block compiled as a `main.swift` of its own.
///
/// Each must print what its chapter's page shows: the package what its README says (the check's
/// run) with every output block of the chapter in it, in order; each copied program exactly what
/// the package prints for its example.
@Suite(.serialized, .enabled(if: PublishedCode.referenceExists,
                             "skipped: ../shared/reference/rxswift-6.10.2 is absent, so the chapter packages and copied programs, which depend on RxSwift 6.10.2, are not built"))
struct PublishedCodeRunTests {
    @Test func everyChapterPackageBuildsOfflineAndPrintsItsPage() async throws {
        let work = try PublishedCode.workFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let mirror = try await PublishedCode.taggedReferenceCopy(in: work)
        let archives = try PublishedCode.downloads()
        let pages = try PublishedCode.chapterOutputs()
        #expect(archives.count == pages.values.filter { !$0.isEmpty }.count && archives.count >= 14, "one package per chapter with examples")
        // The first package builds on its own, as a reader's would; the others reuse its build folder,
        // so RxSwift is compiled once.
        var scratch: String?
        for archive in archives {
            let folder = work + "/unzipped-" + archive.deletingPathExtension().lastPathComponent
            try FileManager.default.unzipItem(at: archive, to: URL(fileURLWithPath: folder))
            let package = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first)
            let root = folder + "/" + package
            try await PublishedCode.run(["swift", "package", "config", "set-mirror", "--original", "https://github.com/ReactiveX/RxSwift", "--mirror", mirror], in: root)
            let scratchPath = scratch ?? root + "/.build"
            scratch = scratchPath
            try await PublishedCode.run(["swift", "build", "--scratch-path", scratchPath], in: root)
            let name = try #require(try FileManager.default.contentsOfDirectory(atPath: root + "/Sources").first)
            let printed = try await PublishedCode.run([scratchPath + "/debug/" + name], in: root)
            let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
            #expect(PublishedCode.matches(printed, promised: PublishedCode.promisedOutput(readme)), "\(package): prints what its README says")
            let chapterFile = archive.deletingPathExtension().lastPathComponent + ".md"
            for expected in pages[chapterFile] ?? [] {
                #expect(PublishedCode.containsInOrder(printed, expected.blocks), "\(package): example “\(expected.name)” prints its output blocks")
            }
        }
    }

    @Test func theCopiedProgramOfEveryExamplesLastBlockPrintsWhatThePackagePrints() async throws {
        let work = try PublishedCode.workFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let mirror = try await PublishedCode.taggedReferenceCopy(in: work)
        // What each example prints, from its chapter's package README: the examples a package runs
        // are the ones that run to the end, and each has a copied program.
        var promised: [String: String] = [:]
        for archive in try PublishedCode.downloads() {
            let chapter = archive.deletingPathExtension().lastPathComponent
            for (example, text) in try PublishedCode.sections(of: PublishedCode.promisedOutput(PublishedCode.readme(in: archive))) {
                promised[chapter + "#" + example] = text
            }
        }
        let programs = try PublishedCode.copiedPrograms().filter { promised[$0.chapter + "#" + $0.example] != nil }
        #expect(programs.count == promised.count, "every example a package runs has a copied program")
        #expect(Set(programs.map(\.chapter)).count == (try PublishedCode.chapterOutputs()).values.filter { !$0.isEmpty }.count, "every chapter with examples offers its programs")
        let root = work + "/copied"
        try PublishedCode.writeProgramsPackage(programs, at: root)
        try await PublishedCode.run(["swift", "package", "config", "set-mirror", "--original", "https://github.com/ReactiveX/RxSwift", "--mirror", mirror], in: root)
        try await PublishedCode.run(["swift", "build"], in: root)
        let pages = try PublishedCode.chapterOutputs()
        for (index, program) in programs.enumerated() {
            let printed = try await PublishedCode.run([root + "/.build/debug/P\(index)"], in: root)
            let expected = promised[program.chapter + "#" + program.example] ?? ""
            #expect(PublishedCode.matches(printed, promised: expected), "\(program.chapter): the copied program of “\(program.example)” prints what the package prints for it")
            let blocks = pages[program.chapter + ".md"]?.first { $0.name == program.example }?.blocks ?? []
            #expect(PublishedCode.containsInOrder(printed, blocks), "\(program.chapter): the copied program of “\(program.example)” prints its output blocks")
        }
    }
}

/// The published site's code, and the tools to build and run it.
enum PublishedCode {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let reference = repository + "/../shared/reference/rxswift-6.10.2"
    static let referenceExists = FileManager.default.fileExists(atPath: reference + "/Package.swift")

    static func workFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "published-code-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A git repository of the reference, tagged 6.10.2, for SwiftPM's mirror of RxSwift's URL.
    static func taggedReferenceCopy(in work: String) async throws -> String {
        let copy = work + "/RxSwift"
        try FileManager.default.copyItem(atPath: reference, toPath: copy)
        try? FileManager.default.removeItem(atPath: copy + "/.build")
        try await run(["git", "init", "-q"], in: copy)
        try await run(["git", "add", "-A"], in: copy)
        try await run(["git", "-c", "user.name=bookgen", "-c", "user.email=bookgen@localhost", "commit", "-qm", "RxSwift 6.10.2"], in: copy)
        try await run(["git", "tag", "6.10.2"], in: copy)
        return copy
    }

    /// The chapter packages the site links, in chapter order.
    static func downloads() throws -> [URL] {
        let folder = repository + "/site/downloads"
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".zip") }.sorted()
            .map { URL(fileURLWithPath: folder + "/" + $0) }
    }

    /// Each example's output blocks of its last version, as the chapter's Markdown gives them, by
    /// chapter file name; blocks with `...` patterns are left out.
    static func chapterOutputs() throws -> [String: [(name: String, blocks: [String])]] {
        var options = CheckOptions()
        options.useCache = false
        let book = try PreparedBook.prepare(folder: repository + "/Chapters", options: options).unchecked()
        var outputs: [String: [(name: String, blocks: [String])]] = [:]
        for chapter in book.chapters {
            outputs[chapter.chapter.fileName] = chapter.snippets.examples.map { example in
                let last = example.versions.count - 1
                return (example.name, example.expectedOutputs.filter { $0.version == last && !$0.ellipsis }.map(\.text))
            }
        }
        return outputs
    }

    /// The README's "what `swift run` prints" block.
    static func promisedOutput(_ readme: String) -> String {
        (readme.components(separatedBy: "```text\n").last?.components(separatedBy: "\n```").first ?? "") + "\n"
    }

    /// The README of a chapter's archive, read from the archive.
    static func readme(in archive: URL) throws -> String {
        let zip = try Archive(url: archive, accessMode: .read)
        let entry = try #require(zip.first { $0.path.hasSuffix("/README.md") })
        var data = Data()
        _ = try zip.extract(entry) { data.append($0) }
        return String(decoding: data, as: UTF8.self)
    }

    /// A package's output cut at each example's header, by example name.
    static func sections(of output: String) -> [(String, String)] {
        let header = "--- Example of: "
        return output.components(separatedBy: "\n" + header).enumerated().compactMap { index, part in
            let text = index == 0 ? String(part.dropFirst(header.count)) : String(part)
            guard let end = text.range(of: " ---\n") else { return nil }
            return (String(text[..<end.lowerBound]), header + text + (text.hasSuffix("\n") ? "" : "\n"))
        }
    }

    /// Whether `printed` is what a README promises, where `...` stands for what varies (as the
    /// README says; no output block of this book prints `...` itself).
    static func matches(_ printed: String, promised: String) -> Bool {
        EllipsisPattern(OutputComparison.normalizedLines(promised)).matches(OutputComparison.normalizedLines(printed))
    }

    /// Whether every block's text appears in `printed`, each after the one before.
    static func containsInOrder(_ printed: String, _ blocks: [String]) -> Bool {
        var rest = printed[...]
        for block in blocks where !block.isEmpty {
            guard let found = rest.range(of: block) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    /// The "Copy program" text of every example's last block, from the chapter pages.
    static func copiedPrograms() throws -> [(chapter: String, example: String, text: String)] {
        var programs: [(chapter: String, example: String, text: String)] = []
        let site = repository + "/site"
        for page in try FileManager.default.contentsOfDirectory(atPath: site).sorted() where page.first?.isNumber == true && page.hasSuffix(".html") {
            let html = try String(contentsOfFile: site + "/" + page, encoding: .utf8)
            var last: [String: String] = [:]
            var order: [String] = []
            for block in html.components(separatedBy: "<div class=\"bg-code").dropFirst() {
                guard let escapedName = between(block, "example “", "”"),
                      let code = between(block, "<details class=\"bg-program\">", "</details>").flatMap({ between($0, "<code class=\"language-swift\">", "</code>") })
                else { continue }
                let name = unescape(escapedName)
                if last[name] == nil { order.append(name) }
                last[name] = unescape(code) + "\n"
            }
            let chapter = String(page.dropLast(5))
            // Cannot be nil: `order` holds the keys of `last`.
            programs += order.map { (chapter, $0, last[$0]!) }
        }
        return programs
    }

    /// A package with one executable per program, depending on everything the programs import.
    static func writeProgramsPackage(_ programs: [(chapter: String, example: String, text: String)], at root: String) throws {
        for (index, program) in programs.enumerated() {
            let folder = root + "/Sources/P\(index)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(program.text.utf8).write(to: URL(fileURLWithPath: folder + "/main.swift"))
        }
        let dependencies = """
            .product(name: "RxSwift", package: "RxSwift"), .product(name: "RxRelay", package: "RxSwift"),
            .product(name: "RxCocoa", package: "RxSwift"), .product(name: "RxTest", package: "RxSwift"),
            .product(name: "RxBlocking", package: "RxSwift"), .product(name: "OpenCombine", package: "OpenCombine")
            """
        let targets = programs.indices.map { "        .executableTarget(name: \"P\($0)\", dependencies: [\(dependencies)])," }
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "CopiedPrograms",
                dependencies: [
                    .package(url: "https://github.com/ReactiveX/RxSwift", exact: "6.10.2"),
                    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
                ],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
    }

    static func between(_ text: String, _ start: String, _ end: String) -> String? {
        guard let open = text.range(of: start), let close = text[open.upperBound...].range(of: end) else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }

    static func unescape(_ html: String) -> String {
        html.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Runs a command and returns its standard output; a failure is thrown with what it wrote.
    ///
    /// The wait happens on a dispatch thread: these commands take minutes, and a test that blocks
    /// one of Swift concurrency's few threads that long can starve the tests that serve pages
    /// over HTTP (ServeTests) on a two-core machine.
    @discardableResult
    static func run(_ arguments: [String], in folder: String) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try runBlocking(arguments, in: folder) })
            }
        }
    }

    private static func runBlocking(_ arguments: [String], in folder: String) throws -> String {
        let output = try ProcessRunner.run("/usr/bin/env", arguments, in: folder)
        guard output.status == 0, !output.signaled else {
            throw CommandFailure(description: "\(arguments.joined(separator: " ")) in \(folder) exited with \(output.status):\n\(output.stdout)\n\(output.stderr)")
        }
        return output.stdout
    }

    struct CommandFailure: Error, CustomStringConvertible {
        var description: String
    }
}
