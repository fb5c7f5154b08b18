import Foundation

/// Reads a child's pipe on a background thread and hands the bytes over in chunks,
/// so that the runner can wait for output and for a deadline at the same time.
final class StreamCollector: @unchecked Sendable {
    // `condition` guards `buffer`, `ended`, `discarding` and `tail`; the reader thread and the runner share them.
    let pipe = Pipe()
    private let condition = NSCondition()
    private var buffer: [UInt8] = []
    private var ended = false
    private var discarding = false
    private let limit: Int
    private let keepTail: Bool
    private var tail: [UInt8] = []

    /// - Parameters:
    ///   - limit: For a tail collector, how many of the last bytes to keep; otherwise how many
    ///     bytes may wait for the runner before the reader stops reading, so that a writer faster
    ///     than the runner fills the pipe and blocks instead of filling bookgen's memory.
    ///   - keepTail: Keep only the last `limit` bytes instead of handing chunks out.
    init(limit: Int, keepTail: Bool = false) {
        self.limit = limit
        self.keepTail = keepTail
    }

    func start() {
        let handle = pipe.fileHandleForReading
        let thread = Thread { [self] in
            while true {
                condition.lock()
                while !keepTail, !discarding, buffer.count >= limit { condition.wait() }
                condition.unlock()
                let data = handle.availableData
                condition.lock()
                if data.isEmpty {
                    ended = true
                } else if keepTail {
                    tail += data
                    if tail.count > limit { tail.removeFirst(tail.count - limit) }
                } else if !discarding {
                    buffer += data
                }
                condition.broadcast()
                condition.unlock()
                if data.isEmpty { return }
            }
        }
        thread.start()
    }

    /// Waits until bytes arrive, the stream ends, or `deadline` passes.
    ///
    /// - Returns: The bytes that arrived, and whether the stream has ended.
    func next(before deadline: Date?) -> (bytes: [UInt8], atEnd: Bool) {
        condition.lock()
        defer { condition.unlock() }
        while buffer.isEmpty, !ended {
            // No deadline means wait for output (`distantFuture` would overflow the timed wait).
            guard let deadline else {
                condition.wait()
                continue
            }
            if !condition.wait(until: deadline) { break }
        }
        let bytes = buffer
        buffer = []
        condition.broadcast()
        return (bytes, ended && bytes.isEmpty)
    }

    /// Throws away what is buffered and whatever still comes, without waiting: a writer bookgen
    /// no longer listens to neither blocks nor fills memory.
    func discard() {
        condition.lock()
        discarding = true
        buffer = []
        condition.broadcast()
        condition.unlock()
    }

    func waitForEnd() {
        condition.lock()
        while !ended { condition.wait() }
        condition.unlock()
    }

    /// Waits until the stream ends or `deadline` passes; whether it ended.
    func waitForEnd(before deadline: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !ended {
            if !condition.wait(until: deadline) { break }
        }
        return ended
    }

    /// What a tail collector kept, as text.
    var text: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: tail, as: UTF8.self)
    }
}
