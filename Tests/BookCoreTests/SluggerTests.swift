import Testing
@testable import BookCore

/// Attack 7 of issue 9: unique heading ids in linear time, however many headings share a title.
struct SluggerTests {
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

/// The byte-wise slug of ASCII headings is the character-wise one, over every ASCII character.
@Test func anASCIIHeadingsSlugIsTheSameByBytesAsByCharacters() {
    var texts = ["", "   ", "Hello, World!", "A_B-C d\te", "line\r\nbreak", "Ünïcode is not ASCII", "--__--", "Chapter 12: `code` & <tags>"]
    let all = String((0..<128).map { Character(Unicode.Scalar(UInt8($0))) })
    texts.append(all)
    texts += stride(from: 0, to: 128, by: 16).map { String(all.dropFirst($0).prefix(16)) }
    for text in texts {
        #expect(Slugger.slug(text) == Slugger.characterSlug(text), "\(text.debugDescription)")
        #expect(text.utf8.allSatisfy { $0 < 0x80 } == (Slugger.asciiSlug(text) != nil))
    }
}
