import BookMarkdown
import Foundation

/// Rewrites expected-output blocks in a chapter, changing no other byte of the file.
enum OutputUpdater {
    static let unwritable = DiagnosticMessage(id: "unwritable-output", "the example printed characters an output block cannot hold; --update left the block as it was")
    static let changedMeanwhile = DiagnosticMessage(id: "changed-during-update", "the chapter changed on disk while its examples ran; --update wrote nothing to it, so no edit is lost: check again")

    /// The chapter's bytes with each given block's content replaced by the new text.
    ///
    /// Content lines keep the block's container prefix (list indentation, `> `) and the file's line
    /// ending. A block whose new text holds a line that would close its fence gets a longer fence,
    /// as CommonMark allows, so that the file reads back as written.
    ///
    /// - Returns: The new bytes, and a diagnostic for each block left alone because the text holds
    ///   characters no output block can hold (see `OutputCharacters`).
    static func rewrite(_ lines: SourceLines, replacing blocks: [(ExpectedOutput, String)]) -> (bytes: [UInt8], refused: [Diagnostic]) {
        var bytes = lines.bytes
        var refused: [Diagnostic] = []
        // From the last block to the first, so earlier byte offsets stay valid.
        for (block, text) in blocks.sorted(by: { $0.0.contentLines.lowerBound > $1.0.contentLines.lowerBound }) {
            let characters = OutputCharacters.unwritable(in: text)
            guard characters.isEmpty else {
                var diagnostic = Diagnostic(unwritable, at: block.location)
                let named = characters.map { "\(OutputCharacters.name($0.scalar)) in line \($0.line)" }
                diagnostic.message = "the example printed \(named.joined(separator: ", ")), which an output block cannot hold; --update left the block as it was"
                refused.append(diagnostic)
                continue
            }
            let newLines = OutputComparison.normalizedLines(text)
            let fence = UInt8(ascii: block.fenceCharacter == "~" ? "~" : "`")
            let length = fenceLength(for: newLines, character: fence, current: block.fenceLength)

            let closingLine = block.contentLines.upperBound
            let closing = lines.line(closingLine) ?? []
            let prefix = Array(closing.prefix { $0 != fence })
            let blankPrefix = Array(prefix.reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.reversed())
            let ending = lines.lineEnding(ofLine: block.contentLines.lowerBound - 1)
            var replacement: [UInt8] = []
            for line in newLines {
                replacement += (line.isEmpty ? blankPrefix : prefix) + Array(line.utf8) + ending
            }
            if length != block.fenceLength {
                replaceFence(in: &bytes, range: lines.contentRange(ofLine: closingLine), character: fence, length: length)
            }
            let closingStart = lines.fullRange(ofLine: closingLine).lowerBound
            let contentStart = block.contentLines.isEmpty ? closingStart : lines.fullRange(ofLine: block.contentLines.lowerBound).lowerBound
            bytes.replaceSubrange(contentStart..<closingStart, with: replacement)
            if length != block.fenceLength {
                replaceFence(in: &bytes, range: lines.contentRange(ofLine: block.location.line), character: fence, length: length)
            }
        }
        return (bytes, refused)
    }

    /// The fence length the block needs: longer than any run of the fence character that stands
    /// alone on a line of the text (which would close the block), else the length it has.
    static func fenceLength(for lines: [String], character: UInt8, current: Int) -> Int {
        var length = current
        for line in lines {
            let bytes = Array(line.utf8)
            let indent = bytes.prefix { $0 == UInt8(ascii: " ") }.count
            guard indent <= 3 else { continue }
            let run = bytes.dropFirst(indent).prefix { $0 == character }.count
            let isFenceLine = run >= 3 && bytes.dropFirst(indent + run).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            if isFenceLine, run >= length { length = run + 1 }
        }
        return length
    }

    /// Replaces the first run of the fence character within `range` with `length` of them.
    private static func replaceFence(in bytes: inout [UInt8], range: Range<Int>, character: UInt8, length: Int) {
        guard let start = bytes[range].firstIndex(of: character) else { return }
        let end = bytes[start..<range.upperBound].firstIndex { $0 != character } ?? range.upperBound
        bytes.replaceSubrange(start..<end, with: Array(repeating: character, count: length))
    }

    enum WriteError: Error {
        /// The file no longer holds the bytes the rewrite started from.
        case changedMeanwhile
        case failed(String)
    }

    /// Writes `bytes` to `path` through a temporary file beside it and a rename, so a reader never
    /// sees half a file. A symbolic link is written through to its target, and the file keeps its mode.
    ///
    /// - Parameter original: The bytes the new ones were made from; when the file no longer holds
    ///   them just before the rename (the author saved meanwhile), nothing is written.
    static func writeAtomically(_ bytes: [UInt8], to path: String, replacing original: [UInt8]? = nil) throws(WriteError) {
        try writeAtomically(to: path, replacing: original) { write in write(bytes) }
    }

    /// `writeAtomically(_:to:replacing:)` with the bytes handed to `write` in pieces by `produce`,
    /// so that a large file (the highlighted code of a book) is never whole in memory.
    static func writeAtomically(to path: String, replacing original: [UInt8]? = nil,
                                _ produce: (_ write: ([UInt8]) -> Void) -> Void) throws(WriteError) {
        let target = realPath(path) ?? path
        let temporary = target + ".bookgen-\(ProcessInfo.processInfo.processIdentifier).tmp"
        var status = stat()
        let mode: mode_t? = stat(target, &status) == 0 ? status.st_mode & 0o7777 : nil
        guard let file = fopen(temporary, "wb") else {
            throw .failed("cannot write \(temporary): \(String(cString: strerror(errno)))")
        }
        var failure: Int32?
        produce { piece in
            if failure == nil, fwrite(piece, 1, piece.count, file) != piece.count { failure = errno }
        }
        if fclose(file) != 0, failure == nil { failure = errno }
        if let failure {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .failed("cannot write \(temporary): \(String(cString: strerror(failure)))")
        }
        if let mode { chmod(temporary, mode) }
        if let original, FileManager.default.contents(atPath: target).map([UInt8].init) != original {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .changedMeanwhile
        }
        if rename(temporary, target) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw .failed("cannot replace \(path): \(reason)")
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
