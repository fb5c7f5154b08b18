import ArgumentParser
import BookCore
import BookPipeline

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a new book that passes `bookgen check` as it is: book.toml, SUMMARY.md, a first chapter, .gitignore and a GitHub Actions workflow.",
        discussion: "The folder must be empty or new: bookgen init never overwrites a file."
    )

    @Argument(help: "The folder to write the book into (default: the current folder).")
    var folder = "."

    func run() throws {
        let written: [String]
        do {
            written = try InitAction(folder: folder).run()
        } catch {
            throw Console.fail(error).exitCode
        }
        for file in written { print("wrote \(folder == "." ? file : folder + "/" + file)") }
        let book = folder == "." ? "" : " \(folder)"
        print("next: bookgen check\(book), bookgen serve\(book), bookgen build\(book)")
    }
}
