import BookMarkdown

/// What an mdBook chapter may hold that bookgen does not render as mdBook does, each a warning at
/// its line, so that nothing is lost without a word: Font Awesome icons (`<i class="fa fa-bars">`,
/// which mdBook 0.5 replaces with the icon's SVG, and bookgen leaves an empty `<i>`), and MathJax
/// (`\\( ... \\)`, `\\[ ... \\]`) in a book that turns `mathjax-support` on. Found from the loaded
/// chapter, so `check` and `build` both report them.
package enum MdBookConstructs {
    static let fontAwesome = DiagnosticMessage(id: "fa-icon", severity: .warning, "a Font Awesome icon, which mdBook replaces with its SVG and bookgen shows as an empty element")
    static let mathJax = DiagnosticMessage(id: "mathjax", severity: .warning, "MathJax, which bookgen does not load: the formulas show as written")

    /// The Font Awesome icons of a chapter's raw HTML: one warning per icon name and line.
    package static func iconFindings(in chapter: Chapter) -> [Diagnostic] {
        // Nearly every chapter has no `fa-` at all: its bytes are searched before its tree is walked.
        let bytes = chapter.lines.bytes, f = UInt8(ascii: "f"), a = UInt8(ascii: "a"), dash = UInt8(ascii: "-")
        guard bytes.indices.dropLast(2).contains(where: { bytes[$0] == f && bytes[$0 + 1] == a && bytes[$0 + 2] == dash }) else { return [] }
        var found: [Diagnostic] = []
        var seen: Set<String> = []
        func visit(_ node: MarkdownNode) {
            switch node.kind {
            case .htmlBlock(let raw), .htmlInline(let raw):
                guard raw.contains("fa") else { return }
                let bytes = Array(raw.utf8)
                let isBlock = if case .htmlBlock = node.kind { true } else { false }
                for (offset, name) in icons(in: raw) {
                    let location = chapter.rawHTMLLocation(of: node, literal: bytes, offset: offset, isBlock: isBlock)
                    guard seen.insert("\(location.line) \(name)").inserted else { continue }
                    var diagnostic = Diagnostic(fontAwesome, at: location)
                    diagnostic.message = "Font Awesome icon '\(name)': mdBook replaces it with the icon's SVG; bookgen does not, so it shows nothing (write the SVG, or words, instead)"
                    found.append(diagnostic)
                }
            default:
                node.children.forEach(visit)
            }
        }
        visit(chapter.document)
        return found
    }

    /// Each `<i ...class="... fa-NAME ...">` or `<span ...>` with Font Awesome's classes in `html`:
    /// the tag's byte offset and the icon's class (`fa-bars`).
    static func icons(in html: String) -> [(offset: Int, name: String)] {
        var found: [(Int, String)] = []
        let bytes = Array(html.utf8)
        var index = 0
        while let start = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
            let tag = String(decoding: bytes[start..<end], as: UTF8.self)
            index = end
            guard tag.hasPrefix("<i ") || tag.hasPrefix("<span "), let classes = attribute("class", in: tag) else { continue }
            let names = classes.split(separator: " ").map(String.init)
            let styles: Set<String> = ["fa", "fas", "far", "fab", "fa-solid", "fa-regular", "fa-brands"]
            guard names.contains(where: styles.contains),
                  let icon = names.first(where: { $0.hasPrefix("fa-") && !styles.contains($0) && !["fa-fw", "fa-lg", "fa-2x", "fa-3x", "fa-spin"].contains($0) })
            else { continue }
            found.append((start, icon))
        }
        return found
    }

    private static func attribute(_ name: String, in tag: String) -> String? {
        for quote in ["\"", "'"] {
            guard let range = tag.range(of: " \(name)=\(quote)") else { continue }
            let rest = tag[range.upperBound...]
            return rest.firstIndex(of: Character(quote)).map { String(rest[..<$0]) }
        }
        return nil
    }

    /// The first MathJax delimiter (`\(` or `\[` in the text, as mdBook's `\\(` reads) in a chapter.
    package static func firstMath(in chapter: Chapter) -> FileLocation? {
        func visit(_ node: MarkdownNode) -> FileLocation? {
            switch node.kind {
            case .code, .codeBlock, .htmlBlock, .htmlInline, .softBreak, .lineBreak, .text:
                return nil
            default:
                // cmark may cut `\\(` into two text nodes at the escape: adjacent texts are read together.
                var run = "", start: MarkdownNode?
                for child in node.children + [MarkdownNode(kind: .softBreak, range: node.range)] {
                    if case .text(let text) = child.kind {
                        if start == nil { start = child }
                        run += text
                        continue
                    }
                    if let first = start, run.contains("\\(") || run.contains("\\[") { return chapter.location(first.range.start) }
                    run = ""
                    start = nil
                    if let found = visit(child) { return found }
                }
                return nil
            }
        }
        return visit(chapter.document)
    }

    /// The warning for a book with `mathjax-support` whose chapters hold formulas, at the first.
    package static func mathFinding(at location: FileLocation) -> Diagnostic {
        var diagnostic = Diagnostic(mathJax, at: location)
        diagnostic.message = "MathJax formula: book.toml's mathjax-support has mdBook load MathJax; bookgen does not, so formulas show as written (this and any others)"
        return diagnostic
    }
}
