// The site benchmark: renders a synthetic book with checks skipped and reports the time taken,
// by phase. `scripts/bench-site` runs it beside mdBook on the same Markdown.
//   SiteBench [--chapters N] [--runs N] [--book-folder DIR] [--output DIR]
import BookCore
import BookPipeline
import BookSite
import Foundation

var chapters = 500
var runs = 5
var bookFolder = ".build/bench/book"
var output = ".build/bench/site"
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    guard let value = arguments.popFirst() else { fatalError("\(flag) needs a value") }
    switch flag {
    case "--chapters": chapters = Int(value) ?? chapters
    case "--runs": runs = Int(value) ?? runs
    case "--book-folder": bookFolder = value
    case "--output": output = value
    default: fatalError("unknown option \(flag)")
    }
}
precondition(chapters >= 1 && runs >= 1, "--chapters and --runs must be at least 1")

try SyntheticBook.write(chapters: chapters, into: bookFolder)
var times: [Double] = []
var phases: [[Double]] = [[], [], []]
var pages = 0
func seconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
var options = CheckOptions()
options.useCache = false
options.packageRoot = FileManager.default.currentDirectoryPath
for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    let book = try PreparedBook.prepare(folder: bookFolder, options: options).unchecked()
    phases[0].append(seconds(since: start))
    let renderStart = DispatchTime.now().uptimeNanoseconds
    let site = SiteRenderer().render(book)
    phases[1].append(seconds(since: renderStart))
    let writeStart = DispatchTime.now().uptimeNanoseconds
    try OutputWriter(output: output, force: true).write(site.files)
    phases[2].append(seconds(since: writeStart))
    times.append(seconds(since: start))
    pages = site.files.filter { $0.path.hasSuffix(".html") }.count
}
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
print(String(format: "bookgen: %d chapters, %d pages, median %.3f s of %d runs (min %.3f, max %.3f), %.0f pages/s",
             chapters, pages, median(times), runs, times.min()!, times.max()!, Double(pages) / median(times)))
print(String(format: "bookgen: medians by phase: load, parse and read blocks %.3f s, render %.3f s, write %.3f s",
             median(phases[0]), median(phases[1]), median(phases[2])))
