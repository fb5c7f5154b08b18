import BookCore
import Foundation
import Testing
@testable import BookHTML
@testable import BookSite

@Suite struct CodeBlockTests {
    static let chapter = """
    # Subjects

    ```swift
    # let secret = "hidden setup"
    example(of: "Publish") {
      # print("not shown")
      let subject = PublishSubject<Int>()
      subject.onNext(1)
    ```

    ```output
    --- Example of: Publish ---
    ```

    ```swift compile-fail="has no member"
    let x: Int = "nope"
    ```

    ```swift ignore
    old.code()
    ```

    ```swift hidden
    let invisible = 42
    ```

    """

    @Test func aBlockMarkedCrashSaysSoAndQuotesTheMessageItExpects() throws {
        let chapter = """
            # Traps

            ```swift crash="Index out of range"
            example(of: "index") {
              print([1][1])
            }
            ```

            ```swift
            example(of: "fine") {
              print(1)
            }
            ```

            """
        let book = try FixtureBook(["a.md": chapter])
        defer { book.remove() }
        let html = try book.page("a.html")
        #expect(html.components(separatedBy: "⚠ traps").count == 2)
        #expect(html.contains("<p class=\"bg-caption\">Expected to stop with the runtime’s message: <q>Index out of range</q></p>"))
    }

    @Test func hiddenLinesAndHiddenBlocksAreNotRendered() throws {
        let book = try FixtureBook(["a.md": Self.chapter])
        defer { book.remove() }
        let page = try book.page("a.html")
        // The complete program behind "Copy program" holds them, as code a reader pastes; the
        // blocks as shown do not.
        let html = page.components(separatedBy: "<details class=\"bg-program\">").enumerated()
            .map { $0.offset == 0 ? $0.element : String($0.element.components(separatedBy: "</details>").dropFirst().joined(separator: "</details>")) }
            .joined()
        #expect(!html.contains("secret"))
        #expect(!html.contains("not shown"))
        #expect(!html.contains("invisible"))
        #expect(html.contains("<span class=\"k\">let</span> subject"))
        #expect(page.contains("<details class=\"bg-program\">") && page.contains("\nlet secret = &quot;hidden setup&quot;\n"))
    }

    @Test func theCopiedTextIsExactlyTheReaderView() throws {
        let book = try FixtureBook(["a.md": Self.chapter])
        defer { book.remove() }
        let html = try book.page("a.html")
        let code = try #require(html.components(separatedBy: "<code class=\"language-swift\">").dropFirst().first?.components(separatedBy: "</code>").first)
        let text = code.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        #expect(text == "example(of: \"Publish\") {\n  let subject = PublishSubject<Int>()\n  subject.onNext(1)")
    }

    @Test func verifiedExamplesShowTheirBadgeAndTheirOutputAsConsole() throws {
        let book = try FixtureBook(["a.md": Self.chapter])
        defer { book.remove() }
        let path = book.folder + "/a.md"
        let verification = PageVerdicts(statuses: ["\(path)#Publish": .verified, "\(path):15": .verified],
                                        checkedAgainst: ["\(path)#Publish": ["RxSubjects abc123"]], libraries: ["RxSubjects abc123"])
        let html = article(try book.page("a.html", verification: verification))
        #expect(html.contains("<div class=\"bg-example\">"))
        #expect(html.contains("<span class=\"bg-badge bg-ok\">✓ example “Publish”</span>"))
        #expect(html.contains("<span class=\"bg-console-title\">Output of “Publish”</span><span class=\"bg-badge bg-ok\">✓ verified against RxSubjects abc123</span></div><pre tabindex=\"0\"><samp>--- Example of: Publish ---</samp></pre>"))
        #expect(html.contains("<span class=\"bg-badge bg-warn\">✗ does not compile</span><span class=\"bg-badge bg-ok\">✓ checked</span>"))
        #expect(html.contains("<span class=\"bg-badge bg-muted\">not compiled</span>"))
    }

    @Test func compileFailBlocksShowTheMessageTheyAreCheckedAgainst() throws {
        let book = try FixtureBook(["a.md": Self.chapter])
        defer { book.remove() }
        let html = article(try book.page("a.html"))
        #expect(html.contains("<p class=\"bg-caption\">Checked against the compiler’s error: <q>has no member</q></p>"))
    }

