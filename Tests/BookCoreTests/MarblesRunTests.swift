import Foundation
import Testing
@testable import BookCore

/// An example marked `marbles` runs with the bundled library recording a timeline: the runner takes
/// the entries out of its output, which still matches its blocks, and keeps them with the run.
@Test func markedExampleKeepsItsTimelineAndItsOutput() throws {
    let report = try FixtureBooks.check(FixtureBooks.folder + "/marbles")
    #expect(report.summaryLine == "2 passed, 0 failed")
    let recorded = try #require(report.verdicts.first { $0.name == "recorded" }?.outcomes.first?.run)
    // The entries between "1) a; " and "1) b; ", printed on one line, leave that line whole.
    #expect(recorded.segments == ["--- Example of: recorded ---\n1) a; 1) b; \n", "", ""])
    #expect(recorded.timeline == [
        .line(1, kind: "PublishSubject", element: "String"),
        .event(1, .next("lost")),
        .subscribe(line: 1, subscription: 1, feeds: nil),
        .event(1, .next("a")),
        .deliver(1, .next("a")),
        .event(1, .next("b")),
        .deliver(1, .next("b")),
        .dispose(1),
        .event(1, .completed),
    ])
    let unmarked = try #require(report.verdicts.first { $0.name == "not recorded" }?.outcomes.first?.run)
    #expect(unmarked.timeline.isEmpty)
    #expect(unmarked.segments.first == "--- Example of: not recorded ---\n1\n")
}

/// A timeline is part of the run: marking an example runs it again rather than take the unmarked
/// run from the cache.
@Test func markingAnExampleRunsItAgain() throws {
    let book = try FixtureBooks.copy("marbles")
    defer { try? FileManager.default.removeItem(atPath: book) }
    let path = book + "/one.md"
    let marked = try String(contentsOfFile: path, encoding: .utf8)
    try marked.replacingOccurrences(of: "```swift marbles", with: "```swift").write(toFile: path, atomically: true, encoding: .utf8)
    let before = try FixtureBooks.check(book)
    #expect(before.verdicts.first { $0.name == "recorded" }?.outcomes.first?.run?.timeline == [])
    try marked.write(toFile: path, atomically: true, encoding: .utf8)
    let after = try FixtureBooks.check(book)
    let outcome = try #require(after.verdicts.first { $0.name == "recorded" }?.outcomes.first)
    #expect(!outcome.fromCache)
    #expect(outcome.run?.timeline.count == 9)
}
