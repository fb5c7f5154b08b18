import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Highlights Swift at build time with swift-syntax's parser and classification rules (the ones
/// SourceKit-LSP uses, through `SwiftClassifier`), so pages need no JavaScript highlighter and
/// every token is classified by a real parser.
package enum SwiftHighlighter {
    /// The code as HTML: escaped text, with `<span class="...">` around classified tokens.
    ///
    /// The text content of the result is exactly `code`, so what a reader selects or copies is
    /// what the source says. `CodeBlockRenderer` keeps the results (`HighlightCache`).
    package static func html(_ code: String) -> String {
        let tree = Parser.parse(source: code)
        let bytes = Array(code.utf8)
        var html = ""
        html.reserveCapacity(bytes.count * 2)
        var cursor = 0
        for classified in SwiftClassifier.classify(tree) {
            let start = classified.start
            let end = classified.end
            guard start >= cursor, end <= bytes.count, start < end else { continue }
            if start > cursor { html += HTMLEscape.text(String(decoding: bytes[cursor..<start], as: UTF8.self)) }
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            if let cssClass = cssClass(classified.kind, text: text) {
                html += "<span class=\"\(cssClass)\">" + HTMLEscape.text(text) + "</span>"
            } else {
                html += HTMLEscape.text(text)
            }
            cursor = end
        }
        if cursor < bytes.count { html += HTMLEscape.text(String(decoding: bytes[cursor...], as: UTF8.self)) }
        return html
    }

    /// The short class names the theme's style sheet colours; nil for plain text.
    package static func cssClass(_ kind: SyntaxClassification, text: String) -> String? {
        switch kind {
        case .keyword: return "k"
        case .type: return "t"
        case .identifier:
            // The classifier calls `PublishSubject` in `PublishSubject<Int>()` an identifier; a
            // capitalised name in Swift is a type or a case by convention, and reads better coloured.
            return text.first?.isUppercase == true ? "t" : nil
        case .stringLiteral, .regexLiteral: return "s"
        case .integerLiteral, .floatLiteral: return "n"
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return "c"
        case .attribute: return "a"
        case .ifConfigDirective: return "d"
        case .dollarIdentifier: return "v"
        default: return nil
        }
    }
}
