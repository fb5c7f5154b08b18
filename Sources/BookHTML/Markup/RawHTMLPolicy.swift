/// What happens to raw HTML written in a chapter.
///
/// cmark-gfm's tagfilter only defangs nine tags (`<script>`, `<iframe>`, `<style>`, ...) and lets
/// every attribute through, so `<img src=x onerror=...>` would still run. This policy is stricter:
/// a chapter's raw HTML is shown as text, escaped, except for four attribute-free inline tags that
/// books need for keys and formulas: `<kbd>`, `<sub>`, `<sup>` and `<br>`. HTML comments are
/// dropped, as every Markdown renderer hides them. A chapter therefore cannot inject a script,
/// a style, an event handler or a link to anything.
package enum RawHTMLPolicy {
    /// Inline tags kept as they are, when written with no attributes at all.
    package static let allowedTags: Set<String> = ["kbd", "sub", "sup", "br"]

    package enum Verdict: Equatable {
        /// An allowed tag; `name` is lower-case.
        case open(String)
        case close(String)
        /// `<br>`, which has no end tag.
        case lineBreak
        /// An HTML comment: not shown.
        case drop
        /// Anything else: shown as the text it is.
        case escape
    }

    /// Classifies one piece of inline raw HTML as cmark hands it over: a single tag or comment.
    package static func classify(_ raw: String) -> Verdict {
        if raw.hasPrefix("<!--") { return .drop }
        guard raw.hasPrefix("<"), raw.hasSuffix(">") else { return .escape }
        var inner = raw.dropFirst().dropLast()
        var closing = false
        if inner.hasPrefix("/") {
            closing = true
            inner = inner.dropFirst()
        }
        var selfClosing = false
        if inner.hasSuffix("/") {
            selfClosing = true
            inner = inner.dropLast()
        }
        let name = inner.trimmingSuffix(while: { $0 == " " }).lowercased()
        guard allowedTags.contains(name), !(closing && selfClosing) else { return .escape }
        if name == "br" { return closing ? .escape : .lineBreak }
        if selfClosing { return .escape }
        return closing ? .close(name) : .open(name)
    }
}

extension Substring {
    package func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var result = self
        while let last = result.last, predicate(last) { result = result.dropLast() }
        return result
    }
}
