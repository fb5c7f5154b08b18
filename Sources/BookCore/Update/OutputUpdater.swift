import BookMarkdown
import Foundation

/// Rewrites expected-output blocks in a chapter, changing no other byte of the file.
enum OutputUpdater {
    /// The chapter's bytes with each given block's content replaced by the new text.
    ///
    /// Content lines keep the block's container prefix (list indentation, `> `) and the file's line ending.
    static func rewrite(_ lines: SourceLines, replacing blocks: [(ExpectedOutput, String)]) -> [UInt8] {
        var bytes = lines.bytes
        // From the last block to the first, so earlier byte offsets stay valid.
        for (block, text) in blocks.sorted(by: { $0.0.contentLines.lowerBound > $1.0.contentLines.lowerBound }) {
            let closingLine = block.contentLines.upperBound
            let closing = lines.line(closingLine) ?? []
            let prefix = Array(closing.prefix { $0 != UInt8(ascii: "`") && $0 != UInt8(ascii: "~") })
            let blankPrefix = Array(prefix.reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.reversed())
            let ending = lines.lineEnding(ofLine: block.contentLines.lowerBound - 1)
            var replacement: [UInt8] = []
            for line in OutputComparison.normalizedLines(text) {
                replacement += (line.isEmpty ? blankPrefix : prefix) + Array(line.utf8) + ending
            }
            let closingStart = lines.fullRanges[closingLine - 1].lowerBound
            let contentStart = block.contentLines.isEmpty ? closingStart : lines.fullRanges[block.contentLines.lowerBound - 1].lowerBound
            bytes.replaceSubrange(contentStart..<closingStart, with: replacement)
        }
        return bytes
    }

    /// Writes `bytes` to `path` through a temporary file beside it and a rename, so a reader never sees half a file.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let temporary = path + ".bookgen-\(ProcessInfo.processInfo.processIdentifier).tmp"
        let url = URL(fileURLWithPath: path)
        let permissions = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions]
        try Data(bytes).write(to: URL(fileURLWithPath: temporary))
        if let permissions { try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary) }
        if rename(temporary, url.path) != 0 {
            try? FileManager.default.removeItem(atPath: temporary)
            throw SetupError(.ioError, "cannot replace \(path): \(String(cString: strerror(errno)))")
        }
    }
}
