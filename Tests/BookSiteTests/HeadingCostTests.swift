import Testing
@testable import BookSite

/// Attack 7 of issue 9: unique heading ids in linear time, however many headings share a title.
struct HeadingCostTests {
    @Test func quadraticHeadingsTwentyThousandIdenticalOnesTakeLinearProbes() {
        var slugger = Slugger()
        let slugs = (0..<20_000).map { _ in slugger.unique("Same") }
        #expect(slugs.prefix(3) == ["same", "same-1", "same-2"])
        #expect(slugs.last == "same-19999")
        #expect(Set(slugs).count == slugs.count)
        // Each heading tries its own candidate only: before, the n-th tried n of them (200 million in all).
        #expect(slugger.probes < 2 * slugs.count)
    }

    @Test func idsTakenByEarlierHeadingsAreStillSkipped() {
        var slugger = Slugger(reserved: ["bg-main"])
        let slugs = ["A", "A-1", "A", "a 1", "A", "bg-main"].map { slugger.unique($0) }
        #expect(slugs == ["a", "a-1", "a-2", "a-1-1", "a-3", "bg-main-1"])
    }
}
