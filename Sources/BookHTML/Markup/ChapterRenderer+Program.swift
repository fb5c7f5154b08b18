import BookCore
import BookMarkdown

/// Each environment's shared prologue (`ReaderProgram.sharedPrologue()`), escaped once for all the
/// chapters of a rendering.
///
/// `@unchecked Sendable`: `lock` guards `escapedByEnvironment`.
package final class SharedPrologues: @unchecked Sendable {
    private let lock = NSLockBox()
    private var escapedByEnvironment: [String: String] = [:]

    package init() {}

    package func escaped(of program: ReaderProgram) -> String {
        if let known = lock.withLock({ escapedByEnvironment[program.environment.name] }) { return known }
        let made = HTMLEscape.text(program.sharedPrologue())
        lock.withLock { escapedByEnvironment[program.environment.name] = made }
        return made
    }
}

extension ChapterRenderer {
    /// The complete program an example's block stands in, as a disclosure inside the block's frame:
    /// readable and selectable without script, and what the script's "Copy program" button copies.
    /// Nil for any other block, and off the chapter page.
    package mutating func programDisclosure(_ node: MarkdownNode) -> String? {
        guard mode == .chapterPage, let program, program.isAvailable else { return nil }
        let id: String
        switch checked.role(ofBlockAt: node.range.start.line) {
        case .exampleCode(let exampleID), .exampleInsertion(let exampleID, _): id = exampleID
        default: return nil
        }
        guard let example = checked.snippets.examples.first(where: { $0.id == id }) else { return nil }
        // The chapter's prologue is the same in every block's program: built and escaped once, and
        // its shared part once for the book.
        let prologue = programPrologue
            ?? (sharedPrologues?.escaped(of: program) ?? HTMLEscape.text(program.sharedPrologue())) + HTMLEscape.text(program.declarationsPrologue())
        programPrologue = prologue
        let text = program.exampleText(upTo: node.range.start.line...node.range.end.line, of: example)
        return "<details class=\"bg-program\"><summary>Complete program</summary>"
            + "<p class=\"bg-caption\">Everything this block needs, up to here, as one <code>main.swift</code>"
            + " with \(HTMLEscape.text(program.libraryName)).</p>"
            + "<pre tabindex=\"0\"><code class=\"language-swift\">\(prologue)\(HTMLEscape.text(CodeBlockRenderer.withoutFinalNewline(text)))</code></pre></details>"
    }
}
