import ArgumentParser
import BookCore
import BookSite
import Foundation

/// `bookgen bench-site`: renders a synthetic book with checks skipped and reports the time taken.
/// A benchmark, not a test: `scripts/bench-site` runs it beside mdBook on the same Markdown.
struct BenchSiteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-site",
        abstract: "Render a synthetic book with checks skipped and report pages per second.",
        shouldDisplay: false
    )

    @Option(help: "How many chapters the synthetic book has.")
    var chapters = 500

    @Option(help: "How many timed builds; the median is reported.")
    var runs = 5

    @Option(help: "Where the synthetic book is written (kept, so other tools can render it too).")
    var bookFolder = ".build/bench/book"

    @Option(help: "Where the site is written.")
    var output = ".build/bench/site"

    func validate() throws {
        if chapters < 1 { throw ValidationError("--chapters must be at least 1") }
        if runs < 1 { throw ValidationError("--runs must be at least 1") }
    }

    func run() throws {
        try SyntheticBook.write(chapters: chapters, into: bookFolder)
        var times: [Double] = []
        var phases: [[Double]] = [[], [], []]
        var pages = 0
        func seconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            let (loaded, _) = BookLoader.load(folder: bookFolder)
            guard let book = loaded else { throw ExitCode(1) }
            phases[0].append(seconds(since: start))
            let renderStart = DispatchTime.now().uptimeNanoseconds
            let site = SiteBuilder(packageRoot: FileManager.default.currentDirectoryPath).build(book, verification: .unchecked)
            phases[1].append(seconds(since: renderStart))
            let writeStart = DispatchTime.now().uptimeNanoseconds
            try SiteWriter(output: output, force: true).write(site.files)
            phases[2].append(seconds(since: writeStart))
            times.append(seconds(since: start))
            pages = site.files.filter { $0.path.hasSuffix(".html") }.count
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        print(String(format: "bookgen: %d chapters, %d pages, median %.3f s of %d runs (min %.3f, max %.3f), %.0f pages/s",
                     chapters, pages, median(times), runs, times.min()!, times.max()!, Double(pages) / median(times)))
        print(String(format: "bookgen: medians by phase: load and parse %.3f s, render %.3f s, write %.3f s",
                     median(phases[0]), median(phases[1]), median(phases[2])))
    }
}
