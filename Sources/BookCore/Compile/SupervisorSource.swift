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
/// Its arguments are the time-out in nanoseconds, the output limit in bytes, then the examples.
///
/// It is compiled once per environment, as the module `BookgenRuntime` beside the environment's
/// own, so that a batch program only imports it: compiled into every batch, it made each compile
/// take half as long again.
enum SupervisorSource {
    static let moduleName = "BookgenRuntime"

    /// The examples (by symbol, separated by spaces) whose processes record a timeline.
    static let timelineExamplesKey = "BOOKGEN_TIMELINE_EXAMPLES"
    /// What asks the bundled library for a timeline (RxSubjects' `TimelineRecorder`): its value
    /// prefixes each entry the library prints. Other libraries do not know it and record nothing.
    static let libraryTimelineKey = "RXSUBJECTS_TIMELINE"

    /// Bytes of an example's stderr kept for the report of a crash.
    static let stderrTail = 64 * 1024

    static let text = #"""
    #if canImport(Glibc)
    import Glibc
    #elseif canImport(Musl)
    import Musl
    #elseif canImport(Darwin)
    import Darwin
    #endif

    public enum __BookgenMarker {
        public static let text = "\u{1}" + (getenv("BOOKGEN_MARKER").map { String(cString: $0) } ?? "bookgen")
    }

    /// Ends an output block's share of an example's output.
    public func __bookgen_checkpoint() {
        print("\n\(__BookgenMarker.text) checkpoint")
    }

    public enum __BookgenSupervisor {
        /// The write end of the pipe the SIGCHLD handler wakes `poll` through.
        nonisolated(unsafe) static var wakeWrite: Int32 = -1

        public static func run(_ examples: [String: () -> Void]) {
            var arguments = CommandLine.arguments.dropFirst()
            guard let timeout = arguments.popFirst().flatMap({ Int64($0) }),
                  let limit = arguments.popFirst().flatMap({ Int($0) }) else { exit(2) }
            // bookgen starts this program from a worker thread that blocks every signal, and ignores
            // SIGPIPE; examples get what a reader's program gets: nothing blocked, SIGPIPE as default.
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            sigprocmask(SIG_SETMASK, &unblocked, nil)
            signal(SIGPIPE, SIG_DFL)
            var wake: [Int32] = [0, 0]
            guard pipe(&wake) == 0 else { exit(2) }
            for descriptor in wake { nonBlocking(descriptor) }
            wakeWrite = wake[1]
            signal(SIGCHLD) { _ in
                let saved = errno
                var byte: UInt8 = 0
                _ = write(__BookgenSupervisor.wakeWrite, &byte, 1)
                errno = saved
            }
            becomeSubreaper()
            let recorded = Set((getenv("\#(timelineExamplesKey)").map { String(cString: $0) } ?? "").split(separator: " ").map(String.init))
            for name in arguments {
                guard let body = examples[name] else { continue }
                runExample(name, body, timeout: timeout, limit: limit, wake: wake[0], records: recorded.contains(name))
            }
        }

