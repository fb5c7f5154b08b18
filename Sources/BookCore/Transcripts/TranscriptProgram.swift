/// A transcript test as the compiler gets it: one file of the test's code lines in page order, each
/// at its chapter line and column, so that diagnostics name the chapter's places.
///
/// How it is built follows what the code needs, as TSPL's tests were built:
/// - a test another test of the book imports (`import atMain_library`) is a library module of that
///   name, built first and linked into the tests that import it;
/// - a test with `@main` is a file other than main.swift (`-parse-as-library`), unless it expects
///   the compiler's complaint about `@main` beside top-level code;
/// - every other test is a main.swift: top-level code, as a reader's script;
/// - a block a test shares with a library test (`tupleTypes_Module1_Private` shares
///   `tupleTypes_Module1`'s) is that library's source, so it is a file of its own in the test's
///   module: the test's other blocks see its `internal` names and not its `fileprivate` ones.
struct TranscriptProgram: Sendable {
    var test: TranscriptTest
    /// Another test imports it: it is built as a library module named after the test.
    var isLibrary = false
    /// The tests it imports, built before it.
    var libraries: [String] = []
    /// The indices of the blocks it shares with a library test: a file of their own.
    var libraryBlocks: Set<Int> = []
    let expectations: TranscriptExpectations

    init(test: TranscriptTest) {
        self.test = test
        expectations = TranscriptExpectations(test)
    }

    var id: String { test.id }

    /// A file of its own that is not main.swift: a library, or a program whose entry point is `@main`.
    var parsesAsLibrary: Bool {
        if isLibrary { return true }
        let hasMain = test.lines.contains { $0.isCode && String($0.text).trimmingBlanks.hasPrefix("@main") }
        return hasMain && !expectations.messages.contains { $0.headline.contains("top-level code") }
    }

    /// The module's name: the test's for a library, `main` as swiftc names a lone main.swift's.
    var moduleName: String { isLibrary ? test.name : "main" }

    /// The file name the compiler reads (it decides whether top-level code is allowed).
    var fileName: String { parsesAsLibrary ? "\(isLibrary ? test.name : "program").swift" : "main.swift" }

    /// The files the compiler reads, by name: the test's blocks, and those it shares with a library
    /// test in a file of their own.
    func sources(imports: [String]) -> [SourceFile] {
        let own = test.blocks.indices.filter { !libraryBlocks.contains($0) }
        let shared = test.blocks.indices.filter { libraryBlocks.contains($0) }
        // Output a program prints before it traps stays in the C library's buffer unless nothing is
        // buffered; the call goes first in main.swift, the function it calls in a file of its own,
        // so that the test's code sees no C module it did not import.
        let prelude = unbuffersOutput ? "\(Self.unbufferCall)()" : nil
        var files = !own.isEmpty && !shared.isEmpty
            ? [source(of: own, imports: imports, prelude: prelude).named(fileName), source(of: shared, imports: imports).named(Self.sharedFileName)]
            : [source(of: Array(test.blocks.indices), imports: imports, prelude: prelude).named(fileName)]
        if unbuffersOutput { files.append(SourceFile(name: "bookgen-unbuffered.swift", text: Self.unbufferFile, lineOffset: nil)) }
        return files
    }

    /// A program the transcript expects to trap, whose code runs at the top level.
    private var unbuffersOutput: Bool { expectations.trap != nil && !parsesAsLibrary }

    static let sharedFileName = "library-part.swift"
    private static let unbufferCall = "__bookgen_unbufferStandardOutput"
    private static let unbufferFile = """
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Musl)
        import Musl
        #elseif canImport(Darwin)
        import Darwin
        #elseif canImport(ucrt)
        import ucrt
        #endif

        func \(unbufferCall)() {
            setvbuf(stdout, nil, _IONBF, 0)
        }

        """

    /// The blocks' code, each line `lineOffset` lines above its chapter line, the file's other lines
    /// blank, so that the compiler's locations are the chapter's once the runner adds the offset
    /// and names the chapter. (`#sourceLocation` would do the same, but the compiler counts the
    /// directive as top-level code, and says so in a note about `@main`.) The imports and the
    /// prelude, when there are any, take the line before the first block's.
    private func source(of blocks: [Int], imports: [String], prelude: String? = nil) -> SourceFile {
        let head = (imports.map { "import \($0)" } + (prelude.map { [$0] } ?? [])).joined(separator: "; ")
        let firstLine = blocks.first.map { test.blocks[$0].contentLines.lowerBound } ?? 1
        let offset = firstLine - (head.isEmpty ? 1 : 2)
        var lines = head.isEmpty ? [] : [head]
        for block in blocks.map({ test.blocks[$0] }) {
            let code = Dictionary(block.lines.filter(\.isCode).map { ($0.line, $0.text) }) { first, _ in first }
            for line in block.contentLines where line > offset + lines.count {
                while lines.count < line - offset - 1 { lines.append("") }
                lines.append(code[line] ?? "")
            }
        }
        return SourceFile(name: "", text: lines.joined(separator: "\n") + "\n", lineOffset: offset)
    }

    /// What decides the program's result besides the toolchain and the environment.
    func fingerprint(libraryFingerprints: [String]) -> String {
        var hasher = SHA256()
        for file in sources(imports: []) { hasher.update(field: "\(file.name) \(file.lineOffset ?? -1)\n\(file.text)") }
        hasher.update(field: "\(isLibrary) \(parsesAsLibrary) \(moduleName)")
        for library in libraryFingerprints { hasher.update(field: library) }
        return hasher.finalizeHex()
    }
}

/// A file of a transcript test's program.
struct SourceFile: Sendable {
    var name: String
    var text: String
    /// What to add to a line of the file to get its chapter line; nil for a file of bookgen's own.
    var lineOffset: Int?

    func named(_ name: String) -> SourceFile {
        var file = self
        file.name = name
        return file
    }
}
