import Testing
@testable import BookCore

struct MarkerParserTests {
    /// Two examples as the supervisor reports them; the payloads hold newlines and frame-like text.
    let stream = Array("begin one\nout 5\nhello".utf8) + Array("out 28\n\nend one finished\nout 3\nabc\nerr 4\nboom".utf8)
        + Array("end one signal 4\nbegin two\nend two timeout\n".utf8)

    @Test(arguments: [1, 2, 3, 7, 1000])
    func readsFramesWhateverTheChunkSize(chunk: Int) {
        var frames = SupervisorFrames()
        var events: [SupervisorFrames.Event] = []
        var start = 0
        while start < stream.count {
            let end = min(stream.count, start + chunk)
            events += frames.feed(Array(stream[start..<end]))
            start = end
        }
        #expect(events == [
            .begin("one"), .output(Array("hello".utf8)), .output(Array("\nend one finished\nout 3\nabc\n".utf8)),
            .errorOutput(Array("boom".utf8)), .end("one", .signaled(4)), .begin("two"), .end("two", .timedOut),
        ])
    }

    @Test func cutsOutputAtCheckpointsDroppingTheNewlineBeforeEachMarker() {
        let output = Array("hello\nworld\n\n\u{1}m checkpoint\nsecond\n\u{1}m checkpoint\nlast".utf8)
        #expect(MarkerParser.segments(of: output, marker: "m") == ["hello\nworld\n", "second", "last"])
        #expect(MarkerParser.segments(of: Array("\n\u{1}m checkpoint\n".utf8), marker: "m") == ["", ""])
        #expect(MarkerParser.segments(of: Array("no newline".utf8), marker: "m") == ["no newline"])
    }
}
