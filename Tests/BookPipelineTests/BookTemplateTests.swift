import Testing
@testable import BookPipeline

/// The files of `bookgen init`: embedded as they are, with book.toml's title and authors filled in.
struct BookTemplateTests {
    @Test func fillsTheTitleAndAuthorsAsTOMLStringsInOnePass() {
        let template = BookTemplate(title: #"{{authors}} "quoted""#, authors: ["{{title}}", #"A\B"#])
        let lines = template.manifest.split(separator: "\n")
        #expect(lines.contains(#"title = "{{authors}} \"quoted\"""#))
        #expect(lines.contains(#"authors = ["{{title}}", "A\\B"]"#))
    }

    @Test func leavesOtherBracesAsTheyAre() {
        let filled = BookTemplate.fill("a {{x}} ${{ github.sha }} {{y}} {{x", ["x": "1"])
        #expect(filled == "a 1 ${{ github.sha }} {{y}} {{x")
    }

    @Test func onlyBookTOMLHasPlaceholdersAndTheyAreAllFilled() {
        let files = BookTemplate(title: "T", authors: []).files
        #expect(files.map(\.0) == ["book.toml", "SUMMARY.md", "01-getting-started.md", ".gitignore", ".github/workflows/book.yml"])
        for (path, text) in files {
            #expect(!text.contains("{{title}}") && !text.contains("{{authors}}"), "\(path)")
        }
        #expect(files[0].1.contains("title = \"T\"\nauthors = []\n"))
    }
}
