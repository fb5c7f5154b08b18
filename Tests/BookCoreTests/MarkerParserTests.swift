import Testing
@testable import BookCore

struct MarkerParserTests {
    /// Two examples as the supervisor reports them; the payloads hold newlines and frame-like text.
    let stream = Array("begin one\nout 5\nhello".utf8) + Array("out 28\n\nend one finished\nout 3\nabc\nerr 4\nboom".utf8)
        + Array("end one signal 4\nbegin two\nend two timeout\n".utf8)

    @Test(arguments: [1, 2, 3, 7, 1000])
    func readsFramesWhateverTheChunkSize(chunk: Int) {
        var frames = SupervisorFrames(symbols: ["one", "two"], budget: 1 << 20)
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
        #expect(MarkerParser.parse(output, marker: "m").segments == ["hello\nworld\n", "second", "last"])
        #expect(MarkerParser.parse(Array("\n\u{1}m checkpoint\n".utf8), marker: "m").segments == ["", ""])
        #expect(MarkerParser.parse(Array("no newline".utf8), marker: "m") == .init(segments: ["no newline"], timeline: []))
    }

    @Test func takesTimelineEntriesOutOfTheOutputAndKeepsThem() {
        // As printed: each entry after a newline of its own, whether or not the output ended a line.
        let output = Array(("\n\u{1}m timeline line 1 PublishSubject String\n\n\u{1}m timeline subscribe 1 1\n"
            + "\n\u{1}m timeline next 1 two words\n\n\u{1}m timeline deliver 1 next two words\n1) two words\n"
            + "\n\u{1}m checkpoint\nno newline\n\u{1}m timeline dispose 1\n and the rest\n"
            + "\n\u{1}m timeline subscribe 1 2 3\n\n\u{1}m timeline deliver 2 error connectionLost\n"
            + "\n\u{1}m timeline name 1 PublishRelay\n\n\u{1}m timeline disposed 1\n"
            + "\n\u{1}m timeline completed 1\n\n\u{1}m timeline deliver 2 completed\n").utf8)
        let parsed = MarkerParser.parse(output, marker: "m")
        #expect(parsed.segments == ["1) two words\n", "no newline and the rest\n"])
        #expect(parsed.timeline == [
            .line(1, kind: "PublishSubject", element: "String"), .subscribe(line: 1, subscription: 1, feeds: nil),
            .event(1, .next("two words")), .deliver(1, .next("two words")), .dispose(1),
            .subscribe(line: 1, subscription: 2, feeds: 3), .deliver(2, .error("connectionLost")), .name(1, "PublishRelay"),
            .disposed(1), .event(1, .completed), .deliver(2, .completed),
        ])
    }

    @Test func leavesTextThatOnlyLooksLikeAMarkerInTheOutput() {
        // Another marker, an unknown word, and an entry cut short by the end of the output.
        let output = Array("a\n\u{1}x timeline next 1 v\nb\n\u{1}m unknown\nc\n\u{1}m timeline next 1 cut".utf8)
        let parsed = MarkerParser.parse(output, marker: "m")
        #expect(parsed.segments == [String(decoding: output, as: UTF8.self)])
        #expect(parsed.timeline.isEmpty)
    }
}
