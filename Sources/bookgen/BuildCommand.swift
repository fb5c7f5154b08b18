import ArgumentParser
import BookCore
import BookSite
import Foundation

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

    func validate() throws {
        let outputPath = URL(fileURLWithPath: output).standardizedFileURL.path
        let bookPath = URL(fileURLWithPath: book).standardizedFileURL.path
        if outputPath == bookPath || bookPath.hasPrefix(outputPath + "/") {
            throw ValidationError("--output must not be the book folder or hold it: the build replaces the whole output folder")
        }
    }

    func run() throws {
        let loadedBook: Book
        let verification: Verification
        do {
            (loadedBook, verification) = try checkedBook()
        } catch let error as SetupError {
            FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
            throw ExitCode(error.exitCode)
        }

        let root = (try? LibrarySources.locate().root) ?? FileManager.default.currentDirectoryPath
        let builder = SiteBuilder(theme: Theme.load(overridesIn: book + "/theme"), packageRoot: root)
        let site = builder.build(loadedBook, verification: verification)
        for diagnostic in site.diagnostics {
            print(diagnostic.headline)
            for note in diagnostic.notes { print("    " + note) }
        }
        if site.hasErrors {
            let count = site.diagnostics.filter { $0.severity == .error }.count
            FileHandle.standardError.write(Data("error: not publishing: \(count) problem\(count == 1 ? "" : "s") in the book's links or theme; '\(output)' is unchanged\n".utf8))
            throw ExitCode(1)
        }
        do {
            try SiteWriter(output: output, force: force).write(site.files)
        } catch {
            FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
            throw ExitCode(error.isRefusal ? 73 : 74)
        }
        let pages = site.files.filter { $0.path.hasSuffix(".html") }.count
        print("wrote \(pages) pages to \(output)/")
    }

    /// The book and what its checks found; refuses (exit 1) when an example fails, unless `--skip-check`.
    private func checkedBook() throws -> (Book, Verification) {
        let checker: Checker
        let sources: LibrarySources
        do {
            sources = try LibrarySources.locate()
            checker = Checker(options: CheckOptions(), toolchain: try Toolchain.locate(), sources: sources)
        } catch let error as SetupError where skipCheck {
            FileHandle.standardError.write(Data("warning: examples not checked: \(error.message)\n".utf8))
            return (try loadBook(), .unchecked)
        }
        let report = try checker.check(folder: book)
        if report.failed > 0 {
            print(ReportFormatter.render(report, format: .text, explain: false), terminator: "")
            if !skipCheck {
                FileHandle.standardError.write(Data("error: not publishing a book with failing checks; fix them, or pass --skip-check to publish with the failures marked\n".utf8))
                throw ExitCode(1)
            }
            FileHandle.standardError.write(Data("warning: publishing anyway (--skip-check); the failing examples are marked on their pages\n".utf8))
        }
        return (report.book, Verification(report: report, libraryVersion: String(report.librarySourcesFingerprint.prefix(12))))
    }

    private func loadBook() throws -> Book {
        let (loaded, diagnostics) = BookLoader.load(folder: book)
        guard let loaded else {
            throw SetupError(message: diagnostics.first?.message ?? "no book at '\(book)'", exitCode: 66)
        }
        return loaded
    }
}