    @Test func insertedBlocksSayWhereTheyGoOnThePageAndInTheEPUB() throws {
        let chapter = """
            # Insertions

            ```swift
            example(of: "Replay") {
              let subject = ReplaySubject<String>.create(bufferSize: 2)
              subject.onNext("4")
              subject.subscribe(onNext: { print($0) })
            }
            ```

            ```swift insert-after='subject.onNext("4")'
              subject.onNext("5")
            ```

            ```swift compile-fail insert-before="subject.subscribe(onNext: { print($0) })"
              subject.onNext(5)
            ```

            """
        let book = try FixtureBook(["a.md": chapter])
        defer { book.remove() }
        let html = article(try book.page("a.html"))
        #expect(html.contains("<p class=\"bg-caption\">Goes right after <code>subject.onNext(&quot;4&quot;)</code></p>"))
        #expect(html.contains("<p class=\"bg-caption\">Goes right before <code>subject.subscribe(onNext: { print($0) })</code></p>"))
        let xhtml = try #require(XHTMLChapters.render(RenderContext(try book.checkedBook(), outputs: [.epub]), jobs: 1).chapters.first).body
        #expect(xhtml.contains("Goes right after <code>subject.onNext(&quot;4&quot;)</code>"))
        #expect(!xhtml.contains("<br>"))
    }

    @Test func anEmptyOutputBlockSaysTheExamplePrintsNothing() throws {
        let chapter = "# Quiet\n\n```swift\nexample(of: \"Silent\") {\n}\n```\n\n```output\n```\n"
        let book = try FixtureBook(["a.md": chapter])
        defer { book.remove() }
        let path = book.folder + "/a.md"
        let verification = PageVerdicts(statuses: ["\(path)#Silent": .verified], checkedAgainst: ["\(path)#Silent": ["RxSubjects (sources abc)", "RxSwift 6.10.2"]])
        let html = article(try book.page("a.html", verification: verification))
        #expect(html.contains("✓ verified against RxSubjects (sources abc) and RxSwift 6.10.2</span></div><p class=\"bg-console-empty\">(prints nothing)</p>"))
        #expect(!html.contains("<samp></samp>"))
    }

    @Test func failingExamplesAreMarkedVisibly() throws {
        let book = try FixtureBook(["a.md": Self.chapter])
        defer { book.remove() }
        let verification = PageVerdicts(statuses: ["\(book.folder)/a.md#Publish": .failed(["output does not match the expected block"])],
                                        libraries: ["RxSubjects abc123"])
        let html = article(try book.page("a.html", verification: verification))
        #expect(html.contains("✗ example “Publish” failed its check"))
        #expect(html.contains("<li>output does not match the expected block</li>"))
        #expect(html.contains("✗ does not match what the code prints"))
        #expect(!html.contains("verified against"))
    }

    @Test func uncheckedExamplesNeverClaimVerification() throws {
        let book = try FixtureBook(["a.md": Self.chapter])
        defer { book.remove() }
        let site = try book.render()
        for file in site.files where file.path.hasSuffix(".html") {
            #expect(!String(decoding: file.contents, as: UTF8.self).contains("verified against"))
        }
    }

    @Test(arguments: [
        "let a = 1 // comment\n",
        "struct S<T> { var x: [T] = [] }\n",
        "example(of: \"x\") {\n  let s = \"<script>&\"\n",
        "#if DEBUG\n@MainActor func f() async throws -> Int { 0x1F }\n#endif\n",
        "let broken = (((\n",
    ])
    func highlightingKeepsTheTextExactly(_ code: String) {
        let html = SwiftHighlighter.html(code)
        #expect(!html.contains("<script"))
        let text = html.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
        #expect(text == code)
    }
}

/// Cutting a block's final newline among its bytes gives what cutting its last character gave.
@Test(arguments: ["", "\n", "a", "a\n", "a\n\n", "a\r\n", "\r\n", "é\n", "x\n\u{301}", "no newline at all"])
func aBlocksFinalNewlineIsCutAsItsLastCharacterWas(text: String) {
    let byCharacters = text.hasSuffix("\n") ? String(text.dropLast()) : text
    #expect(CodeBlockRenderer.withoutFinalNewline(text) == byCharacters)
}
