/// A transcript test as the compiler gets it: one file of the test's code lines in page order, each
/// at its chapter line and column (`#sourceLocation` at each block, blank lines for the transcript's
/// other lines), so that diagnostics name the chapter.
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
    func sources(imports: [String]) -> [(name: String, text: String)] {
        let own = test.blocks.indices.filter { !libraryBlocks.contains($0) }
        let shared = test.blocks.indices.filter { libraryBlocks.contains($0) }
        var files = !own.isEmpty && !shared.isEmpty
            ? [(fileName, source(of: own, imports: imports)), ("library-part.swift", source(of: shared, imports: imports))]
            : [(fileName, source(of: test.blocks.indices, imports: imports))]
        // Output a program prints before it traps stays in the C library's buffer unless nothing is
        // buffered; the call goes first in main.swift, the function it calls in a file of its own,
        // so that the test's code sees no C module it did not import.
        if unbuffersOutput {
            files[0].1 = "\(Self.unbufferCall)()\n" + files[0].1
            files.append(("bookgen-unbuffered.swift", Self.unbufferFile))
        }
        return files
    }

    /// A program the transcript expects to trap, whose code runs at the top level.
    private var unbuffersOutput: Bool { expectations.trap != nil && !parsesAsLibrary }

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

    /// The blocks' code: `imports` first (an environment's implicit ones), then each block at its lines.
    private func source(of blocks: some Sequence<Int>, imports: [String]) -> String {
        var text = imports.map { "import \($0)\n" }.joined()
        let file = SwiftLiteral.string(test.chapterPath)
        for block in blocks.map({ test.blocks[$0] }) {
            let code = Dictionary(block.lines.filter(\.isCode).map { ($0.line, $0.text) }) { first, _ in first }
            guard !code.isEmpty else { continue }
            text += "#sourceLocation(file: \(file), line: \(block.contentLines.lowerBound))\n"
            // Blank lines keep the transcript's other lines' places, so the code keeps its line numbers.
            for line in block.contentLines { text += (code[line] ?? "") + "\n" }
            text += "#sourceLocation()\n"
        }
        return text
    }

    /// What decides the program's result besides the toolchain and the environment.
    func fingerprint(libraryFingerprints: [String]) -> String {
        var hasher = SHA256()
        for (name, text) in sources(imports: []) { hasher.update(field: name + "\n" + text) }
        hasher.update(field: "\(isLibrary) \(parsesAsLibrary) \(moduleName)")
        for library in libraryFingerprints { hasher.update(field: library) }
        return hasher.finalizeHex()
    }
}
