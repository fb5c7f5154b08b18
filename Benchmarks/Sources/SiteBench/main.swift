// The site benchmark: renders a synthetic book with checks skipped, as `bookgen build` does (the
// site and the EPUB), and reports the time taken by phase. `scripts/bench-site` runs it beside
// mdBook on the same Markdown, and times whole `bookgen build` processes too.
//   SiteBench [--shape light|prose|tables|guide] [--chapters N] [--runs N] [--book-folder DIR] [--output DIR] [--write-book-only]
import BookCore
import BookEPUB
import BookPipeline
import BookSite
import Foundation

var chapters = 500
var runs = 5
var shape = SyntheticBook.Shape.light
var bookFolder = ".build/bench/book"
var output = ".build/bench/site"
var writeBookOnly = false
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    if flag == "--write-book-only" {
        writeBookOnly = true
        continue
    }
    guard let value = arguments.popFirst() else { fatalError("\(flag) needs a value") }
    switch flag {
    case "--chapters": chapters = Int(value) ?? chapters
    case "--runs": runs = Int(value) ?? runs
    case "--shape":
        guard let given = SyntheticBook.Shape(rawValue: value) else { fatalError("--shape is one of " + SyntheticBook.Shape.allCases.map(\.rawValue).joined(separator: ", ")) }
        shape = given
    case "--book-folder": bookFolder = value
    case "--output": output = value
    default: fatalError("unknown option \(flag)")
    }
}
precondition(chapters >= 1 && runs >= 1, "--chapters and --runs must be at least 1")

let markdownBytes = try SyntheticBook.write(chapters: chapters, shape: shape, into: bookFolder)
if writeBookOnly {
    print(String(format: "wrote the %@ book: %d chapters, %.2f MB of Markdown, into %@", shape.rawValue, chapters, Double(markdownBytes) / 1e6, bookFolder))
    exit(0)
}

func seconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
/// The process's peak resident memory so far, in MB.
func peakMegabytes() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024 // kilobytes on Linux
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576 // bytes on Darwin
    #endif
}

var options = CheckOptions()
options.useCache = false
options.packageRoot = FileManager.default.currentDirectoryPath
let phaseNames = ["load, parse and read blocks", "site", "EPUB", "write"]
var phases: [[Double]] = Array(repeating: [], count: phaseNames.count)
var phaseCPU: [[Double]] = Array(repeating: [], count: phaseNames.count)
/// The process's user and system CPU seconds so far, on all threads.
func cpuSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}
var times: [Double] = []
var pages = 0
var peaks: [Double] = []
for run in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    var phaseStart = start
    var phaseCPUStart = cpuSeconds()
    func endPhase(_ index: Int) {
        phases[index].append(seconds(since: phaseStart))
        let cpu = cpuSeconds()
        phaseCPU[index].append(cpu - phaseCPUStart)
        phaseCPUStart = cpu
        if run == 0 { peaks.append(peakMegabytes()) }
        phaseStart = DispatchTime.now().uptimeNanoseconds
    }
    let book = try PreparedBook.prepare(folder: bookFolder, options: options).unchecked()
    endPhase(0)
    let site = SiteRenderer().render(RenderContext(book, outputs: [.site, .epub]))
    endPhase(1)
    let epub = EPUBRenderer().render(book)
    endPhase(2)
    precondition(!site.hasErrors && !epub.hasErrors, "the synthetic book has problems: \(site.diagnostics + epub.diagnostics)")
    try OutputWriter(output: output, force: true).write((site.files + epub.files).sorted { $0.path < $1.path })
    endPhase(3)
    times.append(seconds(since: start))
    pages = site.files.filter { $0.path.hasSuffix(".html") }.count
}
print(String(format: "SiteBench (%@ book, %d chapters, %.2f MB): %d pages, median %.3f s of %d runs in one process (min %.3f, max %.3f)",
             shape.rawValue, chapters, Double(markdownBytes) / 1e6, pages, median(times), runs, times.min()!, times.max()!))
print("SiteBench medians by phase (no cache: every run highlights every block): " + zip(phaseNames, phases).map { String(format: "%@ %.3f s", $0, median($1)) }.joined(separator: ", "))
print("SiteBench CPU seconds by phase (all threads, medians): " + zip(phaseNames, phaseCPU).map { String(format: "%@ %.3f s", $0, median($1)) }.joined(separator: ", "))
print("SiteBench peak memory after each phase of the first run: " + zip(phaseNames, peaks).map { String(format: "%@ %.0f MB", $0, $1) }.joined(separator: ", "))
