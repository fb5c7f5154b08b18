extension ExampleVersion {
    /// Appends `segment`, with a checkpoint before and after each statement a `// Prints` comment
    /// checks, so that what the statement prints is a segment of the run of its own.
    ///
    /// - Parameter statements: Chapter lines of the statements, in order, each inside the segment.
    /// - Returns: The run segment each statement's output lands in.
    mutating func append(_ segment: CodeSegment, checking statements: [ClosedRange<Int>]) -> [Int] {
        guard !statements.isEmpty else {
            steps.append(.code(segment))
            return []
        }
        let lines = segment.text.split(separator: "\n", omittingEmptySubsequences: false)
        func piece(_ chapterLines: Range<Int>) -> CodeSegment {
            let text = lines[(chapterLines.lowerBound - segment.firstLine)..<(chapterLines.upperBound - segment.firstLine)].joined(separator: "\n")
            return CodeSegment(firstLine: chapterLines.lowerBound, text: text)
        }
        var indices: [Int] = []
        var cursor = segment.firstLine
        for statement in statements {
            if statement.lowerBound > cursor { steps.append(.code(piece(cursor..<statement.lowerBound))) }
            if case .checkpoint? = steps.last {} else { steps.append(.checkpoint) }
            indices.append(checkpointCount)
            steps.append(.code(piece(statement.lowerBound..<(statement.upperBound + 1))))
            steps.append(.checkpoint)
            cursor = statement.upperBound + 1
        }
        if cursor <= segment.lastLine { steps.append(.code(piece(cursor..<(segment.lastLine + 1)))) }
        return indices
    }
}
