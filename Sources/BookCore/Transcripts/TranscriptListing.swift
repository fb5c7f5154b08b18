import Foundation

/// A Swift listing the page shows with a `swifttest` transcript of the same code right after it, as
/// TSPL pairs them: the listing's `// Prints` comments are checked against what the transcript's
/// test printed at their statements.
package struct TranscriptListing: Hashable, Sendable {
    /// One `// Prints` comment of the listing, and where the transcript's run prints its lines.
    package struct Check: Hashable, Sendable {
        /// The comment's first `//`.
        package var location: FileLocation
        /// What the comment says the statement printed, line by line.
        package var printed: [String]
        /// The chapter lines of the transcript's `<<`, `<-` and `</` lines that stand for what the
        /// statement printed: those after its first line and before the next code line after its last.
        package var outputLines: [Int]
    }

    /// The listing's opening fence.
    package var location: FileLocation
    /// The comment holding the transcript block it pairs with.
    package var transcript: FileLocation
    package var checks: [Check]
    /// `// Prints` comments of the listing in a loop's or a closure's body: not checked.
    package var unattached = 0
}

/// How many shown listings carry `// Prints` comments, and how many of those are checked by the
/// transcript beside them.
package struct TranscriptListingCounts: Hashable, Sendable {
    /// Listings paired with the transcript after them.
    package var paired = 0
    /// The `// Prints` comments of the paired listings that follow a statement run once, in order.
    package var comments = 0
    /// Listings with `// Prints` comments and no transcript of their code after them: not checked.
    package var unpaired = 0

    static func + (lhs: Self, rhs: Self) -> Self {
        Self(paired: lhs.paired + rhs.paired, comments: lhs.comments + rhs.comments, unpaired: lhs.unpaired + rhs.unpaired)
    }
}

/// Pairs a chapter's listings with the transcript blocks after them.
///
/// A listing pairs with a transcript block of the HTML comment that follows it with nothing but
/// blank lines between (the first such block, if the comment holds several), when the block's
/// shown code (`->` lines and the lines continuing them) is the listing's code, line by line:
/// compared without blank lines, comment-only lines, a trailing `// Prints` comment, and the
/// blanks at either end of a line (the transcripts indent their continuation lines their own way).
enum TranscriptListingPairing {
    /// A shown listing: its opening fence's line and its content lines.
    struct Listing {
        var fenceLine: Int
        var contentLines: Range<Int>
    }

    /// - Returns: Each paired listing with the test its block names first (a block shared by several
    ///   tests is checked once), and the counts.
    static func pair(_ listings: [Listing], blocks: [TranscriptBlock], in chapter: Chapter) -> (paired: [(test: String, listing: TranscriptListing)], counts: TranscriptListingCounts) {
        var paired: [(test: String, listing: TranscriptListing)] = []
        var counts = TranscriptListingCounts()
        for listing in listings {
            let lines = listing.contentLines.map { chapter.lines.text(ofLine: $0) }
            let (comments, unattached) = PrintsComments.find(in: lines, helper: nil)
            guard !comments.isEmpty || !unattached.isEmpty else { continue }
            let closingFence = listing.contentLines.upperBound
            let following = blocks.filter { block in
                block.location.line > closingFence
                    && ((closingFence + 1)..<block.location.line).allSatisfy { chapter.lines.text(ofLine: $0).trimmingBlanks.isEmpty }
            }
            guard let (block, mapping) = following.lazy.compactMap({ block in map(lines, onto: block).map { (block, $0) } }).first,
                  let test = block.testNames.first else {
                counts.unpaired += 1
                continue
            }
            var checks: [TranscriptListing.Check] = []
            for comment in comments {
                let statement = comment.statementLines.compactMap { mapping[$0] }
                guard let first = statement.min(), let last = statement.max() else { continue }
                checks.append(TranscriptListing.Check(
                    location: FileLocation(file: chapter.path, line: listing.contentLines.lowerBound + comment.commentLines.lowerBound, column: comment.column),
                    printed: printed(by: comment, in: lines), outputLines: outputLines(of: first...last, in: block)))
            }
            counts.paired += 1
            counts.comments += checks.count
            paired.append((test, TranscriptListing(location: FileLocation(file: chapter.path, line: listing.fenceLine), transcript: block.location, checks: checks,
                                                   unattached: unattached.count + comments.count - checks.count)))
        }
        return (paired, counts)
    }

