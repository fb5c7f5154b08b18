import Foundation
import Testing
@testable import BookCore

/// Issue 31: a crash was reported at its example's first line, and the runtime's message named a
/// chapter `Examples/one.md`, in a folder that exists nowhere. It is now reported at the line that
/// trapped, in the chapter's own path.
struct CrashSiteTests {
    static let chapter = """
        # Crashes

        ```swift
        example(of: "fatal error") {
          print("before")
        }
        ```

        ```swift
        let message = "boom"
        print("second block")
        fatalError(message)
        ```

        ```swift
        example(of: "index out of range") {
          let values: [Int] = []
          print(values[1])
        }
        ```

        ```swift
        func unwrap(_ value: Int?) -> Int {
          value!
        }

        example(of: "nil in a function of the chapter") {
          print(unwrap(nil))
        }
        ```

        ```swift
        example(of: "arithmetic overflow") {
          let big = Int.max - 1 + CommandLine.arguments.count
          print(big + 1)
        }
        ```

        """

    @Test func eachCrashIsReportedAtTheLineThatTrapped() throws {
        let folder = try FixtureBooks.write(["one.md": Self.chapter])
        let report = try FixtureBooks.check(folder)
        let path = folder + "/one.md"
        func diagnostic(_ name: String) throws -> Diagnostic {
            try #require(report.verdicts.first { $0.name == name }?.diagnostics.first)
        }
        // The third line of the example's second block, in the chapter's path.
        let fatal = try diagnostic("fatal error")
        #expect(fatal.location == FileLocation(file: path, line: 12, column: 1))
        #expect(fatal.excerpt.last == "\(path):12: Fatal error: boom")
        #expect(fatal.notes.map(\.headline) == ["\(path):4:1: note: in example 'fatal error', which starts here"])
        // Only the stack trace says where: the runtime's message names the standard library's file.
        // (Its columns are the compiler's choice; the lines are the point.)
        #expect(try diagnostic("index out of range").location.line == 18)
        #expect(try diagnostic("nil in a function of the chapter").location.line == 24)
        #expect(try diagnostic("nil in a function of the chapter").file == path)
        // An overflow traps with no message and no trace: the example's start, saying so.
        let overflow = try diagnostic("arithmetic overflow")
        #expect(overflow.location == FileLocation(file: path, line: 33, column: 1))
        #expect(overflow.notes.map(\.message) == ["the runtime did not say which line trapped, so this is where the example starts"])
    }

    /// Without a stack trace to read (no symbolizer, or a system without line tables), the line a
    /// trap's message names, when it names the chapter.
    @Test func aTrapsMessageNamesTheLineWhenTheTraceCannot() throws {
        let chapter = "# Crashes\n\n```swift\nexample(of: \"fatal\") {\n  fatalError(\"boom\")\n}\n```\n"
        let example = try #require(SnippetExtractor.extract(try InsertionTests.chapter(chapter)).snippets.examples.first)
        let path = example.chapterPath
        let detail = "before\nExamples/one.md:5: Fatal error: boom\nCurrent stack trace:\n0 libswiftCore.so 0x1 swift_reportError + 33\n"
        let run = ExampleRun(segments: [""], ending: .crashed(description: "crashed with signal 4", detail: detail))
        let diagnostic = try #require(ExampleVerifier.verify(example, runs: [run]).first)
        #expect(diagnostic.location == FileLocation(file: path, line: 5))
        #expect(diagnostic.excerpt == ["before", "\(path):5: Fatal error: boom"])
    }
}
