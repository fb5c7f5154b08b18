/// The lines of a source text, split where cmark splits them: at "\n", "\r\n" and a lone "\r".
struct SourceLines {
    private let source: [UInt8]
    /// Byte ranges of the lines, terminators excluded; a final terminator does not start a line.
    private var lines: [Range<Int>] = []

    init(_ source: [UInt8]) {
        self.source = source
        var start = 0
        var index = 0
        while index < source.count {
            switch source[index] {
            case UInt8(ascii: "\n"):
                lines.append(start..<index)
                index += 1
                start = index
            case UInt8(ascii: "\r"):
                lines.append(start..<index)
                index += index + 1 < source.count && source[index + 1] == UInt8(ascii: "\n") ? 2 : 1
                start = index
            default:
                index += 1
            }
        }
        if start < source.count {
            lines.append(start..<source.count)
        }
    }

    var count: Int { lines.count }

    /// The bytes of a 1-based line, without its terminator; nil past the end.
    func line(_ number: Int) -> ArraySlice<UInt8>? {
        guard number >= 1, number <= lines.count else { return nil }
        return source[lines[number - 1]]
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
