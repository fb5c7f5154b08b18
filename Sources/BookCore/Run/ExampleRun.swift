/// What running one example produced.
package struct ExampleRun: Codable, Hashable, Sendable {
    package enum Ending: Codable, Hashable, Sendable {
        case finished
        /// Ended by a signal or a non-zero exit; `detail` holds the tail of what it wrote to stderr.
        case crashed(description: String, detail: String)
        case timedOut(seconds: Double)
        case outputLimitExceeded(bytes: Int)
        /// The batch process ended before the example began, e.g. it could not start.
        case notRun(reason: String)
    }

    /// The example's output cut at each output block: `segments[i]` is what the code before block `i`
    /// printed since block `i - 1`; the last segment is what came after the last block reached.
    package var segments: [String]
    package var ending: Ending
    /// What the bundled library recorded of the run, for an example marked `marbles`; empty otherwise.
    package var timeline: [TimelineEntry] = []
    /// For a crash, the line of the book's code that was running when it trapped (the innermost
    /// frame of the runtime's stack trace outside bookgen's own code), its file an absolute path;
    /// nil when the trace does not say.
    package var crashSite: FileLocation?
}
