import ArgumentParser
import BookCore
import Foundation

struct SupportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "support",
        abstract: "Print the support code every example runs with (`example(of:)`), as a file a reader can paste into a playground or a main.swift.",
        discussion: "With a book, the helper its book.toml's first environment names (`example = { ... }`); without one, `example(of:)`."
    )

    @Argument(help: "A book folder whose example helper to use.")
    var book: String?

    func run() throws {
        var helper = ExampleHelper.standard
        if let book {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: book, isDirectory: &isFolder), isFolder.boolValue else {
                Console.error("no book folder at '\(book)'")
                throw ExitStatus.noInput.exitCode
            }
            let (manifest, problems) = BookManifest.load(bookFolder: book)
            for problem in problems {
                FileHandle.standardError.write(Data((problem.printedLines.joined(separator: "\n") + "\n").utf8))
            }
            if problems.contains(where: { $0.severity == .error }) { throw ExitStatus.failure.exitCode }
            helper = manifest.defaultEnvironments.first.flatMap { manifest.environments[$0]?.exampleHelper } ?? .standard
        }
        print(SupportCode.source(for: helper), terminator: "")
    }
}
