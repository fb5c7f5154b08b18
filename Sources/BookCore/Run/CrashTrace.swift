import Foundation

/// Finds the line of the book's code a crashed example was running, from the stack trace the Swift
/// runtime writes to stderr when it traps. The runtime prints that trace even with its backtracer
/// off, as offsets into each image; batch programs carry line tables (`BatchCompiler`), so one run
/// of the toolchain's `llvm-symbolizer` per batch that crashed turns them into chapter lines. The
/// backtracer would take most of a second per crash.
enum CrashTrace {
    /// The offsets into `image` (a file name) of the frames of the trace in `detail`, innermost first.
    static func offsets(in detail: String, image: String) -> [UInt64] {
        guard let start = detail.range(of: "Current stack trace:\n") else { return [] }
        return detail[start.upperBound...].split(separator: "\n").compactMap { line in
            // `5    examples    0x000055b1fdc5c7a3 <unavailable> + 6051`: with no symbol to go by,
            // the runtime counts from the image's start, which is what the line tables count from.
            let words = line.split(separator: " ")
            guard words.count == 6, words[1] == image, words[3] == "<unavailable>", words[4] == "+" else { return nil }
            return UInt64(words[5])
        }
    }

    /// Sets the `crashSite` of each crashed run whose trace reaches the book's code.
    ///
    /// - Parameters:
    ///   - executable: The batch program; the generated files beside it are bookgen's, not the book's.
    ///   - symbolizer: The toolchain's `llvm-symbolizer`.
    static func locate(_ runs: inout [String: ExampleRun], executable: String, symbolizer: String) {
        let image = (executable as NSString).lastPathComponent
        let generated = (executable as NSString).deletingLastPathComponent + "/"
        var traces: [(symbol: String, offsets: [UInt64])] = []
        for (symbol, run) in runs.sorted(by: { $0.key < $1.key }) {
            guard case .crashed(_, let detail) = run.ending else { continue }
            let offsets = offsets(in: detail, image: image).filter { $0 > 0 }
            if !offsets.isEmpty { traces.append((symbol, offsets)) }
        }
        guard !traces.isEmpty else { return }
        // Each frame past the first is a return address, one byte past the call that is its line.
        let addresses = traces.flatMap(\.offsets).map { "0x" + String($0 - 1, radix: 16) }
        // Paths come out absolute: the line tables keep a relative one relative to the folder the
        // compiler ran in, and write a path inside that folder relative too.
        let arguments = ["--obj=" + executable, "--functions=none", "--no-inlines"] + addresses
        guard let output = try? ProcessRunner.run(symbolizer, arguments), output.status == 0 else { return }
        // One line per address: `file:line:column`, or `??:0:0` where the tables say nothing.
        var locations = output.stdout.split(separator: "\n").map { location(String($0)) }[...]
        guard locations.count == addresses.count else { return }
        for (symbol, offsets) in traces {
            let frames = locations.prefix(offsets.count)
            locations = locations.dropFirst(offsets.count)
            runs[symbol]?.crashSite = frames.lazy.compactMap { $0 }.first { !$0.file.hasPrefix(generated) }
        }
    }

    /// A symbolizer's `file:line:column`; nil for an unknown one.
    private static func location(_ text: String) -> FileLocation? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), line > 0, let column = Int(parts[parts.count - 1]) else { return nil }
        let file = parts.dropLast(2).joined(separator: ":")
        return file == "??" ? nil : FileLocation(file: file, line: line, column: max(column, 1))
    }
}
