/// An output block marked `ellipsis` (Python doctest's opt-in ELLIPSIS): `...` inside a line matches
/// any text, and a line that is only `...` matches any number of lines, none included. For output
/// that varies between runs and machines: an address, a source path.
struct EllipsisPattern {
    static let marker = "..."

    enum Line: Equatable {
        /// A line of `...` alone: any number of lines.
        case anyLines
        /// A line's literal pieces, with any text allowed between two of them.
        case text(pieces: [Substring])
    }

    let lines: [Line]
    /// The block's lines as written, kept for `--update`.
    let written: [String]

    init(_ expectedLines: [String]) {
        written = expectedLines
        lines = expectedLines.map { line in
            line.trimmingBlanks == Self.marker ? .anyLines : .text(pieces: line.split(separator: Self.marker, omittingEmptySubsequences: false))
        }
    }

    /// A pattern joined from several blocks' lines: only those marked `isPattern` give `...` its
    /// meaning; the others must be printed as written.
    init(mixing blockLines: [(line: String, isPattern: Bool)]) {
        written = blockLines.map(\.line)
        lines = blockLines.map { line, isPattern in
            guard isPattern else { return .text(pieces: [Substring(line)]) }
            return line.trimmingBlanks == Self.marker ? .anyLines : .text(pieces: line.split(separator: Self.marker, omittingEmptySubsequences: false))
        }
    }

    /// Whether the pattern lines, in order, cover all of `actual`.
    func matches(_ actual: [String]) -> Bool {
        // reachable[i][j]: pattern lines from i match actual lines from j; filled from the end.
        let p = lines.count, a = actual.count
        var reachable = [[Bool]](repeating: [Bool](repeating: false, count: a + 1), count: p + 1)
        reachable[p][a] = true
        for i in stride(from: p - 1, through: 0, by: -1) {
            for j in stride(from: a, through: 0, by: -1) {
                switch lines[i] {
                case .anyLines:
                    reachable[i][j] = reachable[i + 1][j] || (j < a && reachable[i][j + 1])
                case .text(let pieces):
                    reachable[i][j] = j < a && Self.matches(actual[j], pieces) && reachable[i + 1][j + 1]
                }
            }
        }
        return reachable[0][0]
    }

    /// The lines `--update` writes: every pattern line that still matches where it stands is kept as
    /// written; the rest of what the code printed is written as printed.
    func rewritten(for actual: [String]) -> [String] {
        if matches(actual) { return written }
        // Keep the longest run of pattern lines that still match, in order; print the rest.
        let best = longestKeptAlignment(actual)
        var result: [String] = []
        var actualIndex = 0
        for (patternIndex, range) in best {
            while actualIndex < range.lowerBound {
                result.append(actual[actualIndex])
                actualIndex += 1
            }
            result.append(written[patternIndex])
            actualIndex = range.upperBound
        }
        result += actual[actualIndex...]
        return result
    }

    /// The most pattern lines that can each be matched, in order, against some actual lines: pattern
    /// index -> the actual lines it covers.
    private func longestKeptAlignment(_ actual: [String]) -> [(Int, Range<Int>)] {
        let p = lines.count, a = actual.count
        // best[i][j]: most kept pattern lines among lines[i...] against actual[j...].
        var best = [[Int]](repeating: [Int](repeating: 0, count: a + 1), count: p + 1)
        for i in stride(from: p - 1, through: 0, by: -1) {
            for j in stride(from: a, through: 0, by: -1) {
                var value = max(best[i + 1][j], j < a ? best[i][j + 1] : 0)
                if case .text(let pieces) = lines[i], j < a, Self.matches(actual[j], pieces) {
                    value = max(value, best[i + 1][j + 1] + 1)
                }
                best[i][j] = value
            }
        }
        var kept: [(Int, Range<Int>)] = []
        var i = 0, j = 0
        while i < p, j <= a {
            if case .text(let pieces) = lines[i], j < a, Self.matches(actual[j], pieces), best[i][j] == best[i + 1][j + 1] + 1 {
                kept.append((i, j..<(j + 1)))
                i += 1
                j += 1
            } else if best[i][j] == best[i + 1][j] {
                i += 1
            } else {
                j += 1
            }
        }
        return kept
    }

    /// Whether `line` is the pieces in order, with anything between them (glob matching with `*` only).
    static func matches(_ line: String, _ pieces: [Substring]) -> Bool {
        guard pieces.count > 1 else { return line == pieces.first.map(String.init) ?? "" }
        var rest = Substring(line)
        guard rest.hasPrefix(pieces[0]) else { return false }
        rest = rest.dropFirst(pieces[0].count)
        // The last piece must end the line; the middle ones are taken at their first place, which
        // leaves the most room for the rest.
        let last = pieces[pieces.count - 1]
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.count >= last.count && rest.hasSuffix(last)
    }
}

extension String {
    /// The line without leading and trailing spaces and tabs.
    var trimmingBlanks: Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return self[first...last]
    }
}
