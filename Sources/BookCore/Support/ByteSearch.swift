/// Finding a run of bytes in bytes, with a plain loop: the standard library's generic
/// `firstRange(of:)` over `[UInt8]` took several percent of a build where it ran per chapter.
enum ByteSearch {
    /// The offset from `haystack.startIndex` where `needle` first stands in `haystack`, or nil.
    static func firstOffset(of needle: ArraySlice<UInt8>, in haystack: ArraySlice<UInt8>) -> Int? {
        guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty ? 0 : nil }
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                for offset in 0...(hay.count - pin.count) where hay[offset] == first {
                    var matched = 1
                    while matched < pin.count, hay[offset + matched] == pin[matched] { matched += 1 }
                    if matched == pin.count { return offset }
                }
                return nil
            }
        }
    }
}