    /// The index in `block.lines` of the transcript line each code line of the listing is, by the
    /// listing's 0-based line; nil when the block's shown code is not the listing's.
    static func map(_ listing: [String], onto block: TranscriptBlock) -> [Int: Int]? {
        let listingCode = listing.indices.compactMap { index in key(listing[index]).map { (index, $0) } }
        var shownCode: [(index: Int, text: String)] = []
        var head = TranscriptLine.Kind.continuation
        for (index, line) in block.lines.enumerated() {
            if line.kind != .continuation { head = line.kind }
            guard head == .shownCode, let text = key(line.text) else { continue }
            shownCode.append((index, text))
        }
        guard listingCode.map(\.1) == shownCode.map(\.text) else { return nil }
        return Dictionary(uniqueKeysWithValues: zip(listingCode.map(\.0), shownCode.map(\.index)))
    }

    /// What a comment says was printed, read as TSPL also writes it: `// Prints two lines:` with the
    /// lines as comments under it, and `// Prints "text", because ...` with a remark after the quote.
    static func printed(by comment: PrintsComment, in lines: [String]) -> [String] {
        guard comment.printed.count == 1, let text = comment.printed.first else { return comment.printed }
        if !comment.style.isQuoted, text.hasSuffix(" lines:") || text.hasSuffix(" line:"),
           let count = lineCounts[String(text.prefix { $0 != " " })] {
            let under = lines.dropFirst(comment.commentLines.upperBound + 1).prefix(count)
            let texts = under.compactMap { line -> String? in
                let body = line.drop { $0 == " " || $0 == "\t" }
                guard body.hasPrefix("//") else { return nil }
                let rest = body.dropFirst(2)
                return String(rest.first == " " ? rest.dropFirst() : rest)
            }
            return texts.count == count ? texts : comment.printed
        }
        // `hello, world", because name is "world`: the quote closes before the remark.
        if comment.style.isQuoted, let close = text.range(of: "\", "), let next = text[close.upperBound...].first, next.isLowercase {
            return [String(text[..<close.lowerBound])]
        }
        return comment.printed
    }

    private static let lineCounts = ["one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10]
        .merging((1...20).map { (String($0), $0) }) { first, _ in first }

    /// A code line as the comparison sees it: without blanks at either end and without a trailing
    /// `// Prints` comment; nil for a blank or comment-only line.
    static func key(_ line: String) -> String? {
        var text = String(line.trimmingBlanks)
        if let comment = text.range(of: "// Prints ") {
            let code: Substring = text[text.startIndex..<comment.lowerBound]
            text = String(String(code).trimmingBlanks)
        }
        return text.isEmpty || text.hasPrefix("//") ? nil : text
    }

    /// The chapter lines of the printed lines (`<<`, `<-`, `</`) of `block` that stand for what the
    /// statement on `statement` (indices into `block.lines`) printed: from its first line up to the
    /// next line of code (`->`, `>>`, `/>`, or a line continuing one) after its last.
    ///
    /// When there are none and hidden code (`>>`) comes next, the lines after that hidden code, up to
    /// the next shown code, count: TSPL ends a line printed with `terminator: ""` that way
    /// (`>> print("")`), and the listing's comment stands for the whole line.
    static func outputLines(of statement: ClosedRange<Int>, in block: TranscriptBlock) -> [Int] {
        var result: [Int] = []
        var head = TranscriptLine.Kind.continuation
        var throughHidden = false
        for (index, line) in block.lines.enumerated() {
            if line.kind != .continuation { head = line.kind }
            guard index >= statement.lowerBound else { continue }
            // A blank or comment-only line continuing code is no code: `// Prints` under `->`.
            if index > statement.upperBound, line.kind != .continuation || key(line.text) != nil {
                if head == .hiddenCode, result.isEmpty, !throughHidden, line.kind == .hiddenCode,
                   block.lines[(statement.upperBound + 1)..<index].allSatisfy({ $0.kind == .continuation && key($0.text) == nil }) {
                    throughHidden = true
                } else if head == .shownCode || head == .template || head == .hiddenCode && !throughHidden {
                    break
                }
            }
            if line.kind == .output || line.kind == .printed { result.append(line.line) }
        }
        return result
    }
}
