import Foundation

/// Proves that a ```swift compile-fail block does not compile, for the reason the chapter says.
struct CompileFailureRunner {
    var toolchain: Toolchain
    var library: BuiltLibrary
    var workFolder: String

    static let compiled = DiagnosticMessage(id: "compile-fail-compiled", "this block is marked compile-fail, but it compiles")
    static let elsewhere = DiagnosticMessage(id: "compile-fail-elsewhere", "the code this compile-fail block builds on does not compile; the block itself proves nothing")
    static let wrongMessage = DiagnosticMessage(id: "compile-fail-message", "the block does not compile, but no error says what the fence expects")

    /// - Returns: The problems found; empty when the block fails as expected.
    func check(_ check: CompileFailureCheck, chapter: ChapterSnippets, index: Int) -> [Diagnostic] {
        let path = "\(workFolder)/compile-fail-\(index).swift"
        _ = FileManager.default.createFile(atPath: path, contents: Data(SourceGenerator.compileFailureFile(check, chapter: chapter).utf8))
        let arguments = LibraryBuilder.commonFlags + ["-typecheck", "-I", library.folder, path]
        guard let output = try? ProcessRunner.run(toolchain.swiftc, arguments) else {
            return [Diagnostic(file: check.location.file, line: check.location.line, id: "compiler", message: "cannot run \(toolchain.swiftc)")]
        }
        if output.status == 0 { return [Diagnostic(Self.compiled, at: check.location)] }
        let errors = BatchCompiler.group(CompilerMessage.parse(output.stderr)).filter { $0.severity == .error }
        let inBlock = errors.filter { $0.file == check.chapterPath && check.blockLines.contains($0.line) }
        let described = errors.map { "\($0.file):\($0.line):\($0.column): error: \($0.message)" }
        guard !inBlock.isEmpty else { return [Diagnostic(Self.elsewhere, at: check.location, notes: described)] }
        if let expected = check.expectedMessage, !inBlock.contains(where: { $0.message.contains(expected) }) {
            var diagnostic = Diagnostic(Self.wrongMessage, at: check.location, notes: described)
            diagnostic.message = "the block does not compile, but no error contains \"\(expected)\""
            return [diagnostic]
        }
        return []
    }
}
