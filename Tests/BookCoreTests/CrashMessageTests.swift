import Foundation
import Testing
@testable import BookCore

/// Issue 28, item 3: `crash="text"` expects a trap whose runtime message contains the text.
struct CrashMessageTests {
    static let chapter = """
        # Traps

        ```swift crash="Index out of range"
        example(of: "index") {
          let numbers = [1, 2]
          print(numbers[2])
        }
        ```

        ```swift crash="Index out of range"
        example(of: "wrong trap") {
          fatalError("something else")
        }
        ```

        ```swift crash
        example(of: "any trap") {
          precondition(false, "anything")
        }
        ```

        ```swift crash="Index out of range"
        example(of: "no trap") {
          print("fine")
        }
        ```

        """

    @Test func theRuntimesMessageMustContainTheExpectedText() throws {
        let folder = try FixtureBooks.write(["one.md": Self.chapter])
        var options = FixtureBooks.options()
        options.cacheFolder = folder + "/cache"
        let report = try FixtureBooks.check(folder, options: options)
        let verdicts = Dictionary(uniqueKeysWithValues: report.verdicts.map { ($0.name, $0) })
        #expect(verdicts["index"]?.status == .passed)
        #expect(verdicts["any trap"]?.status == .passed)
        let wrong = try #require(verdicts["wrong trap"])
        #expect(wrong.diagnostics.map(\.headline) == [
            "\(folder)/one.md:12:3: error: example crashed, but the runtime's message does not contain 'Index out of range' [crash-message]",
        ])
        #expect(wrong.diagnostics.first?.excerpt == ["\(folder)/one.md:12: Fatal error: something else"])
        #expect(verdicts["no trap"]?.diagnostics.map(\.id) == ["expected-crash"])
    }

    @Test(arguments: [("crash", nil), ("crash=\"\"", nil), ("crash=\"Index out of range\"", "Index out of range")] as [(String, String?)])
    func theAttributeTakesAnOptionalMessage(fence: String, message: String?) throws {
        let info = try FenceInfo.parse("swift " + fence).get()
        let attributes = try SnippetAttributes.parse(info.attributes).get()
        #expect(attributes.crash)
        #expect(attributes.crashMessage == message)
    }
}
