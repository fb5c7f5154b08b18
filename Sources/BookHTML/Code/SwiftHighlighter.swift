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

    /// Every class `cssClass` gives.
    static let classes: Set<String> = ["k", "t", "s", "n", "c", "a", "d", "v"]

    /// Whether `html` is a form `html(_:)` could make of `code`: the code escaped, with nothing but
    /// unnested `<span class="X">`…`</span>` around pieces of it, X one of `classes`. A stored form
    /// that passes can carry no markup of its own, whoever wrote the cache file.
    package static func isHighlighting(_ html: String, of code: String) -> Bool {
        let expected = Array(HTMLEscape.text(code).utf8)
        let bytes = Array(html.utf8)
        var index = 0, matched = 0
        var inSpan = false
        func skip(_ token: String) -> Bool {
            let token = token.utf8
            guard bytes.count - index >= token.count, bytes[index..<(index + token.count)].elementsEqual(token) else { return false }
            index += token.count
            return true
        }
        while index < bytes.count {
            // Escaped text holds no `<`: every one starts a tag.
            guard bytes[index] == UInt8(ascii: "<") else {
                guard matched < expected.count, expected[matched] == bytes[index] else { return false }
                matched += 1
                index += 1
                continue
            }
            if inSpan {
                guard skip("</span>") else { return false }
            } else {
                guard skip("<span class=\""), let quote = bytes[index...].firstIndex(of: UInt8(ascii: "\"")),
                      classes.contains(String(decoding: bytes[index..<quote], as: UTF8.self)) else { return false }
                index = quote
                guard skip("\">") else { return false }
            }
            inSpan.toggle()
        }
        return !inSpan && matched == expected.count
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
