import Testing
@testable import BookCore

/// Issue 31 (weak): a diagnostic prints no control character raw, whatever its text came from.
struct DiagnosticPrintingTests {
    @Test func controlCharactersArePrintedAsSymbols() {
        var diagnostic = Diagnostic(DiagnosticMessage(id: "broken-link", "link to a chapter that is not in the book"),
                                    at: FileLocation(file: "a\u{1B}[2J.md", line: 3, column: 5), excerpt: ["text \u{1B}]0;title\u{07} end"])
        diagnostic.message = "no chapter '\u{1B}[31mred\u{0D}'"
        let printed = diagnostic.printedLines.joined(separator: "\n")
        #expect(!printed.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(printed.contains("a\u{241B}[2J.md:3:5: error: no chapter '\u{241B}[31mred\u{240D}'"))
        #expect(printed.contains("text \u{241B}]0;title\u{2407} end"))
    }
}
