import BookMarkdown
import Foundation

/// A package's snippet (`Snippets/Name.swift`, which SwiftPM builds as an executable of its own)
/// checked as the program it is: the whole file, its `// snippet.hide` lines and slice markers
/// included (they are comments), as the top-level code of a top-level chapter, so that compile
/// errors, traps and `// Prints` comments are reported at the snippet file's lines.
extension SnippetExtractor {
    static let unreadableSnippet = DiagnosticMessage(id: "docc-missing-snippet", "the package snippet cannot be read")

    /// The snippet at `path` as one program, named `snippet NAME` (NAME: its path under
    /// `Snippets/`, without `.swift`); nil, with an error, when the file cannot be read.
    static func packageSnippet(at path: String, shapes: SyntaxCache) -> (snippets: ChapterSnippets?, diagnostics: [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            var diagnostic = Diagnostic(unreadableSnippet, at: FileLocation(file: path, line: 1))
            diagnostic.message = "the package snippet \(path) cannot be read"
            return (nil, [diagnostic])
        }
        let lines = SourceLines(Array(data))
        var literal = String(decoding: data, as: UTF8.self)
        if !literal.isEmpty, !literal.hasSuffix("\n") { literal += "\n" }
        // One fenced `swift check` block whose content is the file, line for line: the chapter the
        // extractor reads is the snippet file, so every place it reports is a place in that file.
        let start = SourceLocation(line: 1, column: 1)
        let end = SourceLocation(line: max(lines.count, 1), column: 1)
        let fence = CodeBlock.Fence(character: "`", length: 3, indent: 0, contentLines: 1..<(lines.count + 1), isClosed: true)
        let block = MarkdownNode(kind: .codeBlock(CodeBlock(info: "swift check", literal: literal, fence: fence)),
                                 range: SourceRange(start: start, end: end))
        let document = MarkdownNode(kind: .document, range: SourceRange(start: start, end: end), children: [block])
        let name = String((path.range(of: "/Snippets/", options: .backwards).map { path[$0.upperBound...] } ?? path[...]).dropLast(".swift".count))
        let file = Chapter(path: path, fileName: path, title: "snippet \(name)", part: nil, lines: lines, document: document)
        let (snippets, diagnostics) = extract(file, shapes: shapes, swiftBlocks: .marked, style: .topLevel)
        return (snippets, diagnostics)
    }
}
