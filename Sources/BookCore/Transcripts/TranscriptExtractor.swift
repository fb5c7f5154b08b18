import BookMarkdown

/// Finds a chapter's `swifttest` transcripts: the HTML blocks that open a comment and name a test,
/// grouped by test name in page order, so that a test spread over several comments is one program
/// and a comment naming several tests belongs to each.
enum TranscriptExtractor {

    static func tests(in chapter: Chapter) -> [TranscriptTest] {
        read(chapter, listingFences: []).tests
    }

    /// The chapter's tests, each with the shown listings paired with its blocks (see
    /// `TranscriptListingPairing`), and how many listings with `// Prints` comments paired.
    ///
    /// - Parameter listingFences: The lines of the opening fences of the chapter's Swift blocks that
    ///   are shown and never run themselves.
    static func read(_ chapter: Chapter, listingFences: Set<Int>) -> (tests: [TranscriptTest], listings: TranscriptListingCounts) {
        var blocks: [TranscriptBlock] = []
        var listings: [TranscriptListingPairing.Listing] = []
        collect(chapter.document, chapter: chapter, listingFences: listingFences, into: &blocks, listings: &listings)
        var order: [String] = []
        var byName: [String: [TranscriptBlock]] = [:]
        for block in blocks {
            for name in block.testNames {
                if byName[name] == nil { order.append(name) }
                byName[name, default: []].append(block)
            }
        }
        var tests = order.map { TranscriptTest(chapterPath: chapter.path, name: $0, blocks: byName[$0] ?? []) }
        let (paired, counts) = TranscriptListingPairing.pair(listings, blocks: blocks, in: chapter)
        for (name, listing) in paired {
            if let index = tests.firstIndex(where: { $0.name == name }) { tests[index].listings.append(listing) }
        }
        return (tests, counts)
    }

    private static func collect(_ node: MarkdownNode, chapter: Chapter, listingFences: Set<Int>,
                                into blocks: inout [TranscriptBlock], listings: inout [TranscriptListingPairing.Listing]) {
        switch node.kind {
        case .htmlBlock(let html):
            // Cheap tests first: most HTML blocks are no test.
            if html.hasPrefix("<!--"), html.contains("- test:"), html.contains("swifttest") {
                let first = node.range.start.line
                let lines = (first...max(first, node.range.end.line)).map { chapter.lines.text(ofLine: $0) }
                blocks += TranscriptParser.blocks(in: lines, firstLine: first, file: chapter.path)
            }
            return
        case .codeBlock(let block):
            if listingFences.contains(node.range.start.line), let fence = block.fence, fence.isClosed {
                listings.append(TranscriptListingPairing.Listing(fenceLine: node.range.start.line, contentLines: fence.contentLines))
            }
            return
        default:
            break
        }
        for child in node.children { collect(child, chapter: chapter, listingFences: listingFences, into: &blocks, listings: &listings) }
    }
}
