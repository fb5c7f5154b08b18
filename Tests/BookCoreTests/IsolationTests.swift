import Foundation
import Testing
@testable import BookCore

/// Attack 2 of issue 9: a verdict depends only on the book, never on `--jobs`, `--filter` or what
/// the cache holds, because each example runs in a process of its own.
struct IsolationTests {
    /// Each example's status, by name.
    func statuses(_ report: CheckedBook) -> [String: Verdict.Status] {
        Dictionary(uniqueKeysWithValues: report.verdicts.map { ($0.name, $0.status) })
    }

    @Test func verdictsAreTheSameWithAnyJobsFilterAndCacheHistory() throws {
        let book = FixtureBooks.folder + "/examples-share-nothing"
        var options = FixtureBooks.options()
        // Forgets the book's results but keeps the built environment.
        func forgetResults() {
            try? FileManager.default.removeItem(atPath: CacheLayout.bookFolder(in: options.cacheFolder!, book: book))
        }

        forgetResults()
        options.jobs = 1
        let oneJob = try FixtureBooks.check(book, options: options)
        #expect(oneJob.summaryLine == "10 passed, 0 failed")

        forgetResults()
        options.jobs = 2
        let twoJobs = try FixtureBooks.check(book, options: options)
        #expect(statuses(twoJobs) == statuses(oneJob))

        // The second counter alone, run first, then the whole book with that result in the cache.
        forgetResults()
        options.filter = "second counts"
        let filtered = try FixtureBooks.check(book, options: options)
        #expect(filtered.verdicts.filter { $0.status != .skipped }.map(\.name) == ["second counts"])
        #expect(filtered.summaryLine == "1 passed, 0 failed, 9 skipped")
        options.filter = nil
        let afterFilter = try FixtureBooks.check(book, options: options)
        #expect(statuses(afterFilter) == statuses(oneJob))
        #expect(afterFilter.verdicts.filter(\.fromCache).map(\.name) == ["second counts"])
    }
}
