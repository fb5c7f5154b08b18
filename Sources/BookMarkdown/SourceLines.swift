/// The lines of a source text, split where cmark splits them: at "\n", "\r\n" and a lone "\r".
/// Every byte is kept, so that a rewrite can change only the bytes it means to.
package struct SourceLines: Sendable {
    package let bytes: [UInt8]
    /// For line `n` (1-based), `starts[n - 1]` is the offset of its first byte; the line runs to
    /// the next one's start, or to the end. 32 bits each, as a book holds all its chapters' lines.
    private let starts: [UInt32]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts: [UInt32] = bytes.isEmpty ? [] : [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else { continue }
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            // A final terminator does not start a line.
            if index < bytes.count { starts.append(UInt32(index)) }
        }
        self.starts = starts
    }

    /// The bytes of a 1-based line including its terminator, if any.
    package func fullRange(ofLine number: Int) -> Range<Int> {
        Int(starts[number - 1])..<(number < starts.count ? Int(starts[number]) : bytes.count)
    }

    /// The bytes of a 1-based line without its terminator.
    package func contentRange(ofLine number: Int) -> Range<Int> {
        let full = fullRange(ofLine: number)
        var end = full.upperBound
        if end > full.lowerBound, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > full.lowerBound, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return full.lowerBound..<end
    }

    package var count: Int { starts.count }

    /// The text of a 1-based line without its terminator; empty past the end.
    package func text(ofLine number: Int) -> String {
        line(number).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The terminator of a 1-based line, or the text's first terminator when that line has none.
    package func lineEnding(ofLine number: Int) -> [UInt8] {
        var candidates = Array(0..<count)
        if number >= 1, number <= count { candidates.insert(number - 1, at: 0) }
        for index in candidates {
            let (full, content) = (fullRange(ofLine: index + 1), contentRange(ofLine: index + 1))
            if full.upperBound > content.upperBound { return Array(bytes[content.upperBound..<full.upperBound]) }
        }
        return [UInt8(ascii: "\n")]
    }

    /// The bytes of a 1-based line, without its terminator; nil past the end.
    package func line(_ number: Int) -> ArraySlice<UInt8>? {
        guard number >= 1, number <= count else { return nil }
        return bytes[contentRange(ofLine: number)]
    }

    /// Whether a line closes a fence opened with `length` times `character`.
    ///
    /// The container prefixes in front of it (spaces of a list item, `>` of a block quote)
    /// are skipped together with the fence's own indentation; then come at least `length`
    /// fence characters and nothing but spaces or tabs.
    func isClosingFence(line number: Int, character: UInt8, length: Int) -> Bool {
        guard var rest = line(number) else { return false }
        while let first = rest.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: ">") {
            rest.removeFirst()
        }
        let run = rest.prefix { $0 == character }.count
        return run >= length && rest.dropFirst(run).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// The number of lines in a text, counted as cmark counts them; a last line needs no terminator.
    static func count(in text: String) -> Int {
        var count = 0
        var previous: UInt8 = 0
        var last: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                if previous != UInt8(ascii: "\r") { count += 1 }
            } else if byte == UInt8(ascii: "\r") {
                count += 1
            }
            previous = byte
            last = byte
        }
        if !text.isEmpty && last != UInt8(ascii: "\n") && last != UInt8(ascii: "\r") {
            count += 1
        }
        return count
    }
}

extension SourceLines {
    /// The length in bytes of a 1-based line without its terminator: cmark's end column for a
    /// block that runs to the end of that line.
    func length(of number: Int) -> Int {
        line(number)?.count ?? 0
    }

    /// Whether a line holds only spaces and tabs, after any block quote markers.
    func isBlank(_ number: Int) -> Bool {
        guard let line = line(number) else { return true }
        return line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ">") }
    }

    /// Whether a line, after container prefixes, is a run of `=` or of `-` and then only spaces.
    func isSetextUnderline(_ number: Int) -> Bool {
        guard var rest = line(number) else { return false }
        while let first = rest.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: ">") {
            rest.removeFirst()
        }
        guard let marker = rest.first, marker == UInt8(ascii: "=") || marker == UInt8(ascii: "-") else { return false }
        let run = rest.prefix { $0 == marker }.count
        return rest.dropFirst(run).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}
