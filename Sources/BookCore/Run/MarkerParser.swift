/// Cuts an example's stdout at the checkpoint markers its program prints where an output block stands.
enum MarkerParser {
    /// The example's output as segments: `segments[i]` is what it printed before checkpoint `i`
    /// (since the one before); the last is what came after the last checkpoint it reached.
    ///
    /// The runner prints a newline before each marker, so that the marker starts a line; that
    /// newline is not the example's.
    static func segments(of output: [UInt8], marker: String) -> [String] {
        let needle = Array("\n\u{1}\(marker) checkpoint\n".utf8)
        var segments: [String] = []
        var segmentStart = 0
        var index = 0
        while let found = find(needle, in: output, from: index) {
            segments.append(String(decoding: output[segmentStart..<found], as: UTF8.self))
            segmentStart = found + needle.count
            index = segmentStart
        }
        segments.append(String(decoding: output[segmentStart...], as: UTF8.self))
        return segments
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
