import Foundation
@testable import BookCore

/// The fixture books beside this file, one folder per case, each with the diagnostics it must
/// produce in `expected.txt`. Set BOOKGEN_RECORD=1 to rewrite those files from a run, then review the diff.
enum FixtureBooks {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// One cache per test process: the library is built once, and no result comes from an earlier process.
    static let cacheFolder: String = {
        let path = NSTemporaryDirectory() + "bookgen-tests-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// This package's library as Chapters/book.toml declares it: RxSubjects, RxRelays and
    /// RxCocoaTraits, also under RxSwift's module names, as a reader's debug build.
    static let bundled = EnvironmentSpec(
        name: "bundled",
        modules: ["RxSubjects", "RxRelays", "RxCocoaTraits"],
        imports: ["RxSubjects", "RxRelays"],
        aliases: ["RxSwift": "RxSubjects", "RxRelay": "RxRelays", "RxCocoa": "RxCocoaTraits"],
        defines: ["DEBUG"],
        label: "RxSubjects"
    )

    /// book.toml for a test's book that uses the bundled library; the fixtures that do hold the same.
    static let bundledManifest = """
        [environment.bundled]
        modules = ["RxSubjects", "RxRelays", "RxCocoaTraits"]
        imports = ["RxSubjects", "RxRelays"]
        aliases = { RxSwift = "RxSubjects", RxRelay = "RxRelays", RxCocoa = "RxCocoaTraits" }
        defines = ["DEBUG"]
        label = "RxSubjects"

        """

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    static func options(timeout: Double = 10) -> CheckOptions {
        var options = CheckOptions()
        options.cacheFolder = cacheFolder
        options.timeout = timeout
        return options
    }

    static func check(_ bookFolder: String, options: CheckOptions = options()) throws -> CheckedBook {
        var options = options
        if options.packageRoot == nil { options.packageRoot = packageRoot }
        var book = try Checker(options: options, toolchain: try Toolchain.locate()).check(folder: bookFolder)
        // `check --update`: the pass after the check, as CheckAction runs it.
        if options.update { try UpdatePass.run(&book) }
        return book
    }

    /// The report's diagnostic headlines and summary, with the book's folder written as `BOOK`.
    static func headlines(_ report: CheckedBook, folder: String) -> String {
        let lines = ReportFormatter.diagnostics(of: report).filter { $0.severity != .warning }.map(\.headline) + [report.summaryLine]
        return lines.map { $0.replacingOccurrences(of: folder, with: "BOOK") }.joined(separator: "\n") + "\n"
    }

    /// A fresh temporary book holding `files` (name -> text), for a test that writes its own.
    static func write(_ files: [String: String]) throws -> String {
        let folder = NSTemporaryDirectory() + "bookgen-book-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        return folder
    }

    /// Copies a fixture into a fresh temporary folder, for tests that change files.
    static func copy(_ name: String) throws -> String {
        let target = NSTemporaryDirectory() + "bookgen-fixture-\(name)-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: folder + "/" + name, toPath: target)
        return target
    }
}
