import ArgumentParser
import BookCore
import BookPipeline

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compile and run every example of the book and compare what it prints with its output blocks."
    )

    @Argument(help: ArgumentHelp(BookFolder.help))
    var book: String?

    @Option(help: "Check only the examples whose name contains this text.")
    var filter: String?

    @Option(name: .customLong("environment"), help: "Check only in this environment of book.toml (repeatable).")
    var environments: [String] = []

    @Option(help: "How many compilers and examples run at once (default: the number of cores).")
    var jobs: Int?

    @Option(help: ArgumentHelp(TimeoutHelp.text))
    var timeout: Double = 10

    @Flag(help: "Rewrite the expected-output blocks that differ, and nothing else.")
    var update = false

    @Flag(help: "Ignore cached results and run everything.")
    var noCache = false

    @Flag(help: "Say why each example ran again instead of coming from the cache.")
    var explain = false

    @Option(help: "Report format: text, json, junit or github.")
    var format: ReportFormatOption = .text

    @Option(help: ArgumentHelp(CacheFolderHelp.text, valueName: "folder"))
    var cacheFolder: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let problem = CheckOptions.problem(withTimeout: timeout) { throw ValidationError(problem) }
    }

    func run() throws {
        var options = CheckOptions()
        options.filter = filter
        options.environments = environments.isEmpty ? nil : environments
        if let jobs { options.jobs = jobs }
        options.timeout = timeout
        options.update = update
        options.useCache = !noCache
        options.cacheFolder = cacheFolder
        let checked: CheckedBook
        do {
            checked = try CheckAction(options: options).run(bookFolder: BookFolder.resolve(book), toolchain: try Toolchain.locate())
        } catch {
            throw Console.fail(error).exitCode
        }
        print(ReportFormatter.render(checked, format: format.value, explain: explain), terminator: "")
        if checked.hasFailures { throw ExitStatus.failure.exitCode }
    }
}

/// What `--cache-folder` says in every command's help.
enum CacheFolderHelp {
    static let text = "Where built environments and each book's results are kept (default: $XDG_CACHE_HOME/bookgen, else ~/.cache/bookgen; ~/Library/Caches/bookgen on macOS)."
}

/// What `--timeout` says in `check`, `build` and `serve`, whose examples it limits alike.
enum TimeoutHelp {
    static let text = "Seconds an example may run before it is stopped."
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
