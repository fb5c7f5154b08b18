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
            if let style = block.comment {
                rewriteComment(in: &bytes, lines: lines, style: style, printed: newLines)
                continue
            }
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

    /// Writes a `// Prints` comment's lines anew, one comment per printed line, as the old one was
    /// written: quoted or not, with a period or not, on the statement's line or under it.
    private static func rewriteComment(in bytes: inout [UInt8], lines: SourceLines, style: PrintsStyle, printed: [String]) {
        let first = lines.line(style.lines.lowerBound) ?? []
        let before = Array(first.prefix(style.column - 1))
        // Lines after the first start as the first comment's line does, up to its code or comment.
        let indentation = style.isTrailing ? Array(before.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ">") }) : before
        let ending = lines.lineEnding(ofLine: style.lines.lowerBound)
        let comments = (printed.isEmpty ? [""] : printed).map { line in
            "// Prints " + (style.isQuoted || line.isEmpty ? "\"\(line)\"" + (style.hasPeriod ? "." : "") : line)
        }
        var replacement = before + Array(comments[0].utf8)
        for comment in comments.dropFirst() { replacement += ending + indentation + Array(comment.utf8) }
        let start = lines.fullRange(ofLine: style.lines.lowerBound).lowerBound
        let end = lines.contentRange(ofLine: style.lines.upperBound).upperBound
        bytes.replaceSubrange(start..<end, with: replacement)
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

    /// What `writeAtomically` writes, which decides what it does with a link and a mode.
    enum Destination {
        /// An author's file (a chapter rewritten by `--update`): a symbolic link is written through
        /// to its target, and the file keeps its mode.
        case authorsFile
        /// bookgen's own file (the cache): a symbolic link there is replaced, never written
        /// through, and the file is readable by its owner only (0600), whatever it was before.
        case privateFile
    }

    /// Writes `bytes` to `path` through a temporary file beside it and a rename, so a reader never
    /// sees half a file.
    ///
    /// - Parameters:
    ///   - original: The bytes the new ones were made from; when the file no longer holds
    ///     them just before the rename (the author saved meanwhile), nothing is written.
    ///   - destination: Whether `path` is an author's file or bookgen's own.
    static func writeAtomically(_ bytes: [UInt8], to path: String, replacing original: [UInt8]? = nil,
                                as destination: Destination = .privateFile) throws(WriteError) {
        try writeAtomically(to: path, replacing: original, as: destination) { write in write(bytes) }
    }

    /// `writeAtomically(_:to:replacing:as:)` with the bytes handed to `write` in pieces by `produce`,
    /// so that a large file (the highlighted code of a book) is never whole in memory.
    static func writeAtomically(to path: String, replacing original: [UInt8]? = nil, as destination: Destination = .privateFile,
                                _ produce: (_ write: ([UInt8]) -> Void) -> Void) throws(WriteError) {
        let target: String
        var mode: mode_t = 0o600
        switch destination {
        case .authorsFile:
            target = realPath(path) ?? path
            var status = stat()
            if stat(target, &status) == 0 { mode = status.st_mode & 0o7777 }
        case .privateFile:
            target = path
        }
        let (descriptor, temporary) = try createTemporary(beside: target)
        var failure: Int32?
        produce { piece in
            if failure == nil, !writeAll(piece, to: descriptor) { failure = errno }
        }
        // On the descriptor, not the name: nothing that appeared at the name meanwhile is changed.
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(temporary)
            throw .failed("cannot write \(temporary): \(String(cString: strerror(failure)))")
        }
        if let original, FileManager.default.contents(atPath: target).map([UInt8].init) != original {
            unlink(temporary)
            throw .changedMeanwhile
        }
        // `rename` replaces a link at `target` itself, never the file it points to.
        if rename(temporary, target) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .failed("cannot replace \(path): \(reason)")
        }
    }

    /// A new file beside `target`, open for writing, made by this call: its name is random and
    /// `O_EXCL` refuses any file or link already there. A predictable name let a committed link
    /// at `<chapter>.bookgen-<pid>.tmp` turn the write (and a chmod) onto the file it points to.
    private static func createTemporary(beside target: String) throws(WriteError) -> (descriptor: Int32, path: String) {
        var reason = EEXIST
        // A name that exists already is someone else's: another one is drawn (2^64 names).
        for _ in 0..<8 {
            let path = target + ".bookgen-" + String(UInt64.random(in: .min ... .max), radix: 16) + ".tmp"
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor >= 0 { return (descriptor, path) }
            reason = errno
            guard reason == EEXIST else { break }
        }
        throw .failed("cannot write a temporary file beside \(target): \(String(cString: strerror(reason)))")
    }

    /// Writes all of `bytes`, as many calls as it takes; false, with `errno` set, when one fails.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                // swift-format-ignore: force unwrap: the loop runs only for a buffer with bytes.
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
