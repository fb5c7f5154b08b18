import ArgumentParser
import BookCore
import BookPipeline
import Foundation

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the book into memory, serve it on 127.0.0.1, and rebuild and reload the open page on every change.",
        discussion: "Watches the chapters, book.toml, the theme and the library sources the environments build. Failing examples are shown on their pages; nothing is written to the site folder. Ctrl-C stops it."
    )

    @Argument(help: ArgumentHelp(BookFolder.help))
    var book: String?

    @Option(help: "The port on 127.0.0.1 (0 takes any free port).")
    var port = 3000

    @Option(help: ArgumentHelp(TimeoutHelp.text))
    var timeout: Double = 10

    @Option(help: ArgumentHelp(CacheFolderHelp.text, valueName: "folder"))
    var cacheFolder: String?

    func validate() throws {
        if !(0...65535).contains(port) { throw ValidationError("--port must be between 0 and 65535") }
        if let problem = CheckOptions.problem(withTimeout: timeout) { throw ValidationError(problem) }
    }

    func run() async throws {
        var options = ServeOptions()
        options.port = UInt16(port)
        options.check.timeout = timeout
        options.check.cacheFolder = cacheFolder
        let toolchain = try? Toolchain.locate()
        if toolchain == nil { Console.warning("examples not checked: \(Toolchain.notFound)") }
        let action = ServeAction(bookFolder: BookFolder.resolve(book), options: options, toolchain: toolchain)
        let serving = Task { try await action.run(events: Self.report) }
        Interrupts.onInterrupt { serving.cancel() }
        do {
            try await serving.value
        } catch let error as SetupError {
            throw Console.fail(error).exitCode
        }
        print("stopped")
    }

    @Sendable static func report(_ event: ServeEvent) {
        switch event {
        case .checking:
            print("checking the book (the first build runs every example the cache does not hold)")
        case .listening(let url, _):
            print("serving the book at \(url) (Ctrl-C stops)")
        case .rebuilding(let changed):
            print("changed: \(changed.joined(separator: ", "))")
        case .built(let version, let summary, let problems, let timings):
            for problem in problems { print(problem.printedLines.joined(separator: "\n")) }
            let times = String(format: "%.2f s (check %.2f, render %.2f)", timings.total, timings.check, timings.render)
            print("build \(version) served in \(times): \(summary)")
        case .buildFailed(_, let message):
            Console.error(message + " (the pages of the last build stay)")
        }
        // Each line as it happens, also when the output is a pipe.
        fflush(nil)
    }
}
