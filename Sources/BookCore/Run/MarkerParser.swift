/// Cuts an example's stdout at the checkpoint markers its program prints where an output block
/// stands, and takes out the timeline entries the bundled library prints when it records one.
enum MarkerParser {
    /// What the example printed, and the timeline among it.
    struct Parsed: Equatable {
        /// `segments[i]` is what the example printed before checkpoint `i` (since the one before);
        /// the last is what came after the last checkpoint it reached.
        var segments: [String]
        /// The timeline entries, in the order they were printed; empty unless the library recorded.
        var timeline: [TimelineEntry]
    }

    /// Splits `output` at the checkpoints and takes out the timeline entries.
    ///
    /// Each marker line starts with a newline the runner or library prints so that the marker
    /// starts a line: `\n\u{1}MARKER checkpoint\n` and `\n\u{1}MARKER timeline ENTRY\n`. That
    /// newline is not the example's, so it goes with the marker. Anything else after the marker's
    /// prefix (an entry cut short by a crash, say) stays in the output as it is.
    static func parse(_ output: [UInt8], marker: String) -> Parsed {
        let prefix = Array("\n\u{1}\(marker) ".utf8)
        let checkpoint = Array("checkpoint\n".utf8)
        let timeline = Array("timeline ".utf8)
        var parsed = Parsed(segments: [], timeline: [])
        var segment: [UInt8] = []
        var copied = 0
        var index = 0
        while let found = find(prefix, in: output, from: index) {
            let after = found + prefix.count
            if hasPrefix(checkpoint, in: output, at: after) {
                segment += output[copied..<found]
                parsed.segments.append(String(decoding: segment, as: UTF8.self))
                segment = []
                copied = after + checkpoint.count
            } else if hasPrefix(timeline, in: output, at: after),
                      let end = output[(after + timeline.count)...].firstIndex(of: UInt8(ascii: "\n")) {
                segment += output[copied..<found]
                let text = String(decoding: output[(after + timeline.count)..<end], as: UTF8.self)
                if let entry = TimelineEntry(text[...]) { parsed.timeline.append(entry) }
                copied = end + 1
            } else {
                index = found + 1
                continue
            }
            index = copied
        }
        segment += output[copied...]
        parsed.segments.append(String(decoding: segment, as: UTF8.self))
        return parsed
    }

    private static func hasPrefix(_ needle: [UInt8], in haystack: [UInt8], at start: Int) -> Bool {
        haystack.count - start >= needle.count && haystack[start..<(start + needle.count)].elementsEqual(needle)
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count - start >= needle.count else { return nil }
        var index = start
        while let candidate = haystack[index...].firstIndex(of: needle[0]) {
            if candidate + needle.count > haystack.count { return nil }
            if haystack[candidate..<(candidate + needle.count)].elementsEqual(needle) { return candidate }
            index = candidate + 1
        }
        return nil
    }
}
