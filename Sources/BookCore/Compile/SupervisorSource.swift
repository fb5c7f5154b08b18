/// The part of every batch program that runs its examples: each example in a process of its own,
/// forked from a parent that never runs example code, so no global, working directory, thread,
/// signal handler or closed descriptor of one example reaches the next, and each starts from the
/// program's pristine state (a chapter's file-scope variables included).
///
/// Each example is its own process group, with its stdout and stderr on pipes of its own. At its
/// deadline, or as soon as it ends, the whole group is killed; on Linux the supervisor is also a
/// child subreaper, so descendants that left the group (Foundation's `Process` starts every child
/// in a group of its own) come back to it and are killed too. The pipes are then drained without
/// waiting, so a descendant that keeps them open cannot hold the check.
///
/// The supervisor writes to bookgen, on its own stdout, a stream of frames:
/// `begin NAME\n`, `out N\n` + N bytes, `err N\n` + N bytes (the tail of stderr, once), and
/// `end NAME HOW\n` with HOW one of `finished`, `exit N`, `signal N`, `timeout`, `limit`.
/// An example's output comes in frames of 64 KiB but the last, so that bookgen can bound what it
/// takes per example (`SupervisorFrames.budget`). Its arguments are the output limit in bytes, then
/// each example as `NAME=NANOSECONDS`, its time-out. SIGTERM ends the running example (as a
/// deadline would) and runs no other: bookgen sends it when it stops reading the frames.
///
/// On Linux the supervisor is not dumpable, so an example cannot open `/proc/<supervisor>/fd/1` and
/// write into bookgen past its output limit; the example itself is, as a reader's program is.
///
/// It is compiled once per environment, as the module `BookgenRuntime` beside the environment's
/// own, so that a batch program only imports it: compiled into every batch, it made each compile
/// take half as long again.
enum SupervisorSource {
    static let moduleName = "BookgenRuntime"

    /// The function a top-level chapter's program body is handed to (`__bookgen_run_program`).
    static let programRunner = "__bookgen_run_program"

    /// The examples (by symbol, separated by spaces) whose processes record a timeline.
    static let timelineExamplesKey = "BOOKGEN_TIMELINE_EXAMPLES"
    /// What asks the bundled library for a timeline (RxSubjects' `TimelineRecorder`): its value
    /// prefixes each entry the library prints. Other libraries do not know it and record nothing.
    static let libraryTimelineKey = "RXSUBJECTS_TIMELINE"

    /// `Resources/supervisor.swift.txt`, embedded into the binary when it is built (`.embedInCode` in
    /// Package.swift). The file names the keys above and `SourceGenerator.markerEnvironmentKey` as
    /// literals (`SupervisorSourceTests` holds it to them), and keeps the last 65536 bytes of an
    /// example's stderr for the report of a crash.
    /// `Resources/program-runner.swift.txt` follows it: what runs a top-level chapter's program.
    static let text = String(decoding: PackageResources.supervisor_swift_txt, as: UTF8.self)
        + String(decoding: PackageResources.program_runner_swift_txt, as: UTF8.self)
}
