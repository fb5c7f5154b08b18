/// Reads the frames a batch program's supervisor writes on its stdout (see `SupervisorSource`):
/// only the supervisor writes there, and every byte of an example's output comes length-prefixed,
/// so nothing an example prints can pass for a frame.
///
/// An example can still reach the pipe behind the supervisor's back (on Linux, by opening
/// `/proc/<supervisor>/fd/1`) and write anything into it. So the reader takes at most `budget`
/// bytes per stretch (one example, from its `begin` frame to its `end`, or the gap between two),
/// a frame that claims more included, and then reports `.overflow` and reads nothing more; and it
/// accepts each example's `begin` once, in a stretch where none runs, and only the running
/// example's `end`. Anything else is counted against the stretch and otherwise ignored.
struct SupervisorFrames {
    enum Ending: Equatable {
        case finished
        case exited(Int32)
        case signaled(Int32)
        case timedOut
        case outputLimit
    }

    enum Event: Equatable {
        case begin(String)
        case output([UInt8])
        case errorOutput([UInt8])
        case end(String, Ending)
        /// More bytes came in one stretch than the supervisor ever writes.
        case overflow
    }

    /// The most bytes of one stretch.
    let budget: Int
    /// The examples not begun yet.
    private var unstarted: Set<String>
    private var running: String?
    private var stretch = 0
    private var overflowed = false
    private var pending: [UInt8] = []
    private var start = 0

    /// - Parameters:
    ///   - symbols: The examples the supervisor was asked to run.
    ///   - budget: The most bytes of one stretch (`budget(outputLimit:)`).
    init(symbols: [String], budget: Int) {
        unstarted = Set(symbols)
        self.budget = budget
    }

    /// What the supervisor writes at most for one example printing up to `outputLimit` bytes: the
    /// output, the 64 KiB tail of its stderr, and the frames' own lines (one `out` frame per
    /// 64 KiB at most, see `SupervisorSource`).
    static func budget(outputLimit: Int) -> Int {
        outputLimit + 65536 + 4096 + outputLimit / 1024
    }

    /// Consumes more of the stream; returns the frames completed by it.
    mutating func feed(_ bytes: [UInt8]) -> [Event] {
        guard !overflowed else { return [] }
        pending += bytes
        var events: [Event] = []
        while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let header = String(decoding: pending[start..<newline], as: UTF8.self)
            let words = header.split(separator: " ", maxSplits: 2).map(String.init)
            let headerLength = newline + 1 - start
            if words.count == 2, words[0] == "out" || words[0] == "err", let count = Int(words[1]), count > 0 {
                // A claim past the budget is refused before its bytes are waited for.
                guard stretch + headerLength + count <= budget else { return events + overflow() }
                guard pending.count - (newline + 1) >= count else { break }
                let payload = Array(pending[(newline + 1)..<(newline + 1 + count)])
                events.append(words[0] == "out" ? .output(payload) : .errorOutput(payload))
                start = newline + 1 + count
                stretch += headerLength + count
                continue
            }
            start = newline + 1
            stretch += headerLength
            if words.count == 2, words[0] == "begin", running == nil, unstarted.remove(words[1]) != nil {
                running = words[1]
                stretch = 0
                events.append(.begin(words[1]))
            } else if words.count == 3, words[0] == "end", words[1] == running {
                running = nil
                stretch = 0
                events.append(.end(words[1], Self.ending(words[2])))
            }
            if stretch > budget { return events + overflow() }
        }
        // What waits for its newline or its payload counts too: a line that never ends is refused.
        if stretch + pending.count - start > budget { return events + overflow() }
        // Drop what was read once it is most of the buffer, so memory stays bounded by one frame.
        if start > 65536, start * 2 > pending.count {
            pending.removeFirst(start)
            start = 0
        }
        return events
    }

    private mutating func overflow() -> [Event] {
        overflowed = true
        pending = []
        start = 0
        return [.overflow]
    }

    private static func ending(_ text: String) -> Ending {
        let words = text.split(separator: " ")
        switch (words.first, words.count > 1 ? Int32(words[1]) : nil) {
        case ("finished", _): return .finished
        case ("timeout", _): return .timedOut
        case ("limit", _): return .outputLimit
        case ("signal", let number?): return .signaled(number)
        case ("exit", let number?): return .exited(number)
        default: return .exited(-1)
        }
    }
}
