import Testing
@testable import BookCore

/// Issue 31: an example could write into the supervisor's pipe behind its back; the reader takes
/// a bounded number of bytes per example, whatever they say.
struct SupervisorFramesTests {
    @Test func aLineThatNeverEndsOverflowsAtTheBudget() {
        var frames = SupervisorFrames(symbols: ["a"], budget: 1000)
        #expect(frames.feed(Array("begin a\n".utf8) + Array(repeating: UInt8(ascii: "x"), count: 1000)) == [.begin("a")])
        #expect(frames.feed([UInt8(ascii: "x")]) == [.overflow])
        // Nothing more is read, a valid frame included.
        #expect(frames.feed(Array("end a finished\n".utf8)).isEmpty)
    }

    @Test func aFrameClaimingMoreThanTheBudgetOverflowsBeforeItsBytesCome() {
        var frames = SupervisorFrames(symbols: ["a"], budget: 1000)
        #expect(frames.feed(Array("begin a\nout 600000000\n".utf8)) == [.begin("a"), .overflow])
    }

    @Test func theBudgetCountsEachExampleFromItsBeginToItsEnd() {
        var frames = SupervisorFrames(symbols: ["a", "b"], budget: 1000)
        let output = Array(repeating: UInt8(ascii: "x"), count: 900)
        let stream = Array("begin a\nout 900\n".utf8) + output + Array("end a finished\nbegin b\nout 900\n".utf8) + output + Array("end b finished\n".utf8)
        #expect(frames.feed(stream) == [.begin("a"), .output(output), .end("a", .finished), .begin("b"), .output(output), .end("b", .finished)])
    }

    @Test func beginsAndEndsOutOfTurnAreIgnoredButCounted() {
        var frames = SupervisorFrames(symbols: ["a", "b"], budget: 1000)
        // A second begin while `a` runs, an end of another example, `a` begun twice, a name never asked for.
        let stream = "begin a\nbegin b\nend b finished\nend a exit 1\nbegin a\nbegin c\nbegin b\nend b finished\n"
        #expect(frames.feed(Array(stream.utf8)) == [.begin("a"), .end("a", .exited(1)), .begin("b"), .end("b", .finished)])
        var flooded = SupervisorFrames(symbols: ["a"], budget: 100)
        #expect(flooded.feed(Array(("begin a\n" + String(repeating: "end b finished\n", count: 7)).utf8)) == [.begin("a"), .overflow])
    }
}
