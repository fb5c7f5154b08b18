import Foundation
import Testing

/// The `bookgen` executable as a user meets it: exit codes, the last line, and setup messages.
struct CommandLineTests {
    /// The bookgen built beside this test bundle by `swift build --build-tests` / `swift test`.
    static let executable: String = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [folder, folder.deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent("bookgen").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return FixtureBooks.packageRoot + "/.build/debug/bookgen"
    }()

    func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        try runExactly(arguments + ["--cache-folder", FixtureBooks.cacheFolder])
    }

    /// Runs bookgen with exactly these arguments.
    func runExactly(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: FixtureBooks.packageRoot)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    @Test func passingBookExitsZeroWithTheSummaryLast() throws {
        let result = try run(["check", "Tests/BookCoreTests/Fixtures/passing"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").last == "7 passed, 0 failed")
    }

    @Test func failingBookExitsOneWithCompilerStyleDiagnostics() throws {
        let result = try run(["check", "Tests/BookCoreTests/Fixtures/output-mismatch"])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("Tests/BookCoreTests/Fixtures/output-mismatch/one.md:10:1: error: output does not match the expected block [output-mismatch]\n"))
        #expect(result.stdout.split(separator: "\n").last == "0 passed, 1 failed")
    }

    @Test func filterSkipsTheOtherExamples() throws {
        let result = try run(["check", "Tests/BookCoreTests/Fixtures/passing", "--filter", "in a list"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").last == "1 passed, 0 failed, 5 skipped")
    }

    /// Issue 31: a filter that matches nothing is a usage error, not a pass.
    @Test func aFilterThatMatchesNothingFails() throws {
        let result = try run(["check", "Tests/BookCoreTests/Fixtures/passing", "--filter", "no such example"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --filter 'no such example' matches no example or compile-fail check of the book\n")
    }

    @Test func usageErrorsExit64() throws {
        #expect(try run(["check", "--jobs", "0"]).status == 64)
        #expect(try run(["check", "--format", "yaml"]).status == 64)
        #expect(try run(["check", "--no-such-flag"]).status == 64)
    }

    @Test func missingBookIsAOneLineSetupError() throws {
        let result = try run(["check", "NoSuchFolder"])
        #expect(result.status == 66)
        #expect(result.stderr == "error: no book folder at 'NoSuchFolder'; pass the folder holding the chapters, e.g. `bookgen check mybook`, or start a book with `bookgen init mybook`\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func githubFormatAnnotatesTheLine() throws {
        let result = try run(["check", "Tests/BookCoreTests/Fixtures/unknown-attribute", "--format", "github"])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("::error file=Tests/BookCoreTests/Fixtures/unknown-attribute/one.md,line=3,col=10,title=unknown-attribute::unknown attribute 'compile-onyl'"))
    }

    @Test func junitFormatIsOneSuitePerChapter() throws {
        let result = try run(["check", "Tests/BookCoreTests/Fixtures/compile-error", "--format", "junit"])
        #expect(result.status == 1)
        #expect(result.stdout.contains(#"<testsuite name="Tests/BookCoreTests/Fixtures/compile-error/one.md" tests="2" failures="1" skipped="0">"#))
        #expect(result.stdout.contains(#"<testcase classname="Tests/BookCoreTests/Fixtures/compile-error/one.md" name="fine""#))
    }
}

extension CommandLineTests {
    @Test func anUnknownEnvironmentIsAUsageError() throws {
        let result = try run(["check", "Tests/BookCoreTests/Fixtures/passing", "--environment", "nowhere"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: unknown environment 'nowhere'; the book's environments are: bundled\n")
    }

    @Test func severalEnvironmentsGetASummaryLineEach() throws {
        let result = try run(["check", "Tests/BookCoreTests/Fixtures/environments-differ"])
        #expect(result.status == 1)
        #expect(Array(result.stdout.split(separator: "\n").suffix(3)) == ["loud: 3 passed, 0 failed", "quiet: 1 passed, 1 failed", "2 passed, 1 failed"])
        let limited = try run(["check", "Tests/BookCoreTests/Fixtures/environments-differ", "--environment", "loud"])
        #expect(limited.status == 0)
        #expect(limited.stdout.split(separator: "\n").last == "3 passed, 0 failed")
    }

    @Test func aBuildIntoAFolderBookgenDidNotMakeExits73() throws {
        let output = NSTemporaryDirectory() + "bookgen-foreign-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: output + "/notes.txt"))
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try runExactly(["build", "Tests/BookCoreTests/Fixtures/passing", "--output", output])
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix("error: refusing to write into '\(output)'"))
        #expect(FileManager.default.contents(atPath: output + "/notes.txt") == Data("mine".utf8))
    }
}

/// Attack 10 of issue 9 at the command line: every bad value is a usage error with a clear message.
extension CommandLineTests {
    @Test(arguments: ["inf", "1e300", "nan", "0", "-1", "86401"])
    func edgesATimeoutThatIsNotAFinitePositiveNumberOfSecondsUpToADayExits64(value: String) throws {
        let result = try run(["check", "Tests/BookCoreTests/Fixtures/passing", "--timeout=\(value)"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--timeout must be a number of seconds more than 0 and at most 86400 (a day)"))
    }

    @Test func edgesAnEmptyOutputIsAUsageErrorThatSaysSo() throws {
        let result = try runExactly(["build", "Tests/BookCoreTests/Fixtures/passing", "--output", ""])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --output needs a folder name, such as --output site\n")
    }

    @Test func cacheAnUnwritableCacheFolderExits73NamingIt() throws {
        let file = NSTemporaryDirectory() + "bookgen-not-a-folder-\(UUID().uuidString)"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try runExactly(["check", "Tests/BookCoreTests/Fixtures/passing", "--cache-folder", file + "/cache"])
        #expect(result.status == 73)
        #expect(result.stderr == "error: cannot write the cache folder '\(file)/cache': Not a directory; make it writable, or pass another folder with --cache-folder\n")
    }
}

/// Issue 31, the author's loop: what the commands say about themselves and about the book.
extension CommandLineTests {
    @Test func versionPrintsTheVersionAndExitsZero() throws {
        let result = try runExactly(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
    }

    /// A book with a warning (an mdBook setting bookgen does not use) and a problem (a missing
    /// include): `build` prints the same lines `check` prints, and both count the problem apart.
    @Test func buildPrintsTheWarningsAndProblemsCheckPrints() throws {
        let folder = NSTemporaryDirectory() + "bookgen-warnings-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("[book]\ntitle = \"W\"\n\n[output.html]\nhash-files = true\n".utf8).write(to: URL(fileURLWithPath: folder + "/book.toml"))
        try Data("# One\n\n{{#include missing.md}}\n".utf8).write(to: URL(fileURLWithPath: folder + "/one.md"))
        let check = try run(["check", folder])
        let build = try run(["build", folder, "--output", folder + "/site"])
        let checkLines = check.stdout.split(separator: "\n")
        #expect(check.status == 1)
        #expect(checkLines.last == "0 passed, 0 failed; 1 book problem")
        #expect(checkLines.contains { $0.hasSuffix("[manifest-mdbook-only]") })
        #expect(checkLines.contains { $0.hasSuffix("[include-missing]") })
        #expect(build.status == 1)
        #expect(build.stdout == check.stdout)

        // Once the problem is fixed, the warning is still printed by both.
        try Data("Included.\n".utf8).write(to: URL(fileURLWithPath: folder + "/missing.md"))
        let warning = try #require(try run(["check", folder]).stdout.split(separator: "\n").first { $0.hasSuffix("[manifest-mdbook-only]") })
        let published = try run(["build", folder, "--output", folder + "/site"])
        #expect(published.status == 0)
        #expect(published.stdout.split(separator: "\n").contains(warning))
    }
}