        static func runExample(_ name: String, _ body: () -> Void, timeout: Int64, limit: Int, wake: Int32, records: Bool) {
            var out: [Int32] = [0, 0], err: [Int32] = [0, 0], done: [Int32] = [0, 0]
            guard pipe(&out) == 0, pipe(&err) == 0, pipe(&done) == 0 else { exit(2) }
            let pid = fork()
            if pid == 0 {
                signal(SIGCHLD, SIG_DFL)
                _ = setpgid(0, 0)
                _ = dup2(out[1], 1)
                _ = dup2(err[1], 2)
                for descriptor in [out[0], out[1], err[0], err[1], done[0], wake, wakeWrite] where descriptor > 2 { _ = close(descriptor) }
                _ = fcntl(done[1], F_SETFD, FD_CLOEXEC)
                // Line-buffered, so that a crash loses nothing already printed.
                setvbuf(stdout, nil, _IOLBF, 0)
                // The library reads this as the example makes its first subject.
                if records {
                    setenv("\#(libraryTimelineKey)", "\(__BookgenMarker.text) timeline", 1)
                } else {
                    unsetenv("\#(libraryTimelineKey)")
                }
                body()
                fflush(nil)
                var byte: UInt8 = 1
                _ = write(done[1], &byte, 1)
                _exit(0)
            }
            for descriptor in [out[1], err[1], done[1]] { _ = close(descriptor) }
            guard pid > 0 else {
                for descriptor in [out[0], err[0], done[0]] { _ = close(descriptor) }
                emit(Array("begin \(name)\nend \(name) exit 127\n".utf8))
                return
            }
            _ = setpgid(pid, pid)
            for descriptor in [out[0], err[0], done[0]] { nonBlocking(descriptor) }
            emit(Array("begin \(name)\n".utf8))

            let deadline = now() + timeout
            var outOpen = true, errOpen = true, reaped = false
            var status: Int32 = 0
            var printed = 0
            var tail: [UInt8] = []
            var ending = ""
            while true {
                if waitpid(pid, &status, WNOHANG) == pid {
                    reaped = true
                    break
                }
                let remaining = deadline - now()
                if remaining <= 0 {
                    ending = "timeout"
                    break
                }
                var fds = [pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
                if outOpen { fds.append(pollfd(fd: out[0], events: Int16(POLLIN), revents: 0)) }
                if errOpen { fds.append(pollfd(fd: err[0], events: Int16(POLLIN), revents: 0)) }
                _ = poll(&fds, nfds_t(fds.count), Int32(min(remaining / 1_000_000 + 1, 1000)))
                drainWake(wake)
                if outOpen { outOpen = forward(out[0], printed: &printed, limit: limit) }
                if printed > limit {
                    ending = "limit"
                    break
                }
                if errOpen { errOpen = keepTail(err[0], &tail) }
            }
            // The example is over: nothing of its group, nor anything it started, outlives it.
            _ = kill(-pid, SIGKILL)
            if !reaped {
                _ = kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            }
            killDescendants(wake: wake)
            // What it wrote before it ended is in the pipes; nothing later is waited for.
            if ending != "limit" { _ = forward(out[0], printed: &printed, limit: limit) }
            if printed > limit && ending.isEmpty { ending = "limit" }
            _ = keepTail(err[0], &tail)
            var byte: UInt8 = 0
            let completed = read(done[0], &byte, 1) == 1
            for descriptor in [out[0], err[0], done[0]] { _ = close(descriptor) }
            if !tail.isEmpty { emit(Array("err \(tail.count)\n".utf8) + tail) }
            if ending.isEmpty {
                let signal = status & 0x7f
                ending = completed && status == 0 ? "finished" : signal != 0 ? "signal \(signal)" : "exit \((status >> 8) & 0xff)"
            }
            emit(Array("end \(name) \(ending)\n".utf8))
        }

        /// Copies what is in the pipe to bookgen, up to the limit; false at the end of the stream.
        /// Reads a bounded amount, so that a writer faster than the reader cannot hold it past the deadline.
        static func forward(_ descriptor: Int32, printed: inout Int, limit: Int) -> Bool {
            var buffer = [UInt8](repeating: 0, count: 65536)
            for _ in 0..<16 {
                let count = read(descriptor, &buffer, buffer.count)
                if count == 0 { return false }
                if count < 0 { return errno == EAGAIN || errno == EINTR }
                let allowed = max(0, min(count, limit - printed))
                if allowed > 0 { emit(Array("out \(allowed)\n".utf8) + buffer[0..<allowed]) }
                printed += count
                if printed > limit { return true }
            }
            return true
        }

        /// Keeps the last bytes of the pipe; false at the end of the stream.
        static func keepTail(_ descriptor: Int32, _ tail: inout [UInt8]) -> Bool {
            var buffer = [UInt8](repeating: 0, count: 65536)
            for _ in 0..<16 {
                let count = read(descriptor, &buffer, buffer.count)
                if count == 0 { return false }
                if count < 0 { return errno == EAGAIN || errno == EINTR }
                tail += buffer[0..<count]
                if tail.count > \#(stderrTail) { tail.removeFirst(tail.count - \#(stderrTail)) }
            }
            return true
        }

        /// Kills what the example left running outside its group: on Linux, orphans come back to
        /// the supervisor (a child subreaper), so every child it has now is one of them.
        static func killDescendants(wake: Int32) {
            #if os(Linux)
            let start = now()
            var status: Int32 = 0
            while now() - start < 5_000_000_000 {
                var result = waitpid(-1, &status, WNOHANG)
                while result > 0 { result = waitpid(-1, &status, WNOHANG) }
                if result < 0 && errno != EINTR { return }
                for child in children() {
                    _ = kill(-child, SIGKILL)
                    _ = kill(child, SIGKILL)
                }
                var fds = [pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
                _ = poll(&fds, 1, 10)
                drainWake(wake)
            }
            #endif
        }

        #if os(Linux)
        /// The supervisor's children: from /proc/self/task/PID/children, or a scan of /proc without it.
        static func children() -> [Int32] {
            let me = getpid()
            if let listed = readFile("/proc/self/task/\(me)/children") {
                return listed.split(separator: UInt8(ascii: " ")).compactMap { Int32(String(decoding: $0, as: UTF8.self)) }
            }
            var found: [Int32] = []
            guard let folder = opendir("/proc") else { return found }
            defer { closedir(folder) }
            while let entry = readdir(folder) {
                let name = withUnsafePointer(to: &entry.pointee.d_name) {
                    String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
                }
                guard let pid = Int32(name), let stat = readFile("/proc/\(name)/stat"),
                      let close = stat.lastIndex(of: UInt8(ascii: ")")) else { continue }
                // After the command's closing parenthesis: state, then the parent's pid.
                let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
                if fields.count > 1, Int32(String(decoding: fields[1], as: UTF8.self)) == me { found.append(pid) }
            }
            return found
        }

        static func readFile(_ path: String) -> [UInt8]? {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { return nil }
            defer { _ = close(descriptor) }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count <= 0 { return bytes }
                bytes += buffer[0..<count]
            }
        }
        #endif

        static func becomeSubreaper() {
            #if os(Linux)
            // prctl is variadic in C, which Swift does not import; its arguments here are plain integers.
            typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            if let symbol = dlsym(nil, "prctl") {
                _ = unsafeBitCast(symbol, to: Prctl.self)(36, 1, 0, 0, 0) // PR_SET_CHILD_SUBREAPER
            }
            #endif
        }

        static func emit(_ bytes: [UInt8]) {
            var written = 0
            while written < bytes.count {
                let count = bytes[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                // bookgen is gone: nothing is left to report to.
                if count <= 0 { _exit(3) }
                written += count
            }
        }

        static func nonBlocking(_ descriptor: Int32) {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }

        static func drainWake(_ wake: Int32) {
            var buffer = [UInt8](repeating: 0, count: 64)
            while read(wake, &buffer, buffer.count) > 0 {}
        }

        static func now() -> Int64 {
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC, &time)
            return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
        }
    }

    """#
}
