import Testing
@testable import BookCore

struct MarkerParserTests {
    let stream = "\u{1}m begin one\nhello\nworld\n\n\u{1}m checkpoint\nsecond\n\u{1}m end one\n\u{1}m begin two\nno newline\n\u{1}m end two\n"

    @Test(arguments: [1, 2, 3, 7, 1000])
    func splitsOutputAtMarkersWhateverTheChunkSize(chunk: Int) {
        var parser = MarkerParser(marker: "m")
        let bytes = Array(stream.utf8)
        var events: [String] = []
        var segments: [String: [String]] = [:]
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + chunk)
            for event in parser.feed(Array(bytes[start..<end])) {
                switch event {
                case .begin(let name): events.append(name)
                case .end(let name, let output): segments[name] = output
                }
            }
            start = end
        }
        #expect(events == ["one", "two"])
        #expect(segments["one"] == ["hello\nworld\n", "second"])
        #expect(segments["two"] == ["no newline"])
    }
}

@Test func outputHeldBackAsAPossibleMarkerIsKeptWhenTheProcessEnds() {
    var parser = MarkerParser(marker: "a-long-marker")
    _ = parser.feed(Array("\u{1}a-long-marker begin x\ncrashed mid-li".utf8))
    parser.finish()
    #expect(parser.segments == ["crashed mid-li"])
}
