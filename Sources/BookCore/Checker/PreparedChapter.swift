/// A chapter read and understood before any example runs: its snippets and block roles, read
/// once, and its resolved includes. The check and every renderer read it as it is.
package struct PreparedChapter: Sendable {
    package var chapter: Chapter
    package var snippets: ChapterSnippets
    /// The source each `include=` block shows, by the line of its opening fence.
    package var includes: [Int: String]
    /// The environments the chapter is checked in; the first one's output is the one shown.
    package var environments: [String]
    /// The package snippets its `@Snippet` directives show first in the book, each one program,
    /// checked in the chapter's environments; their `chapterPath` is the snippet file.
    package var packageSnippets: [ChapterSnippets] = []

    package init(chapter: Chapter, snippets: ChapterSnippets, includes: [Int: String], environments: [String]) {
        self.chapter = chapter
        self.snippets = snippets
        self.includes = includes
        self.environments = environments
    }

    /// A page whose blocks are shown as written and never checked: the site's not-found page,
    /// which is no chapter, so no example of it runs.
    package init(shownAsWritten chapter: Chapter) {
        var snippets = ChapterSnippets(chapterPath: chapter.path)
        chapter.document.walk { node in
            guard case .codeBlock(let block) = node.kind else { return }
            // The language still picks the highlighting; a fence the extractor would refuse is plain text.
            let language = block.fence == nil ? "" : ((try? FenceInfo.parse(block.info).get())?.language ?? "")
            snippets.roles[node.range.start.line] = .plain(language: language)
        }
        self.init(chapter: chapter, snippets: snippets, includes: [:], environments: [])
    }

    /// The role of the code block whose node starts on `line`.
    package func role(ofBlockAt line: Int) -> BlockRole {
        snippets.role(ofBlockAt: line)
    }
}
