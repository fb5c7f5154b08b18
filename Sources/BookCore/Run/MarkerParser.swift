/// Splits a batch's stdout at the marker lines it prints around and inside each example.
struct MarkerParser {
    enum Event: Equatable {
        case begin(String)
        /// An example ended; `segments` is its whole output, cut at its checkpoints.
        case end(String, segments: [String])
    }

    private let prefix: [UInt8]
    private var pending: [UInt8] = []
    /// The finished output segments of the example running now, and the bytes of the one in progress.
    private var completed: [String] = []
    private var currentBytes: [UInt8] = []
    private var inExample = false

    init(marker: String) {
        prefix = [0x01] + Array(marker.utf8) + [UInt8(ascii: " ")]
    }

    /// The output segments of the example running now, the last one possibly unfinished.
    var segments: [String] { completed + [String(decoding: currentBytes, as: UTF8.self)] }

    var currentSize: Int { completed.reduce(0) { $0 + $1.utf8.count } + currentBytes.count }

    /// Consumes more stdout bytes; returns the begin and end markers completed by them.
    mutating func feed(_ bytes: [UInt8]) -> [Event] {
        pending += bytes
        var events: [Event] = []
        while true {
            guard let markerStart = find(prefix, in: pending) else {
                // Keep a possible partial marker back; the rest is example output.
                let keep = min(pending.count, prefix.count)
                let safe = pending.count - keep
                take(pending[..<safe])
                pending.removeFirst(safe)
                return events
            }
            guard let lineEnd = pending[markerStart...].firstIndex(of: UInt8(ascii: "\n")) else {
                take(pending[..<markerStart])
                pending.removeFirst(markerStart)
                return events
            }
            // The runner prints "\n" before checkpoint and end markers; that newline is not the example's.
            var outputEnd = markerStart
            let line = String(decoding: pending[(markerStart + prefix.count)..<lineEnd], as: UTF8.self)
            if !line.hasPrefix("begin "), outputEnd > 0, pending[outputEnd - 1] == UInt8(ascii: "\n") { outputEnd -= 1 }
            else if !line.hasPrefix("begin "), outputEnd == 0, currentBytes.last == UInt8(ascii: "\n") { currentBytes.removeLast() }
            take(pending[..<outputEnd])
            pending.removeFirst(lineEnd + 1)
            if line.hasPrefix("begin ") {
                completed = []
                currentBytes = []
                inExample = true
                events.append(.begin(String(line.dropFirst(6))))
            } else if line == "checkpoint" {
                completed.append(String(decoding: currentBytes, as: UTF8.self))
                currentBytes = []
            } else if line.hasPrefix("end ") {
                inExample = false
                events.append(.end(String(line.dropFirst(4)), segments: segments))
            }
        }
    }

    /// The process has ended: what was held back as a possible start of a marker was output after all.
    mutating func finish() {
        take(pending[...])
        pending = []
    }

    private mutating func take(_ bytes: ArraySlice<UInt8>) {
        guard inExample else { return }
        currentBytes += bytes
    }

    private func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = 0
        while let start = haystack[index...].firstIndex(of: needle[0]) {
            if start + needle.count > haystack.count { return nil }
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
            index = start + 1
        }
        return nil
    }
}
