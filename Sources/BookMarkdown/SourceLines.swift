/// The lines of a source text, split where cmark splits them: at "\n", "\r\n" and a lone "\r".
/// Every byte is kept, so that a rewrite can change only the bytes it means to.
public struct SourceLines: Sendable {
    public let bytes: [UInt8]
    /// For line `n` (1-based), `contentRanges[n - 1]` is its bytes without the terminator.
    public let contentRanges: [Range<Int>]
    /// For line `n`, `fullRanges[n - 1]` is its bytes including the terminator, if any.
    /// A final terminator does not start a line.
    public let fullRanges: [Range<Int>]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var content: [Range<Int>] = []
        var full: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index += 1
                continue
            }
            var end = index + 1
            if byte == UInt8(ascii: "\r"), end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
            content.append(start..<index)
            full.append(start..<end)
            start = end
            index = end
        }
        if start < bytes.count {
            content.append(start..<bytes.count)
            full.append(start..<bytes.count)
        }
        contentRanges = content
        fullRanges = full
    }

    public var count: Int { contentRanges.count }

    /// The text of a 1-based line without its terminator; empty past the end.
    public func text(ofLine number: Int) -> String {
        line(number).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The terminator of a 1-based line, or the text's first terminator when that line has none.
    public func lineEnding(ofLine number: Int) -> [UInt8] {
        var candidates = Array(0..<count)
        if number >= 1, number <= count { candidates.insert(number - 1, at: 0) }
        for index in candidates where fullRanges[index].upperBound > contentRanges[index].upperBound {
            return Array(bytes[contentRanges[index].upperBound..<fullRanges[index].upperBound])
        }
        return [UInt8(ascii: "\n")]
    }

    /// The bytes of a 1-based line, without its terminator; nil past the end.
    public func line(_ number: Int) -> ArraySlice<UInt8>? {
        guard number >= 1, number <= count else { return nil }
        return bytes[contentRanges[number - 1]]
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
