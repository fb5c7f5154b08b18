import SwiftParser
import SwiftSyntax

/// A `// Prints "text".` comment after a statement, as Swift's own documentation writes what a
/// statement prints: the statement must print exactly that. Consecutive comments after one statement
/// are its lines, in order; a quoted text left open continues on the comment lines below it.
struct PrintsComment: Equatable {
    /// 0-based lines of the block holding the statement, first and last inclusive.
    var statementLines: ClosedRange<Int>
    /// What the statement prints, line by line.
    var printed: [String]
    /// How it is written; its lines are the block's, 0-based.
    var style: PrintsStyle

    /// 0-based lines of the block the comments cover.
    var commentLines: ClosedRange<Int> { style.lines }
    /// 1-based byte column of the first comment's `//`.
    var column: Int { style.column }
}

/// How a `// Prints` comment is written, so that `--update` writes the new text the same way.
package struct PrintsStyle: Hashable, Sendable {
    /// `// Prints "text"` rather than `// Prints text`.
    package var isQuoted: Bool
    /// A period after the closing quote.
    package var hasPeriod: Bool
    /// On the statement's own line, after its code.
    package var isTrailing: Bool
    /// The chapter lines of the comments, first and last inclusive.
    package var lines: ClosedRange<Int>
    /// 1-based byte column of the first comment's `//`.
    package var column: Int
}

enum PrintsComments {
    /// The `// Prints` comments of a block that follow a statement run once, in order: a top-level
    /// statement of the block, or, in the block that calls the example helper `helper`, a statement
    /// of the call's closure. Also the places of the comments that follow no such statement (one in
    /// a loop's body, say), which are not checked.
    static func find(in lines: [String], helper: String?) -> (comments: [PrintsComment], unattached: [(line: Int, column: Int)]) {
        guard lines.contains(where: { $0.contains("Prints") }) else { return ([], []) }
        let tree = Parser.parse(source: lines.joined(separator: "\n"))
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        func span(_ node: some SyntaxProtocol) -> ClosedRange<Int> {
            let first = converter.location(for: node.positionAfterSkippingLeadingTrivia).line - 1
            return first...max(first, converter.location(for: node.endPositionBeforeTrailingTrivia).line - 1)
        }
        var statements: [ClosedRange<Int>] = []
        for item in tree.statements {
            if let helper, case .expr(let expr) = item.item, let call = expr.as(FunctionCallExprSyntax.self),
               call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == helper, let closure = call.trailingClosure {
                statements += closure.statements.map(span)
            } else {
                statements.append(span(item))
            }
        }

        var comments: [PrintsComment] = []
        var unattached: [(line: Int, column: Int)] = []
        var continuedUntil = -1
        func handle(_ payload: Substring, line commentLine: Int, column: Int) {
            guard commentLine > continuedUntil else { return }
            let (printed, written, lastLine) = read(payload, startingAt: commentLine, in: lines)
            continuedUntil = lastLine
            let isTrailing = !lines[commentLine].utf8.prefix(column - 1).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            // A comment right under the last one adds lines to what the same statement printed.
            if !isTrailing, var last = comments.last, last.commentLines.upperBound == commentLine - 1 {
                last.printed += printed
                last.style.lines = last.commentLines.lowerBound...lastLine
                comments[comments.count - 1] = last
                return
            }
            let statement = isTrailing
                ? statements.last { $0.upperBound == commentLine }
                : statements.last { $0.upperBound < commentLine }.flatMap { onlyBlanks(between: $0.upperBound, and: commentLine, in: lines) ? $0 : nil }
            guard let statement else {
                unattached.append((commentLine, column))
                return
            }
            let style = PrintsStyle(isQuoted: written.isQuoted, hasPeriod: written.hasPeriod, isTrailing: isTrailing,
                                    lines: commentLine...lastLine, column: column)
            comments.append(PrintsComment(statementLines: statement, printed: printed, style: style))
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for (pieces, start) in [(token.leadingTrivia, token.position), (token.trailingTrivia, token.endPositionBeforeTrailingTrivia)] {
                var position = start
                for piece in pieces {
                    defer { position += piece.sourceLength }
                    guard case .lineComment(let comment) = piece, let payload = payload(of: comment) else { continue }
                    let at = converter.location(for: position)
                    handle(payload, line: at.line - 1, column: at.column)
                }
            }
        }
        return (comments, unattached)
    }

    /// The text after `// Prints `, or nil for another comment.
    static func payload(of comment: String) -> Substring? {
        let body = comment.dropFirst(2).drop { $0 == " " }
        guard body.hasPrefix("Prints") else { return nil }
        let rest = body.dropFirst("Prints".count)
        guard let first = rest.first, first == " " else { return nil }
        return rest.drop { $0 == " " }
    }

    /// What a comment says was printed, how it says it, and the block line its text ends on: a quoted
    /// text not closed on its line goes on over the comment lines below.
    static func read(_ payload: Substring, startingAt line: Int, in lines: [String]) -> ([String], (isQuoted: Bool, hasPeriod: Bool), Int) {
        let trimmed = payload.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        let text = String(trimmed)
        guard text.hasPrefix("\"") else { return ([text], (false, false), line) }
        var printed: [String] = []
        var current = String(text.dropFirst())
        var index = line
        while true {
            if let (content, period) = closed(current) {
                printed.append(content)
                return (printed, (true, period), index)
            }
            // Open: the next line must be a comment that continues it.
            guard index + 1 < lines.count, let next = continuation(lines[index + 1]) else {
                printed.append(current)
                return (printed, (true, false), index)
            }
            printed.append(current)
            current = next
            index += 1
        }
    }

    /// The text before a closing `"` or `".` at the end, and whether the period is there.
    private static func closed(_ text: String) -> (String, Bool)? {
        if text.hasSuffix("\".") { return (String(text.dropLast(2)), true) }
        if text.hasSuffix("\"") { return (String(text.dropLast()), false) }
        return nil
    }

    /// The text of a line that is only a comment, after `// `.
    private static func continuation(_ line: String) -> String? {
        let body = line.drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix("//") else { return nil }
        let text = body.dropFirst(2)
        return String(text.first == " " ? text.dropFirst() : text).reversed().drop { $0 == " " || $0 == "\t" }.reversed().map(String.init).joined()
    }

    static func onlyBlanks(between statementEnd: Int, and commentLine: Int, in lines: [String]) -> Bool {
        guard statementEnd + 1 < commentLine else { return true }
        return lines[(statementEnd + 1)..<commentLine].allSatisfy { $0.allSatisfy(\.isWhitespace) }
    }
}
