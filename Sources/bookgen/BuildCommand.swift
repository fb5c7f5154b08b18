import ArgumentParser
import BookCore
import BookPipeline

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Check every example, then render the book as a static site that works from file://."
    )

    @Argument(help: "The book folder.")
    var book = "Chapters"

    @Option(help: "The folder the site is written to; bookgen replaces it entirely.")
    var output = "site"

    @Flag(help: "Publish even when examples fail their checks; the failures are marked on the pages. Without a toolchain, render with the examples marked as not checked.")
    var skipCheck = false

    @Flag(help: "Write into the output folder even if bookgen did not create it; its content is replaced.")
    var force = false

    func run() throws {
        var options = BuildOptions()
        options.output = output
        options.skipCheck = skipCheck
        options.force = force
        let result: BuildResult
        do {
            result = try BuildAction(options: options).run(bookFolder: book, toolchain: try? Toolchain.locate())
        } catch {
            throw Console.fail(error).exitCode
        }
        if let warning = result.warning { Console.warning(warning) }
        if result.book.failed > 0 {
            print(ReportFormatter.render(result.book, format: .text, explain: false), terminator: "")
        }
        for diagnostic in result.renderDiagnostics {
            print(diagnostic.printedLines.joined(separator: "\n"))
        }
        switch result.outcome {
        case .published(_, let pages):
            if result.book.verdicts.contains(where: { $0.status == .failed }) {
                Console.warning("published anyway (--skip-check); the failing examples are marked on their pages")
            }
            print("wrote \(pages) pages to \(output)/")
        case .failedChecks:
            Console.error("not publishing a book with failing checks; fix them, or pass --skip-check to publish with the failures marked")
            throw ExitStatus.failure.exitCode
        case .bookProblems:
            let count = result.book.diagnostics.filter { $0.severity == .error }.count + result.renderDiagnostics.filter { $0.severity == .error }.count
            Console.error("not publishing: \(count) problem\(count == 1 ? "" : "s") in the book; '\(output)' is unchanged")
            throw ExitStatus.failure.exitCode
        }
    }
}
