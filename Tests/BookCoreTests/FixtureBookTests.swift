import Foundation
import Testing
@testable import BookCore

/// Each fixture book, passing or failing in one way, checked against the diagnostics recorded beside it.
/// One at a time: each check already keeps both cores busy, and a loaded machine makes time-outs flaky.
@Test(.serialized, arguments: FixtureBooks.names)
func fixtureBookProducesItsExpectedDiagnostics(name: String) throws {
    let book = FixtureBooks.folder + "/" + name
    // Only the time-out fixture needs a short limit; the others get the default, so load never trips them.
    let report = try FixtureBooks.check(book, options: FixtureBooks.options(timeout: name.contains("timeout") ? 1 : 10))
    let actual = FixtureBooks.headlines(report, folder: book)
    let expectedPath = FixtureBooks.folder + "/../FixtureExpectations/" + name + ".txt"
    if ProcessInfo.processInfo.environment["BOOKGEN_RECORD"] != nil {
        try FileManager.default.createDirectory(atPath: FixtureBooks.folder + "/../FixtureExpectations", withIntermediateDirectories: true)
        try actual.write(toFile: expectedPath, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOfFile: expectedPath, encoding: .utf8)
    #expect(actual == expected)
}
