import BookCore

/// Turns a fenced block into the HTML a reader sees: highlighted code with a header naming what
/// the block is and whether it was verified, or an example's output shown as console output.
package struct CodeBlockRenderer {
    /// Swift highlighted by earlier builds and blocks, by text: each text is parsed once.
    package var highlights = HighlightCache()

    package init(highlights: HighlightCache = HighlightCache()) {
        self.highlights = highlights
    }

    /// The HTML of one block; empty for a hidden block.
    ///
    /// - Parameters:
    ///   - literal: The block's content as cmark gives it.
    ///   - display: What the block is.
    package func render(_ literal: String, display: BlockDisplay) -> RenderedBlock {
        switch display {
        case .hidden:
            return RenderedBlock(body: "", closing: "")
        case .output(let name, let status, let libraries, let diagram):
            var console = console(literal, example: name, status: status, checkedAgainst: libraries)
            console.closing += diagram?.html ?? ""
            return console
        case .plain("swift"):
            // A Swift block outside every example (a guide's listing) is still Swift to read.
            return frame(code: highlighted(trimmed(literal)), language: "swift", label: "Swift", badges: [], failure: nil)
        case .plain(let language):
            let label = language.isEmpty ? "" : language
            // Rust's hidden lines (`# `), as mdBook hides them: `{{#rustdoc_include}}` writes them.
            let shown = language == "rust" ? HiddenLines.readerView(of: literal) : literal
            return frame(code: HTMLEscape.text(trimmed(shown)), language: language, label: label, badges: [], failure: nil)
        case .include(let path, let text):
            return frame(code: highlighted(trimmed(text)), language: "swift", label: "Swift",
                         badges: [("bg-info", "from \(path)")], failure: nil)
        default:
            let code = highlighted(trimmed(HiddenLines.readerView(of: literal)))
            let (badges, failure) = decorations(display)
            var captions: [String] = []
            if case .example(_, _, let placement?, _) = display { captions.append(Self.placementCaption(placement)) }
            if case .example(_, _, _, let crash?) = display {
                captions.append(crash.message.map { "Expected to stop with the runtime’s message: <q>\(HTMLEscape.text($0))</q>" }
                    ?? "Expected to stop: the example traps here.")
            }
            if case .compileFail(_, _, let placement?) = display { captions.append(Self.placementCaption(placement)) }
            if case .compileFail(_, let expected?, _) = display {
                captions.append("Checked against the compiler’s error: <q>\(HTMLEscape.text(expected))</q>")
            }
            return frame(code: code, language: "swift", label: "Swift", badges: badges, failure: failure, captions: captions)
        }
    }

    private func highlighted(_ code: String) -> String {
        highlights.text(for: code, highlight: SwiftHighlighter.html, isHighlighting: SwiftHighlighter.isHighlighting)
    }

    /// The badges of a Swift block, and the failure note shown under it when its check failed.
    private func decorations(_ display: BlockDisplay) -> ([(String, String)], [String]?) {
        switch display {
        case .example(let name, let status, _, let crash):
            let trap: [(String, String)] = crash == nil ? [] : [("bg-warn", "⚠ traps")]
            switch status {
            case .verified: return (trap + [("bg-ok", "✓ example “\(name)”")], nil)
            case .failed(let messages): return (trap + [("bg-fail", "✗ example “\(name)” failed its check")], messages)
            case .unchecked: return (trap + [("bg-muted", "example “\(name)”, not checked")], nil)
            }
        case .compileFail(let status, _, _):
            switch status {
            case .verified: return ([("bg-warn", "✗ does not compile"), ("bg-ok", "✓ checked")], nil)
            case .failed(let messages): return ([("bg-warn", "✗ does not compile"), ("bg-fail", "✗ but it compiled")], messages)
            case .unchecked: return ([("bg-warn", "✗ does not compile"), ("bg-muted", "not checked")], nil)
            }
        case .ignored:
            return ([("bg-muted", "not compiled")], nil)
        default:
            return ([], nil)
        }
    }

    /// - Parameter captions: HTML shown under the code, a paragraph each (no `<br>`, which XHTML
    ///   would need closed): where an inserted block goes, the message a compile-fail block expects.
    private func frame(code: String, language: String, label: String, badges: [(String, String)], failure: [String]?, captions: [String] = []) -> RenderedBlock {
        var html = "<div class=\"bg-code\(Self.shortClass(code))\"><div class=\"bg-code-head\">"
        html += "<span class=\"bg-lang\">\(HTMLEscape.text(label))</span>"
        for (cssClass, text) in badges {
            html += "<span class=\"bg-badge \(cssClass)\">\(HTMLEscape.text(text))</span>"
        }
        html += "</div><pre tabindex=\"0\"><code"
        if !language.isEmpty { html += " class=\"language-\(HTMLEscape.text(language))\"" }
        html += ">\(code)</code></pre>"
        for caption in captions { html += "<p class=\"bg-caption\">\(caption)</p>" }
        if let failure { html += failureNote(failure) }
        return RenderedBlock(body: html, closing: "</div>\n")
    }

    private func console(_ literal: String, example name: String, status: PageVerdicts.Status, checkedAgainst libraries: String?) -> RenderedBlock {
        var html = "<div class=\"bg-console\(Self.shortClass(literal))\"><div class=\"bg-console-head\">"
        html += "<span class=\"bg-console-title\">Output of “\(HTMLEscape.text(name))”</span>"
        switch status {
        case .verified:
            html += "<span class=\"bg-badge bg-ok\">✓ verified against \(HTMLEscape.text(libraries ?? "the library"))</span>"
        case .failed:
            html += "<span class=\"bg-badge bg-fail\">✗ does not match what the code prints</span>"
        case .unchecked:
            html += "<span class=\"bg-badge bg-muted\">not checked</span>"
        }
        let output = trimmed(literal)
        if output.isEmpty {
            // An empty console with a badge reads like a rendering fault; say what it means.
            html += "</div><p class=\"bg-console-empty\">(prints nothing)</p>"
        } else {
            html += "</div><pre tabindex=\"0\"><samp>\(HTMLEscape.text(output))</samp></pre>"
        }
        if case .failed(let messages) = status { html += failureNote(messages) }
        return RenderedBlock(body: html, closing: "</div>\n")
    }

    /// Where an inserted block goes: `Goes right before <code>let subscriptionOne = …</code>`.
    package static func placementCaption(_ placement: InsertionPlacement) -> String {
        // A long anchor is cut: the reader needs enough of the line to find it, not all of it.
        let limit = 48
        let anchor = placement.anchor.count > limit ? placement.anchor.prefix(limit - 1).trimmingBlanksAtEnd + " …" : placement.anchor
        return "Goes right \(placement.side.rawValue) <code>\(HTMLEscape.text(anchor))</code>"
    }

    private func failureNote(_ messages: [String]) -> String {
        var html = "<div class=\"bg-failure\" role=\"note\"><strong>This check failed:</strong><ul>"
        for message in messages { html += "<li>\(HTMLEscape.text(message))</li>" }
        return html + "</ul></div>"
    }

    /// Blocks of at most this many lines are kept on one printed page; longer ones may break.
    package static let shortBlockLines = 16

    /// ` bg-short` for a block short enough to keep whole in print.
    private static func shortClass(_ text: String) -> String {
        text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } < shortBlockLines ? " bg-short" : ""
    }

    /// The block without its final newline: `<pre>` would show it as an empty last line.
    private func trimmed(_ text: String) -> String {
        Self.withoutFinalNewline(text)
    }

    /// `text` without a final `\n` (a final `\r\n` is one character, and stays), found among the
    /// UTF-8 bytes: a String's `hasSuffix` and `dropLast` walk its characters from the start.
    package static func withoutFinalNewline(_ text: String) -> String {
        let bytes = text.utf8
        guard bytes.last == UInt8(ascii: "\n") else { return text }
        let newline = bytes.index(before: bytes.endIndex)
        if newline != bytes.startIndex, bytes[bytes.index(before: newline)] == UInt8(ascii: "\r") { return text }
        return String(text[..<newline])
    }
}

private extension Substring {
    var trimmingBlanksAtEnd: String {
        String(self[..<(lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? startIndex)])
    }
}

/// A block's HTML, left open where a footer goes: inside its frame, after its code and notes.
package struct RenderedBlock: Sendable {
    /// Everything up to the frame's closing tag.
    package var body: String
    /// The frame's closing tag, and what follows the frame (an output's marble diagram).
    package var closing: String

    /// The whole block, with `footer` inside its frame.
    package func html(footer: String? = nil) -> String {
        body + (footer ?? "") + closing
    }
}
