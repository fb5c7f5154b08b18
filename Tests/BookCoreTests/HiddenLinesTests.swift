import Testing
@testable import BookCore

@Suite struct HiddenLinesTests {
    /// The reader's view as lines of characters: what `readerView(of:)` computed before it cut
    /// lines on bytes, kept here as the reference it must agree with.
    private func characterReaderView(of code: String) -> String {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        let shown = lines.filter { !HiddenLines.isHidden($0) }.joined(separator: "\n")
        return endsWithNewline && !shown.isEmpty ? shown + "\n" : shown
    }

    @Test func hiddenLinesLeaveTheReadersView() {
        #expect(HiddenLines.readerView(of: "# import Foundation\nlet a = 1\n  # let b = 2\n#\n#if DEBUG\nprint(a)\n#endif\n")
            == "let a = 1\n#if DEBUG\nprint(a)\n#endif\n")
        #expect(HiddenLines.readerView(of: "# hidden\n") == "")
        #expect(HiddenLines.readerView(of: "\n") == "")
        #expect(HiddenLines.readerView(of: "") == "")
        #expect(HiddenLines.readerView(of: "a\n\n") == "a\n\n")
    }

    @Test(arguments: [
        "# a\nb", "b\n# a\n", "\t# tab\nshown\n", "#\u{301} accent\nx\n", " \u{301}# combining\n", "# x\u{301}\n",
        "a\r\n# b\r\n", "a\r\n# b\n", "é\n# ü\nß", "#\n#\n", "\n\n# x\n\n", "👍\n  #  two spaces\n", "#notHidden\n",
    ])
    func agreesWithTheCharacterView(code: String) {
        #expect(HiddenLines.readerView(of: code) == characterReaderView(of: code))
    }
}
