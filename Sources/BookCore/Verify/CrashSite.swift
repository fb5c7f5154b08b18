import Foundation

/// Where a crash report points, and the runtime's words as the author can follow them. The batch
/// program is the module `Examples`, so a trap's message names a chapter `Examples/<file name>`,
/// a folder that exists nowhere: `Examples/02-publish.md:14: Fatal error: boom`.
enum CrashSite {
    /// The line the example trapped at: the innermost frame of the book's code in the run's stack
    /// trace (`CrashTrace`), else the line a trap's message names in the example's chapter
    /// (`fatalError`, `precondition`, a force-unwrapped nil), else nil (an index out of range
    /// names the standard library's file, an arithmetic overflow prints nothing).
    static func location(of run: ExampleRun, example: Example, detail: String) -> FileLocation? {
        if var site = run.crashSite {
            // The chapter as the book names it, not as the line tables do.
            if absolute(site.file) == absolute(example.chapterPath) { site.file = example.chapterPath }
            return site
        }
        let prefix = generatedName(of: example.chapterPath) + ":"
        for line in detail.split(separator: "\n").reversed() where line.hasPrefix(prefix) {
            let number = line.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
            if let number = Int(number), number > 0 { return FileLocation(file: example.chapterPath, line: number) }
        }
        return nil
    }

    /// The runtime's own words in what a crashed example wrote to stderr: its `Fatal error:`,
    /// `Precondition failed:` and `Assertion failed:` lines, which `crash="text"` is matched against.
    static func runtimeMessages(in detail: String) -> [String] {
        let kinds = ["Fatal error", "Precondition failed", "Assertion failed"]
        return detail.split(separator: "\n").map(String.init).filter { line in
            kinds.contains { line.contains(": \($0)") || line.hasPrefix($0) }
        }
    }

    /// `detail` with the generated name of the chapter replaced by its path, and without the place
    /// in bookgen's own code that stopped the program for an error no one caught (a file that exists
    /// nowhere the author can look): `Fatal error: Error raised at top level: ...` is what is left.
    static func shown(_ detail: String, chapterPath: String) -> String {
        let named = detail.replacingOccurrences(of: generatedName(of: chapterPath) + ":", with: chapterPath + ":")
        let ownFiles = [SupervisorSource.moduleName, SupportCode.moduleName].map { $0 + "/" }
        return named.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard ownFiles.contains(where: { line.hasPrefix($0) }), let message = line.range(of: ": Fatal error: ") else { return String(line) }
            return String(line[line.index(after: message.lowerBound)...].dropFirst())
        }.joined(separator: "\n")
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// How the runtime names a chapter: its file name in the batch module's folder.
    private static func generatedName(of chapterPath: String) -> String {
        BatchCompiler.moduleName + "/" + (chapterPath.split(separator: "/").last.map(String.init) ?? chapterPath)
    }
}
