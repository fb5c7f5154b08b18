import ArgumentParser
import BookCore
import BookPipeline

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Check every example, then render the book as a static site that works from file://, and an EPUB.",
        discussion: """
            A book with a failing example is not published unless --allow-failures is given. \
            --from-cache compiles and runs nothing: each example shows its cached result, or is marked not checked. \
            Problems with the book itself (a missing include, a broken link, book.toml) are never published.
            """
    )

    @Argument(help: ArgumentHelp(BookFolder.help))
    var book: String?

    @Option(help: "The folder the site is written to; bookgen replaces it entirely (default: book.toml's [build] build-dir, else site, in the book folder).")
    var output: String?

    @Flag(help: "Publish even when examples fail their checks; the failures are marked on their pages.")
    var allowFailures = false

    @Flag(help: "Compile and run nothing: show each example's cached result, and mark the examples the cache has no result for as not checked (all of them when no Swift toolchain is found).")
    var fromCache = false

    @Flag(help: ArgumentHelp("Earlier name of --allow-failures (and, without a toolchain, --from-cache).", visibility: .hidden))
    var skipCheck = false

    @Flag(help: "Write into the output folder even if bookgen did not create it; its content is replaced.")
    var force = false

    @Option(help: ArgumentHelp(TimeoutHelp.text))
    var timeout: Double = 10

    @Option(help: ArgumentHelp(CacheFolderHelp.text, valueName: "folder"))
    var cacheFolder: String?

    func validate() throws {
        if let problem = CheckOptions.problem(withTimeout: timeout) { throw ValidationError(problem) }
    }

    func run() throws {
        var options = BuildOptions()
        options.output = output
        options.allowFailures = allowFailures
        options.fromCache = fromCache
        options.skipCheck = skipCheck
        options.force = force
        options.check.timeout = timeout
        options.check.cacheFolder = cacheFolder
        if skipCheck {
            Console.warning("--skip-check is now two flags: --allow-failures publishes despite failing examples, --from-cache compiles and runs nothing")
        }
        let result: BuildResult
        do {
            result = try BuildAction(options: options).run(bookFolder: BookFolder.resolve(book), toolchain: try? Toolchain.locate())
        } catch {
            throw Console.fail(error).exitCode
        }
        if let warning = result.warning { Console.warning(warning) }
        // What `check` would print: every problem and warning, and the counts when something failed.
        if result.book.hasFailures {
            print(ReportFormatter.render(result.book, format: .text, explain: false), terminator: "")
        } else {
            for diagnostic in ReportFormatter.diagnostics(of: result.book) {
                print(diagnostic.printedLines.joined(separator: "\n"))
            }
        }
        for diagnostic in result.renderDiagnostics {
            print(diagnostic.printedLines.joined(separator: "\n"))
        }
        switch result.outcome {
        case .published(_, let pages):
            if result.book.verdicts.contains(where: { $0.status == .failed }) {
                Console.warning("published anyway (--allow-failures); the failing examples are marked on their pages")
            }
            let unchecked = result.book.verdicts.filter { $0.status == .skipped }.count
            if fromCache && unchecked > 0 {
                Console.warning("\(unchecked) example\(unchecked == 1 ? " has" : "s have") no cached result and \(unchecked == 1 ? "is" : "are") marked not checked (--from-cache)")
            }
            print("wrote \(pages) pages to \(result.output)/")
        case .failedChecks:
            Console.error("not publishing a book with failing checks; fix them, or pass --allow-failures to publish with the failures marked")
            throw ExitStatus.failure.exitCode
        case .bookProblems:
            let count = result.book.diagnostics.filter { $0.severity == .error }.count + result.renderDiagnostics.filter { $0.severity == .error }.count
            Console.error("not publishing: \(count) problem\(count == 1 ? "" : "s") in the book; '\(result.output)' is unchanged")
            throw ExitStatus.failure.exitCode
        }
    }
}
