/// `// Prints "text".` comments (see `PrintsComments`): each is checked against what the statement
/// above it printed, as an output block is against what its example printed.
extension SnippetExtractor {
    static let printsNotChecked = DiagnosticMessage(
        id: "prints-not-checked", severity: .warning,
        "this `// Prints` comment follows no statement that runs once, in order (it is inside a loop or a closure, or after a declaration), so it is not checked; put it right under the statement that prints"
    )

    static let printsInInsertion = DiagnosticMessage(
        id: "prints-not-checked", severity: .warning,
        "`// Prints` comments in a block placed with insert-before or insert-after are not checked; show what the changed example prints in an output block"
    )

    /// Warns about each `// Prints` comment of a block whose lines go into the middle of its example.
    mutating func reportUncheckedPrints(in lines: [String], at blockLine: Int) {
        let (comments, unattached) = PrintsComments.find(in: lines, helper: nil)
        let places = comments.map { ($0.commentLines.lowerBound, $0.column) } + unattached.map { ($0.line, $0.column) }
        for (line, column) in places.sorted(by: { $0.0 < $1.0 }) {
            report(Self.printsInInsertion, FileLocation(file: chapter.path, line: blockLine + line, column: column))
        }
    }

    /// Appends a block's code to the example's latest version, each `// Prints` comment after one of
    /// its statements checked against what that statement printed.
    ///
    /// - Parameters:
    ///   - segment: The code to append: the block's, or the part of it that runs in the example.
    ///   - lines: All the block's lines, as the compiler sees them; `blockLine` is the chapter line of the first.
    ///   - helper: The example helper's name when the block calls it: its closure's statements are the example's.
    mutating func append(_ segment: CodeSegment, of lines: [String], at blockLine: Int, helper: String?, to example: inout Example) {
        let (comments, unattached) = PrintsComments.find(in: lines, helper: helper)
        for place in unattached {
            report(Self.printsNotChecked, FileLocation(file: chapter.path, line: blockLine + place.line, column: place.column))
        }
        let checked = comments.filter { segment.firstLine <= blockLine + $0.statementLines.lowerBound && blockLine + $0.statementLines.upperBound <= segment.lastLine }
        let latest = example.versions.count - 1
        let statements = checked.map { (blockLine + $0.statementLines.lowerBound)...(blockLine + $0.statementLines.upperBound) }
        let indices = example.versions[latest].append(segment, checking: statements)
        for (comment, index) in zip(checked, indices) {
            let lines = (blockLine + comment.commentLines.lowerBound)...(blockLine + comment.commentLines.upperBound)
            var expected = ExpectedOutput(location: FileLocation(file: chapter.path, line: lines.lowerBound, column: comment.column),
                                          text: comment.printed.joined(separator: "\n") + "\n", contentLines: lines.lowerBound..<(lines.upperBound + 1))
            expected.version = latest
            expected.segments = index..<(index + 1)
            expected.comment = comment.style
            expected.comment?.lines = lines
            example.printsComments.append(expected)
        }
    }
}
