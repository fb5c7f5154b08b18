import CCmarkGFM
import Foundation

/// Parses Markdown with cmark-gfm and hands back plain Swift values.
///
/// The extensions GitHub uses are on: table, strikethrough, autolink, tagfilter and tasklist, and
/// cmark-gfm's footnotes (`[^note]`), whose definitions it gathers at the document's end in the
/// order they are first referred to, leaving out those never referred to.
/// Smart punctuation is off unless asked for (`smartPunctuation`, mdBook's `smart-punctuation`):
/// then cmark turns straight quotes into curly ones, `--` and `---` into dashes and `...` into an
/// ellipsis, in text only, never in code spans or code blocks.
/// `MarkdownExtensions` then turns what bookgen reads beyond cmark-gfm (heading attributes,
/// definition lists, alerts, Solution and Hint sections) into node kinds of their own.
///
/// Positions are cmark's: 1-based lines, 1-based columns counted in bytes. A line ends at
/// "\n", "\r\n" or a lone "\r", as in cmark. A leading UTF-8 byte order mark is dropped before
/// parsing, so columns on line 1 count from the first byte after it, as editors show them.
/// Inline nodes for which cmark reports no position (line 0) take their parent's range; block
/// ends that cmark places on the following line are moved back (see `TreeConverter.corrected`).
package enum MarkdownParser {
    /// Parses a whole Markdown document.
    ///
    /// Safe to call from several threads at once: cmark-gfm keeps per-parse state in globals
    /// (the extensions' special characters are added and removed around every parse), so the
    /// C part of the work runs under a lock; converting the tree to Swift values does not.
    /// - Parameter source: The document's text.
    /// - Returns: A `.document` node holding the whole tree; every C object is freed before returning.
    package static func parse(_ source: String, smartPunctuation: Bool = false) -> MarkdownNode {
        parseLimited(source, smartPunctuation: smartPunctuation).document
    }

    /// How deep a tree `parse` returns may nest: below it, containers (block quotes, list items,
    /// emphasis) are replaced by their children. Real prose nests a dozen levels at most; a
    /// document of a thousand `>` would otherwise overflow the stack of whatever walks it.
    package static let maximumDepth = 64

    /// Parses a whole Markdown document, saying where it nests deeper than `maximumDepth`.
    ///
    /// - Returns: The document as `parse` returns it, and the place it first nests too deep, if any.
    /// - Parameter docC: Read DocC's Markdown too (`DocCMarkdown`), as a catalog's chapters are.
    package static func parseLimited(_ source: String, smartPunctuation: Bool = false, docC: Bool = false) -> (document: MarkdownNode, tooDeep: SourceLocation?) {
        var bytes = Array(source.utf8)
        if bytes.starts(with: byteOrderMark) {
            bytes.removeFirst(byteOrderMark.count)
        }
        guard let document = parseDocument(bytes, smartPunctuation: smartPunctuation) else {
            // Only an allocation failure inside cmark gets here; an empty tree is the honest answer.
            let origin = SourceLocation(line: 1, column: 1)
            return (MarkdownNode(kind: .document, range: SourceRange(start: origin, end: origin)), nil)
        }
        defer { cmark_node_free(document) }
        var converter = TreeConverter(source: bytes)
        let converted = converter.convert(document)
        let extended = MarkdownExtensions.apply(to: converted)
        return (docC ? DocCMarkdown.apply(to: extended, source: bytes) : extended, converter.tooDeep)
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The GitHub extensions attached to every parser.
    private static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// Registers the core extensions exactly once: Swift runs a static's initialiser once, under
    /// its own lock, whereas cmark's `ensure_registered` has no lock of its own.
    private static let extensionsRegistered: Void = cmark_gfm_core_extensions_ensure_registered()

    /// Serialises everything that touches cmark-gfm's global state.
    private static let lock = NSLock()

    private static func parseDocument(_ bytes: [UInt8], smartPunctuation: Bool) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        _ = extensionsRegistered
        guard let parser = cmark_parser_new(CMARK_OPT_SOURCEPOS | CMARK_OPT_FOOTNOTES | (smartPunctuation ? CMARK_OPT_SMART : 0)) else { return nil }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress {
                    cmark_parser_feed(parser, base, chars.count)
                }
            }
        }
        return cmark_parser_finish(parser)
    }
}
