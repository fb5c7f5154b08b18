/// Writes the Swift files that the compiler sees: snippet lines copied verbatim under
/// `#sourceLocation` directives, so that every diagnostic names the chapter, line and column.
enum SourceGenerator {
    /// The protocol between a batch executable and the runner: marker lines on stdout.
    static let markerEnvironmentKey = "BOOKGEN_MARKER"

    /// The environment's implicit imports. Never Foundation: loading it doubles the time to compile
    /// a batch, and a snippet that needs it says `import Foundation`, as a reader's file would.
    static func header(imports: [String]) -> String {
        imports.map { "import \($0)\n" }.joined()
    }

    /// The segment under a `#sourceLocation` naming its chapter line, with `fileprivate` written on a
    /// line of its own above the declarations that get it; that line borrows the number of the line
    /// before, so every line of the author's code keeps its own number and columns.
    static func located(_ segment: CodeSegment, file: String) -> String {
        if segment.isSynthetic { return segment.text + "\n" }
        let name = SwiftLiteral.string(file)
        var text = "#sourceLocation(file: \(name), line: \(segment.firstLine))\n"
        for (index, line) in segment.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if segment.filePrivateLines.contains(index) {
                text += "#sourceLocation(file: \(name), line: \(segment.firstLine + index - 1))\nfileprivate\n"
            }
            text += line + "\n"
        }
        return text + "#sourceLocation()\n"
    }

    /// A chapter's file in a batch: its declarations, then one function per example version.
    static func chapterFile(_ chapter: ChapterSnippets, programs: [(symbol: String, program: ExampleProgram)], imports: [String]) -> String {
        var text = header(imports: imports) + "import \(SupervisorSource.moduleName)\n"
        for declaration in chapter.declarations { text += located(declaration, file: chapter.chapterPath) }
        for (symbol, program) in programs {
            text += "\nfunc \(symbol)() {\n"
            // A top-level chapter's program runs as a body the runtime calls, awaiting and throwing as top-level code may.
            if program.example.isProgram { text += "\(SupervisorSource.programRunner) {\n" }
            // Checkpoints after the last code go after the call, so that what the helper prints once
            // the body is done (the work it left on the main queue) belongs to the last output block.
            let steps = program.steps
            let trailing = steps.count - (steps.lastIndex { if case .code = $0 { true } else { false } }.map { $0 + 1 } ?? 0)
            for step in steps.dropLast(trailing) {
                switch step {
                case .code(let segment): text += located(segment, file: chapter.chapterPath)
                case .checkpoint: text += "__bookgen_checkpoint()\n"
                }
            }
            text += located(program.example.closing, file: chapter.chapterPath)
            if program.example.isProgram { text += "}\n" }
            text += String(repeating: "__bookgen_checkpoint()\n", count: trailing)
            text += "}\n"
        }
        return text
    }

    /// main.swift of a batch: hands the examples to the supervisor (`SupervisorSource`), which runs
    /// those named on the command line, in order, each in a process of its own.
    static func mainFile(symbols: [String]) -> String {
        """
        import \(SupervisorSource.moduleName)

        let examples: [String: () -> Void] = [
        \(symbols.map { "    \(SwiftLiteral.string($0)): \($0)," }.joined(separator: "\n"))
        ]
        __BookgenSupervisor.run(examples)

        """
    }

    /// A file of code that must fail to typecheck: the chapter's declarations, then each check's
    /// file-scope code and its body in a function of its own.
    static func compileFailureFile(_ checks: [CompileFailureCheck], chapter: ChapterSnippets, imports: [String]) -> String {
        var text = header(imports: imports)
        for declaration in chapter.declarations { text += located(declaration, file: chapter.chapterPath) }
        for (index, check) in checks.enumerated() {
            for segment in check.fileScope { text += located(segment, file: chapter.chapterPath) }
            guard !check.body.isEmpty else { continue }
            text += "\nfunc __bookgen_compile_failure_\(index)() {\n"
            for segment in check.body { text += located(segment, file: chapter.chapterPath) }
            text += "}\n"
        }
        return text
    }
}
