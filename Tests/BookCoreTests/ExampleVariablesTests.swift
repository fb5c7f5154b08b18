import Foundation
import Testing
@testable import BookCore

/// Issue 31: examples inherited bookgen's whole environment, and a secret variable showed up in
/// diffs and JUnit reports. They now see a few variables, and those book.toml passes.
struct ExampleVariablesTests {
    /// A chapter whose example prints the variable `name`, or "absent".
    static func chapter(printing name: String, expected: String) -> String {
        """
        # Variables

        ```swift
        import Foundation

        example(of: "reads the environment") {
          print(ProcessInfo.processInfo.environment["\(name)"] ?? "absent")
        }
        ```

        ```output
        --- Example of: reads the environment ---
        \(expected)
        ```

        """
    }

    /// A variable of this test process (so of bookgen), named for this run alone.
    static let secret: String = {
        let name = "BOOKGEN_TEST_SECRET_\(UInt32.random(in: 0...UInt32.max))"
        setenv(name, "s3cret", 1)
        return name
    }()

    @Test func anExampleDoesNotSeeBookgensVariables() throws {
        let folder = try FixtureBooks.write(["one.md": Self.chapter(printing: Self.secret, expected: "absent")])
        let report = try FixtureBooks.check(folder)
        #expect(report.summaryLine == "1 passed, 0 failed")
        #expect(report.verdicts.first?.outcomes.first?.run?.segments == ["--- Example of: reads the environment ---\nabsent\n", ""])
    }

    /// The chapter's download is proven by running it as a program; it gets what the examples get.
    @Test func aChaptersDownloadRunsWithTheExamplesVariables() throws {
        let folder = try FixtureBooks.write([
            "book.toml": """
                [environment.loud]
                package = "\(FixtureBooks.folder)/../FixturePackages/loud"
                products = ["Greeter"]
                version = "1.0.0"
                download-url = "https://example.com/loud"

                """,
            "one.md": Self.chapter(printing: Self.secret, expected: "absent"),
        ])
        let report = try FixtureBooks.check(folder)
        #expect(report.summaryLine == "1 passed, 0 failed", "\(report.diagnostics.map(\.printedLines))")
    }

    @Test func anExampleSeesWhatBookTomlPassesAndItsValueIsPartOfTheCacheKey() throws {
        let name = "BOOKGEN_TEST_PASSED_\(UInt32.random(in: 0...UInt32.max))"
        setenv(name, "s3cret", 1)
        defer { unsetenv(name) }
        let folder = try FixtureBooks.write([
            "book.toml": "[output.bookgen]\npass-environment = [\"\(name)\"]\n",
            "one.md": Self.chapter(printing: name, expected: "s3cret"),
        ])
        var options = FixtureBooks.options()
        options.cacheFolder = folder + "/cache"
        #expect(try FixtureBooks.check(folder, options: options).summaryLine == "1 passed, 0 failed")
        #expect(try FixtureBooks.check(folder, options: options).verdicts.first?.fromCache == true)

        // Another value is another environment: the example runs again, and prints it.
        setenv(name, "changed", 1)
        let changed = try FixtureBooks.check(folder, options: options)
        let outcome = try #require(changed.verdicts.first?.outcomes.first)
        #expect(!outcome.fromCache)
        #expect(outcome.rerunReasons == ["its settings (timeout, crash, compile-only, marbles or the environment variables it is given) changed"])
        #expect(outcome.run?.segments == ["--- Example of: reads the environment ---\nchanged\n", ""])
    }

    @Test func onlyThePathsTheLocaleAndThePassedVariablesGoThrough() {
        let parent = ["PATH": "/usr/bin", "HOME": "/home/a", "LANG": "C.UTF-8", "TMPDIR": "/tmp", "TOKEN": "x", "EDITOR": "vi", "PASSED": "1"]
        let variables = ExampleVariables(passing: ["PASSED", "UNSET"], from: parent)
        #expect(variables.values == ["PATH": "/usr/bin", "HOME": "/home/a", "LANG": "C.UTF-8", "TMPDIR": "/tmp", "PASSED": "1"])
        // Where things are is no part of a result; the locale and what the book passes are.
        let fingerprint = variables.fingerprint
        #expect(ExampleVariables(passing: ["PASSED", "UNSET"], from: parent.merging(["PATH": "/bin", "HOME": "/root", "TOKEN": "y"]) { $1 }).fingerprint == fingerprint)
        #expect(ExampleVariables(passing: ["PASSED", "UNSET"], from: parent.merging(["LANG": "de_DE.UTF-8"]) { $1 }).fingerprint != fingerprint)
        #expect(ExampleVariables(passing: ["PASSED", "UNSET"], from: parent.merging(["UNSET": ""]) { $1 }).fingerprint != fingerprint)
    }

    @Test func aNameThatCannotBePassedIsAnErrorWhereItIsWritten() {
        let (manifest, diagnostics) = BookManifest.parse("""
            [output.bookgen]
            pass-environment = ["GOOD_1", "BAD-NAME", "SWIFT_BACKTRACE"]
            """, path: "book.toml", folder: "/tmp/book")
        #expect(manifest.passedVariables == ["GOOD_1"])
        #expect(diagnostics.map(\.headline) == [
            "book.toml:2:31: error: 'pass-environment' takes names of environment variables (letters, digits and _, not starting with a digit), not 'BAD-NAME' [manifest-bad-value]",
            "book.toml:2:43: error: 'pass-environment' cannot pass SWIFT_BACKTRACE: bookgen sets it itself for the program that runs the examples [manifest-bad-value]",
        ])
    }
}
