import Foundation

/// Builds and runs transcript tests, each alone: its own file, its own compiler run, its own
/// process. Libraries go into `modules` first, where the tests that import them find them.
struct TranscriptRunner: Sendable {
    var toolchain: Toolchain
    var environment: BuiltEnvironment
    var workFolder: String
    var variables: ExampleVariables
    var timeout: Double
    var outputLimit: Int

    var modulesFolder: String { workFolder + "/modules" }

    /// Builds one test and, when it is a program that compiled, runs it.
    ///
    /// - Parameter index: Names the test's folder among the others'.
    func run(_ program: TranscriptProgram, index: Int) -> TranscriptRun {
        let folder = "\(workFolder)/test\(index)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(atPath: modulesFolder, withIntermediateDirectories: true)
        // The example helper's module is for `example(of:)` books; a transcript's code never calls it.
        let files = program.sources(imports: environment.imports.filter { $0 != SupportCode.moduleName })
        let paths = files.map { "\(folder)/\($0.name)" }
        for (file, path) in zip(files, paths) { _ = FileManager.default.createFile(atPath: path, contents: Data(file.text.utf8)) }
        // Swift 5 mode, as the book's old test tool compiled (Swift 6 mode fails 38 of TSPL's tests it
        // passes), with Swift 6's bare `/regex/` literals, which the book teaches (basic-literals).
        var arguments = environment.compileFlags + ["-enable-bare-slash-regex", "-module-name", program.moduleName, "-I", modulesFolder]
        let executable = "\(folder)/program"
        if program.isLibrary {
            arguments += ["-parse-as-library", "-emit-library", "-static", "-emit-module",
                          "-emit-module-path", "\(modulesFolder)/\(program.test.name).swiftmodule",
                          "-o", "\(modulesFolder)/lib\(program.test.name).a"]
        } else {
            if program.parsesAsLibrary { arguments.append("-parse-as-library") }
            arguments += environment.linkFlags + program.libraries.map { "\(modulesFolder)/lib\($0).a" } + ["-o", executable]
        }
        arguments += paths
        guard let compile = try? ProcessRunner.run(toolchain.swiftc, arguments) else {
            return TranscriptRun(compiled: false, compilerOutput: "error: cannot run \(toolchain.swiftc)")
        }
        // The files hold the code a fixed number of lines above its chapter lines: their places become the chapter's.
        let located = zip(paths, files).compactMap { path, file in file.lineOffset.map { (path: path, lineOffset: $0) } }
        let compilerOutput = Self.located(compile.stderr, files: located, chapterPath: program.test.chapterPath)
        guard compile.status == 0, !program.isLibrary else {
            return TranscriptRun(compiled: compile.status == 0, compilerOutput: compilerOutput)
        }
        var values = variables.values
        // The runtime's backtracer takes a second per trap and says nothing a transcript checks.
        values["SWIFT_BACKTRACE"] = "enable=no"
        // A set's or a dictionary's order then depends on the code alone, so a cached result holds.
        values["SWIFT_DETERMINISTIC_HASHING"] = "1"
        guard let ran = try? ProcessRunner.run(executable, [], in: folder, environment: values, inheritingEnvironment: false,
                                              timeout: timeout, outputLimit: outputLimit) else {
            return TranscriptRun(compiled: true, compilerOutput: compilerOutput, output: "", ending: .notRun(reason: "cannot start the program"))
        }
        let ending: ExampleRun.Ending = if ran.timedOut {
            .timedOut(seconds: timeout)
        } else if ran.outputLimitExceeded {
            .outputLimitExceeded(bytes: outputLimit)
        } else if ran.signaled || ran.status != 0 {
            .crashed(description: ran.signaled ? "was stopped by signal \(ran.status)" : "exited with status \(ran.status)",
                     detail: String(ran.stderr.suffix(4096)))
        } else {
            .finished
        }
        return TranscriptRun(compiled: true, compilerOutput: compilerOutput, output: ran.stdout, ending: ending)
    }

    /// The compiler's output with each `file:line:` of a test's file turned into the chapter's.
    static func located(_ output: String, files: [(path: String, lineOffset: Int)], chapterPath: String) -> String {
        output.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            for (path, offset) in files where line.hasPrefix(path + ":") {
                let rest = line.dropFirst(path.count + 1)
                guard let colon = rest.firstIndex(of: ":"), let number = Int(rest[..<colon]) else { continue }
                return "\(chapterPath):\(number + offset)" + rest[colon...]
            }
            return String(line)
        }.joined(separator: "\n")
    }
}
