/// What building and running a transcript test produced: what the compiler said, and, when it
/// built a program, what the program printed and how it ended.
struct TranscriptRun: Hashable, Sendable {
    var compiled: Bool
    /// The compiler's diagnostics, as it printed them (LLVM style, chapter locations).
    var compilerOutput: String
    /// Nil when nothing ran: a library, or code that did not compile.
    var output: String?
    var ending: ExampleRun.Ending?

    /// The run in the result cache's form: the program's output, the compiler's, and a word for how
    /// the build went in `segments`; `notRun` when the program did not run.
    var stored: ExampleRun {
        ExampleRun(segments: [output ?? "", compilerOutput, compiled ? "compiled" : "failed", output == nil ? "no run" : "ran"],
                   ending: ending ?? .finished)
    }

    init(compiled: Bool, compilerOutput: String, output: String? = nil, ending: ExampleRun.Ending? = nil) {
        self.compiled = compiled
        self.compilerOutput = compilerOutput
        self.output = output
        self.ending = ending
    }

    /// Reads a run stored by `stored`; nil for a run of another shape.
    init?(stored run: ExampleRun) {
        guard run.segments.count == 4 else { return nil }
        compiled = run.segments[2] == "compiled"
        compilerOutput = run.segments[1]
        let ran = run.segments[3] == "ran"
        output = ran ? run.segments[0] : nil
        ending = ran ? run.ending : nil
    }
}
