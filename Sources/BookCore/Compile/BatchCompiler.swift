import Foundation

/// A group of chapters' examples compiled into one executable.
struct Batch: Sendable {
    struct Entry: Sendable {
        var chapter: ChapterSnippets
        /// The versions of the chapter's examples in this batch; an example's stay together.
        var programs: [ExampleProgram]
    }

    var name: String
    var entries: [Entry]
}

/// The executable built from a batch, and the examples that could not be part of it.
struct CompiledBatch: Sendable {
    var executable: String?
    /// Program id -> the function that runs it in `executable`.
    var symbols: [String: String] = [:]
    /// Example id -> why it did not compile (in any of its versions).
    var failures: [String: [Diagnostic]] = [:]
    var warnings: [Diagnostic] = []
}

/// Compiles batches with `swiftc`, and when a batch does not compile, blames the examples the errors
/// point into and rebuilds the batch without them, so that one broken example never hides the rest.
struct BatchCompiler {
    var toolchain: Toolchain
    var environment: BuiltEnvironment
    var workFolder: String

    static let declarationsBroken = DiagnosticMessage(id: "declarations-do-not-compile", "not run: the chapter's shared declarations do not compile")
    static let batchBroken = DiagnosticMessage(id: "batch-does-not-compile", "not run: the generated program did not compile for a reason outside the chapter")
    /// The batch program's module: the runtime names a chapter `Examples/<file name>` in a trap's message.
    static let moduleName = "Examples"


    func compile(_ batch: Batch) -> [CompiledBatch] {
        var result = CompiledBatch()
        var entries = batch.entries
        var attempt = 0
        while true {
            entries = entries.filter { !$0.programs.isEmpty }
            if entries.isEmpty { return [result] }
            attempt += 1
            let folder = "\(workFolder)/\(batch.name)-\(attempt)"
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var symbols: [String: String] = [:]
            var files: [String] = []
            for (chapterIndex, entry) in entries.enumerated() {
                let named = entry.programs.enumerated().map { (symbol: "__bookgen_c\(chapterIndex)_e\($0.offset)", program: $0.element) }
                for (symbol, program) in named { symbols[program.id] = symbol }
                let path = "\(folder)/chapter\(chapterIndex).swift"
                _ = FileManager.default.createFile(atPath: path, contents: Data(SourceGenerator.chapterFile(entry.chapter, programs: named, imports: environment.imports).utf8))
                files.append(path)
            }
            let mainPath = "\(folder)/main.swift"
            _ = FileManager.default.createFile(atPath: mainPath, contents: Data(SourceGenerator.mainFile(symbols: symbols.values.sorted()).utf8))
            let executable = "\(folder)/examples"
            // One frontend for the whole batch: several would each load the same modules again.
            // Line tables (4 % more compile time) let a crash's stack trace name the chapter's line (`CrashSite`).
            let arguments = environment.compileFlags + environment.linkFlags
                + ["-gline-tables-only", "-wmo", "-module-name", Self.moduleName, "-o", executable, mainPath] + files
            let output: ProcessOutput
            do {
                output = try ProcessRunner.run(toolchain.swiftc, arguments)
            } catch {
                failAll(entries, into: &result, diagnostic: Diagnostic(Self.batchBroken, at: FileLocation(file: entries[0].chapter.chapterPath, line: 1), excerpt: ["\(error)"]))
                return [result]
            }
            let messages = CompilerMessage.parse(output.stderr)
            let grouped = Self.group(messages)
            if output.status == 0 {
                result.executable = executable
                result.symbols = symbols
                // Warnings about the generated scaffolding are ours, not the author's; the driver
                // may report one warning from more than one job.
                let chapterPaths = Set(entries.map(\.chapter.chapterPath))
                let programChapters = Set(entries.filter { $0.chapter.style == .topLevel }.map(\.chapter.chapterPath))
                for warning in grouped where warning.severity == .warning && chapterPaths.contains(warning.file) && !result.warnings.contains(warning)
                    && !(programChapters.contains(warning.file) && Self.isAboutLocals(warning)) {
                    result.warnings.append(warning)
                }
                return [result]
            }
            let errors = grouped.filter { $0.severity == .error }
            var blamed = false
            for error in errors {
                guard let entryIndex = entries.firstIndex(where: { $0.chapter.chapterPath == error.file }) else { continue }
                let entry = entries[entryIndex]
                // Versions of an example share lines: an error in one fails the example, all its versions.
                if let example = entry.programs.first(where: { $0.example.covers(line: error.line) })?.example {
                    if result.failures[example.id]?.contains(error) != true { result.failures[example.id, default: []].append(error) }
                    entries[entryIndex].programs.removeAll { $0.example.id == example.id }
                    blamed = true
                } else if entries.count == 1, entry.chapter.declarations.contains(where: { ($0.firstLine...$0.lastLine).contains(error.line) }) {
                    var seen: Set<String> = []
                    for program in entry.programs where seen.insert(program.example.id).inserted {
                        result.failures[program.example.id, default: []].append(Diagnostic(Self.declarationsBroken, at: program.example.location))
                    }
                    result.failures[entry.programs.first?.example.id ?? "", default: []].insert(error, at: 0)
                    entries[entryIndex].programs = []
                    blamed = true
                }
            }
            if !blamed {
                if entries.count > 1 {
                    // Declarations of two chapters may clash in one program: build each chapter alone.
                    return entries.enumerated().flatMap { index, entry in
                        compile(Batch(name: "\(batch.name)-\(attempt)-\(index)", entries: [entry]))
                    } + [result]
                }
                failAll(entries, into: &result, diagnostic: Diagnostic(Self.batchBroken, at: FileLocation(file: entries[0].chapter.chapterPath, line: 1), excerpt: output.stderr.split(separator: "\n").map(String.init)))
                return [result]
            }
        }
    }

    private func failAll(_ entries: [Batch.Entry], into result: inout CompiledBatch, diagnostic: Diagnostic) {
        for entry in entries {
            for id in Set(entry.programs.map(\.example.id)) { result.failures[id, default: []].append(diagnostic) }
        }
    }

    /// Turns compiler messages into diagnostics, each note folded into the error or warning before it.
    /// A top-level chapter's variables are locals of the function its program runs in, where the
    /// reader's `main.swift` has globals: warnings that only locals get are bookgen's doing.
    static func isAboutLocals(_ warning: Diagnostic) -> Bool {
        warning.message.contains("was never used; consider replacing with assignment to '_' or removing it")
            || warning.message.contains("was never mutated; consider changing to 'let' constant")
            || warning.message.contains("was written to, but never read")
    }

    static func group(_ messages: [CompilerMessage]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for message in messages {
            if message.severity == .note, !diagnostics.isEmpty {
                diagnostics[diagnostics.count - 1].notes.append(Diagnostic.Note(message.text, at: FileLocation(file: message.file, line: message.line, column: message.column), excerpt: message.excerpt))
            } else {
                diagnostics.append(message.diagnostic)
            }
        }
        return diagnostics
    }
}

extension Example {
    /// Whether a chapter line belongs to this example's code.
    func covers(line: Int) -> Bool {
        (code + [closing]).contains { ($0.firstLine...$0.lastLine).contains(line) }
    }
}
