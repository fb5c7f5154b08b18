import Foundation
import Testing
@testable import BookCore

/// bookgen as an author outside this repository meets it: a copy of the executable in a folder of
/// its own (as an install leaves it, with no checkout to find), run from a temporary folder that no
/// Package.swift is above, on the books of `StandaloneBooks/` copied there.
@Suite(.serialized)
struct StandaloneBookTests {
    static let books = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("StandaloneBooks").path

    /// A temporary folder outside every package, with `bin/bookgen` in it.
    struct Workspace {
        let root = NSTemporaryDirectory() + "bookgen-standalone-\(UUID().uuidString)"
        var bookgen: String { root + "/bin/bookgen" }

        init() throws {
            try FileManager.default.createDirectory(atPath: root + "/bin", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: CommandLineTests.executable, toPath: bookgen)
            #expect(PackageRoot.locate(from: root) == nil, "a Package.swift above \(root) would make this test meaningless")
        }

        /// Copies a book of `StandaloneBooks/` into the workspace.
        func copy(_ name: String) throws {
            try FileManager.default.copyItem(atPath: StandaloneBookTests.books + "/" + name, toPath: root + "/" + name)
        }

        /// Runs the copied bookgen in `folder` (the workspace by default) with `environment` added.
        func run(_ arguments: [String], in folder: String? = nil, environment: [String: String] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
            let output = try ProcessRunner.run(bookgen, arguments, in: folder ?? root, environment: environment)
            return (output.status, output.stdout, output.stderr)
        }

        /// Every file below `folder`, relative to it.
        func files(in folder: String) -> [String] {
            ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []).filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
            }.sorted()
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    /// The results of one test process are kept in one cache, as the fixtures' are: environments
    /// are keyed by what they are built from, and each book keeps its own results.
    static let cache = ["--cache-folder", FixtureBooks.cacheFolder]

    @Test func initWritesABookThatChecksAndBuildsWritingNothingElseButTheCache() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        // The default cache folder, moved into the workspace.
        let home = ["XDG_CACHE_HOME": workspace.root + "/xdg"]

