import BookMarkdown

/// Finds a chapter's `swifttest` transcripts: the HTML blocks that open a comment and name a test,
/// grouped by test name in page order, so that a test spread over several comments is one program
/// and a comment naming several tests belongs to each.
enum TranscriptExtractor {

    static func tests(in chapter: Chapter) -> [TranscriptTest] {
        var blocks: [TranscriptBlock] = []
        collect(chapter.document, chapter: chapter, into: &blocks)
        var order: [String] = []
        var byName: [String: [TranscriptBlock]] = [:]
        for block in blocks {
            for name in block.testNames {
                if byName[name] == nil { order.append(name) }
                byName[name, default: []].append(block)
            }
        }
        return order.map { TranscriptTest(chapterPath: chapter.path, name: $0, blocks: byName[$0] ?? []) }
    }

    private static func collect(_ node: MarkdownNode, chapter: Chapter, into blocks: inout [TranscriptBlock]) {
        if case .htmlBlock(let html) = node.kind {
            // Cheap tests first: most HTML blocks are no test.
            if html.hasPrefix("<!--"), html.contains("- test:"), html.contains("swifttest") {
                let first = node.range.start.line
                let lines = (first...max(first, node.range.end.line)).map { chapter.lines.text(ofLine: $0) }
                blocks += TranscriptParser.blocks(in: lines, firstLine: first, file: chapter.path)
            }
            return
        }
        for child in node.children { collect(child, chapter: chapter, into: &blocks) }
    }
}
