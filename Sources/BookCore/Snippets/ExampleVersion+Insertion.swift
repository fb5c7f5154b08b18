extension ExampleVersion {
    /// Where an `insert-before` / `insert-after` block's lines went, or why they could not go anywhere.
    enum Insertion {
        /// The new version, the span between checkpoints the lines went into, and where they went.
        case placed(ExampleVersion, span: Int, InsertionPlacement)
        /// No line equals the anchor; `closest` is the chapter line most like it, if any is close.
        case notFound(closest: (line: Int, text: String)?)
        /// These chapter lines all equal the anchor.
        case ambiguous(lines: [Int])
        /// The anchor is the line that starts the example, and the lines would go before it, outside the example.
        case beforeStart
    }

    /// This version with `segment` placed before or after the one line that equals `anchor`, blanks
    /// at either end aside (the anchor comes without them).
    func inserting(_ segment: CodeSegment, side: InsertionPlacement.Side, anchor: String) -> Insertion {
        var matches: [(step: Int, line: Int, chapterLine: Int)] = []
        for (stepIndex, step) in steps.enumerated() {
            guard case .code(let code) = step else { continue }
            for (lineIndex, line) in code.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where String(line).trimmingBlanks == anchor {
                matches.append((stepIndex, lineIndex, code.firstLine + lineIndex))
            }
        }
        guard let match = matches.first else { return .notFound(closest: closestLine(to: anchor)) }
        guard matches.count == 1 else { return .ambiguous(lines: matches.map(\.chapterLine)) }
        if match.step == 0, match.line == 0, side == .before { return .beforeStart }
        guard case .code(let anchored) = steps[match.step] else { return .notFound(closest: nil) }
        let anchoredLines = anchored.text.split(separator: "\n", omittingEmptySubsequences: false)
        let cut = side == .before ? match.line : match.line + 1
        var pieces: [Step] = []
        if cut > 0 {
            pieces.append(.code(CodeSegment(firstLine: anchored.firstLine, text: anchoredLines[..<cut].joined(separator: "\n"))))
        }
        pieces.append(.code(segment))
        if cut < anchoredLines.count {
            pieces.append(.code(CodeSegment(firstLine: anchored.firstLine + cut, text: anchoredLines[cut...].joined(separator: "\n"))))
        }
        let span = steps[..<match.step].reduce(0) { if case .checkpoint = $1 { $0 + 1 } else { $0 } }
        var version = self
        version.steps.replaceSubrange(match.step...match.step, with: pieces)
        return .placed(version, span: span, InsertionPlacement(side: side, anchor: anchor, anchorLine: match.chapterLine))
    }

    /// The line most like `anchor` (fewest characters to change), for a note when none equals it;
    /// nil when even the closest differs in more than half of its characters.
    private func closestLine(to anchor: String) -> (line: Int, text: String)? {
        var best: (line: Int, text: String, distance: Int)?
        for case .code(let code) in steps {
            for (index, line) in code.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let text = String(String(line).trimmingBlanks)
                guard !text.isEmpty else { continue }
                let distance = Self.editDistance(Array(anchor), Array(text))
                if distance < best?.distance ?? Int.max { best = (code.firstLine + index, text, distance) }
            }
        }
        guard let best, best.distance * 2 <= max(anchor.count, best.text.count) else { return nil }
        return (best.line, best.text)
    }

    /// Levenshtein distance, in characters.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                row[j] = Swift.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = row
        }
        return previous[b.count]
    }
}
