import ArgumentParser
import BookCore
import Foundation

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compile and run every example of the book and compare what it prints with its output blocks."
    )

    @Argument(help: "The book folder.")
    var book = "Chapters"

    @Option(help: "Check only the examples whose name contains this text.")
    var filter: String?

    @Option(help: "How many compilers and examples run at once (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Seconds an example may run before it is stopped.")
    var timeout: Double = 10

    @Flag(help: "Rewrite the expected-output blocks that differ, and nothing else.")
    var update = false

    @Flag(help: "Ignore cached results and run everything.")
    var noCache = false

    @Flag(help: "Say why each example ran again instead of coming from the cache.")
    var explain = false

    @Option(help: "Report format: text, json, junit or github.")
    var format: ReportFormatOption = .text

    @Option(help: ArgumentHelp("Where the library build and results are cached (default: .build/bookgen in the package).", visibility: .hidden))
    var cacheFolder: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if timeout <= 0 { throw ValidationError("--timeout must be more than 0 seconds") }
    }

    func run() throws {
        var options = CheckOptions()
        options.filter = filter
        if let jobs { options.jobs = jobs }
        options.timeout = timeout
        options.update = update
        options.useCache = !noCache
        options.cacheFolder = cacheFolder
        let report: CheckReport
        do {
            let checker = Checker(options: options, toolchain: try Toolchain.locate(), sources: try LibrarySources.locate())
            report = try checker.check(folder: book)
        } catch let error as SetupError {
            FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
            throw ExitCode(error.exitCode)
        }
        print(ReportFormatter.render(report, format: format.value, explain: explain), terminator: "")
        if report.failed > 0 { throw ExitCode(1) }
    }
}

/// `--format`, parsed by swift-argument-parser.
struct ReportFormatOption: ExpressibleByArgument {
    var value: ReportFormat

    init?(argument: String) {
        guard let format = ReportFormat(rawValue: argument) else { return nil }
        value = format
    }

    static let text = ReportFormatOption(argument: "text")!
    static var allValueStrings: [String] { ReportFormat.allCases.map(\.rawValue) }
    var defaultValueDescription: String { value.rawValue }
}
