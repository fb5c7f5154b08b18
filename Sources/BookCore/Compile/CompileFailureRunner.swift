import Foundation

/// Proves that ```swift compile-fail blocks do not compile, for the reason the chapter says.
///
/// A chapter's blocks that live in function bodies are typechecked together, one function each: the
/// compiler checks every body on its own, so one file proves them all at the cost of one compiler run.
struct CompileFailureRunner {
    var toolchain: Toolchain
    var environment: BuiltEnvironment
    var workFolder: String

    static let compiled = DiagnosticMessage(id: "compile-fail-compiled", "this block is marked compile-fail, but it compiles")
    static let elsewhere = DiagnosticMessage(id: "compile-fail-elsewhere", "the code this compile-fail block builds on does not compile; the block itself proves nothing")
    static let wrongMessage = DiagnosticMessage(id: "compile-fail-message", "the block does not compile, but no error says what the fence expects")

    /// Splits checks into groups typechecked together: per chapter, except checks that add
    /// file-scope code, which could clash with each other and so go alone.
    static func groups(_ checks: [(chapter: ChapterSnippets, check: CompileFailureCheck)]) -> [(chapter: ChapterSnippets, checks: [CompileFailureCheck])] {
        var groups: [(chapter: ChapterSnippets, checks: [CompileFailureCheck])] = []
        for (chapter, check) in checks {
            if check.fileScope.isEmpty, let index = groups.firstIndex(where: { $0.chapter.chapterPath == chapter.chapterPath && $0.checks[0].fileScope.isEmpty }) {
                groups[index].checks.append(check)
            } else {
                groups.append((chapter, [check]))
            }
        }
        return groups
    }

    /// Typechecks one group.
    ///
    /// - Returns: For each check's id, the problems found; empty when the block fails as expected.
    func check(_ checks: [CompileFailureCheck], chapter: ChapterSnippets, index: Int) -> [String: [Diagnostic]] {
        let path = "\(workFolder)/compile-fail-\(index).swift"
        _ = FileManager.default.createFile(atPath: path, contents: Data(SourceGenerator.compileFailureFile(checks, chapter: chapter, imports: environment.imports).utf8))
        let arguments = environment.compileFlags + ["-typecheck", path]
        guard let output = try? ProcessRunner.run(toolchain.swiftc, arguments) else {
            let failure = Diagnostic(file: chapter.chapterPath, line: checks[0].location.line, id: "compiler", message: "cannot run \(toolchain.swiftc)")
            return Dictionary(uniqueKeysWithValues: checks.map { ($0.id, [failure]) })
        }
        let errors = BatchCompiler.group(CompilerMessage.parse(output.stderr)).filter { $0.severity == .error }
        func inside(_ check: CompileFailureCheck) -> (Diagnostic) -> Bool {
            { $0.file == check.chapterPath && check.blockLines.contains($0.line) }
        }
        let outsideEveryBlock = errors.filter { error in !checks.contains { inside($0)(error) } }
        let described = outsideEveryBlock.map(\.quoted)
        var results: [String: [Diagnostic]] = [:]
        for check in checks {
            let inBlock = errors.filter(inside(check))
            if inBlock.isEmpty {
                results[check.id] = [outsideEveryBlock.isEmpty
                    ? Diagnostic(Self.compiled, at: check.location)
                    : Diagnostic(Self.elsewhere, at: check.location, notes: described)]
            } else if let expected = check.expectedMessage, !inBlock.contains(where: { $0.message.contains(expected) }) {
                var diagnostic = Diagnostic(Self.wrongMessage, at: check.location,
                                            notes: inBlock.map(\.quoted))
                diagnostic.message = "the block does not compile, but no error contains \"\(expected)\""
                results[check.id] = [diagnostic]
            } else {
                results[check.id] = []
            }
        }
        return results
    }
}

extension Diagnostic {
    /// This compiler error as a note of another diagnostic.
    var quoted: Diagnostic.Note {
        Diagnostic.Note(message, at: location, severity: severity)
    }
}
