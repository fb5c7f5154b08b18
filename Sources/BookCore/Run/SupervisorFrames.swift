/// Reads the frames a batch program's supervisor writes on its stdout (see `SupervisorSource`):
/// only the supervisor writes there, and every byte of an example's output comes length-prefixed,
/// so nothing an example prints can pass for a frame.
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
    }

    private var pending: [UInt8] = []
    private var start = 0

    /// Consumes more of the stream; returns the frames completed by it.
    mutating func feed(_ bytes: [UInt8]) -> [Event] {
        pending += bytes
        var events: [Event] = []
        while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let header = String(decoding: pending[start..<newline], as: UTF8.self)
            let words = header.split(separator: " ", maxSplits: 2).map(String.init)
            if words.count == 2, words[0] == "out" || words[0] == "err", let count = Int(words[1]) {
                guard pending.count - (newline + 1) >= count else { break }
                let payload = Array(pending[(newline + 1)..<(newline + 1 + count)])
                events.append(words[0] == "out" ? .output(payload) : .errorOutput(payload))
                start = newline + 1 + count
                continue
            }
            start = newline + 1
            if words.count == 2, words[0] == "begin" {
                events.append(.begin(words[1]))
            } else if words.count == 3, words[0] == "end" {
                events.append(.end(words[1], Self.ending(words[2])))
            }
        }
        // Drop what was read once it is most of the buffer, so memory stays bounded by one frame.
        if start > 65536, start * 2 > pending.count {
            pending.removeFirst(start)
            start = 0
        }
        return events
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