        let created = try workspace.run(["init", "mybook"], environment: home)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout.hasPrefix("wrote mybook/book.toml\nwrote mybook/SUMMARY.md\nwrote mybook/01-getting-started.md\nwrote mybook/.gitignore\nwrote mybook/.github/workflows/book.yml\n"))
        let manifest = try String(contentsOfFile: workspace.root + "/mybook/book.toml", encoding: .utf8)
        #expect(manifest.contains("title = \"Mybook\""))
        #expect(manifest.contains("# [environment.collections]"))
        let workflow = try String(contentsOfFile: workspace.root + "/mybook/.github/workflows/book.yml", encoding: .utf8)
        #expect(workflow.contains("run: bookgen check --format github"))
        #expect(workflow.contains("container: swift:"))

        let checked = try workspace.run(["check", "mybook"], environment: home)
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
        #expect(checked.stdout.split(separator: "\n").last == "1 passed, 0 failed")
        let built = try workspace.run(["build", "mybook"], environment: home)
        #expect(built.status == 0, "\(built.stdout)\(built.stderr)")
        #expect(built.stdout.hasSuffix("pages to mybook/site/\n"))
        let page = try String(contentsOfFile: workspace.root + "/mybook/site/01-getting-started.html", encoding: .utf8)
        #expect(page.contains("✓ verified against Swift</span>"))
        // A top-level book: its program needs no example helper.
        #expect(manifest.contains("\nexamples = \"top-level\"\n"))
        #expect(!page.contains("from bookgen:support") && !page.contains("--- Example of"))

        // In the book's folder, as the workflow runs it.
        let inside = try workspace.run(["check", "--format", "github"], in: workspace.root + "/mybook", environment: home)
        #expect(inside.status == 0, "\(inside.stdout)\(inside.stderr)")

        // Nothing outside the book but the cache, which is where the user's cache folder is.
        let outside = workspace.files(in: workspace.root).filter { !$0.hasPrefix("mybook/") && !$0.hasPrefix("xdg/") && !$0.hasPrefix("bin/") }
        #expect(outside == [])
        #expect(FileManager.default.fileExists(atPath: workspace.root + "/xdg/bookgen/environments"))
        #expect(workspace.files(in: workspace.root + "/mybook").filter { !$0.hasPrefix("site/") } == [
            ".github/workflows/book.yml", ".gitignore", "01-getting-started.md", "SUMMARY.md", "book.toml",
        ])

        // A folder that holds anything is refused, and nothing in it is touched.
        let again = try workspace.run(["init", "mybook"], environment: home)
        #expect(again.status == 73)
        #expect(again.stderr == "error: 'mybook' is not empty; bookgen init writes a new book only into an empty or new folder, and never overwrites a file\n")
        #expect(try String(contentsOfFile: workspace.root + "/mybook/book.toml", encoding: .utf8) == manifest)
    }

    @Test func aBookWithoutBookTOMLUsesTheStandardLibraryFoundationAndTheSupportCode() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.copy("no-manifest")
        let result = try workspace.run(["check", "no-manifest"] + Self.cache)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "3 passed, 0 failed\n")
        // What `bookgen support` prints is what the examples ran with.
        let support = try workspace.run(["support"])
        #expect(support.stdout == SupportCode.source(for: .standard))
    }

    @Test func aPackageByURLAndVersionResolvesAsSwiftPMResolvesIt() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.copy("collections")
        let result = try workspace.run(["check", "collections"] + Self.cache)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "3 passed, 0 failed\n")
    }

    @Test func aVersionTheMachineDoesNotHaveIsAnErrorAtItsLineWithSwiftPMsMessage() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.copy("missing-version")
        let result = try workspace.run(["check", "missing-version"] + Self.cache)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "missing-version/book.toml:4:1: error: environment 'collections': SwiftPM cannot resolve https://github.com/apple/swift-collections at version 1.99.0 [manifest-package-unresolved]")
        // SwiftPM's own words, as a note under it.
        #expect(lines.dropFirst().first?.hasPrefix("error: Dependencies could not be resolved because no versions of 'swift-collections' match the requirement 1.99.0") == true)
        #expect(lines.contains("note: environment 'collections' was not checked: see the error at missing-version/book.toml:4:1"))
        #expect(lines.last == "0 passed, 0 failed, 1 skipped; 1 book problem")
    }

    @Test func modulesOfAPackageTheBookIsNotInAreAnErrorAtTheirTable() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(atPath: workspace.root + "/book", withIntermediateDirectories: true)
        try Data("# A book outside any package\n[environment.local]\nmodules = [\"MyLibrary\"]\n".utf8)
            .write(to: URL(fileURLWithPath: workspace.root + "/book/book.toml"))
        try Data("# One\n\n```swift\nexample(of: \"a\") {}\n```\n".utf8).write(to: URL(fileURLWithPath: workspace.root + "/book/one.md"))
        let result = try workspace.run(["check", "book"] + Self.cache)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("book/book.toml:2:1: error: environment 'local' builds modules of the book's package (MyLibrary), but there is no Package.swift in the book folder or above it; name a package with `package` or `url` instead [manifest-bad-environment]\n"))
    }

    /// `swift package config set-mirror` in the package that holds the book points a URL no
    /// machine has at a local git repository; the book's environment is built from the mirror.
    @Test func theMirrorsOfTheBooksPackageAreHonoured() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let repository = workspace.root + "/greeter"
        try FileManager.default.copyItem(atPath: FixtureBooks.packageRoot + "/Tests/BookCoreTests/FixturePackages/loud", toPath: repository)
        for arguments in [["init", "-q"], ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "greeter"], ["tag", "1.0.0"]] {
            #expect(try ProcessRunner.run("/usr/bin/env", ["git"] + arguments, in: repository).status == 0)
        }
        let package = workspace.root + "/package"
        try FileManager.default.createDirectory(atPath: package + "/book", withIntermediateDirectories: true)
        try Data("// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"holder\")\n".utf8)
            .write(to: URL(fileURLWithPath: package + "/Package.swift"))
        let url = "https://github.com/bookgen-tests/greeter"
        let mirrored = try ProcessRunner.run(try Toolchain.locate().swift, ["package", "config", "set-mirror", "--original", url, "--mirror", repository], in: package)
        #expect(mirrored.status == 0, "\(mirrored.stderr)")
        try Data("[environment.greeter]\nurl = \"\(url)\"\nversion = \"1.0.0\"\nproducts = [\"Greeter\"]\n".utf8)
            .write(to: URL(fileURLWithPath: package + "/book/book.toml"))
        try Data("# One\n\n```swift\nexample(of: \"greeting\") {\n  greet(\"reader\")\n}\n```\n\n```output\n--- Example of: greeting ---\nHELLO, READER!\n```\n".utf8)
            .write(to: URL(fileURLWithPath: package + "/book/one.md"))
        let result = try workspace.run(["check", "package/book"] + Self.cache)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "1 passed, 0 failed\n")
    }
}
