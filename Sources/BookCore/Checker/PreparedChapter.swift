/// A chapter read and understood before any example runs: its snippets and block roles, read
/// once, and its resolved includes. The check and every renderer read it as it is.
package struct PreparedChapter: Sendable {
    package var chapter: Chapter
    package var snippets: ChapterSnippets
    /// The source each `include=` block shows, by the line of its opening fence.
    package var includes: [Int: String]
    /// The environments the chapter is checked in; the first one's output is the one shown.
    package var environments: [String]

    package init(chapter: Chapter, snippets: ChapterSnippets, includes: [Int: String], environments: [String]) {
        self.chapter = chapter
        self.snippets = snippets
        self.includes = includes
        self.environments = environments
    }

    /// The role of the code block whose node starts on `line`.
    package func role(ofBlockAt line: Int) -> BlockRole {
        snippets.role(ofBlockAt: line)
    }
}
