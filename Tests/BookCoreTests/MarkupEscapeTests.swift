import BookCore
import Testing

/// Every `<`, `>`, `&` and quote becomes its entity, and nothing else changes, whatever surrounds it.
@Test(arguments: [
    ("", ""),
    ("plain text, no change", "plain text, no change"),
    ("<a href=\"x\">Tom & Jerry's</a>", "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;"),
    ("é<ñ>ü", "é&lt;ñ&gt;ü"),
    ("&&&", "&amp;&amp;&amp;"),
    ("👍🏽\"'", "👍🏽&quot;&#39;"),
    ("line\r\n<", "line\r\n&lt;"),
])
func markupEscapeReplacesTheFiveCharactersOnly(text: String, escaped: String) {
    #expect(MarkupEscape.text(text) == escaped)
    #expect(MarkupEscape.text(Substring("x" + text + "x").dropFirst().dropLast().description) == escaped)
}

/// Issue 31: a character XML 1.0 cannot hold becomes U+FFFD, wherever it is; tab, line feed and
/// carriage return stay, and so does every character XML allows.
@Test func markupEscapeShowsCharactersXMLCannotHoldAsReplacementCharacters() {
    #expect(MarkupEscape.text("a\u{1}b\u{C}c\u{1B}[0m\u{0}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}[0m\u{FFFD}")
    // U+FFFE and U+FFFF, which a Swift literal cannot spell.
    // swift-format-ignore: force unwrap: both are scalars.
    let (fffe, ffff) = (Character(Unicode.Scalar(0xFFFE)!), Character(Unicode.Scalar(0xFFFF)!))
    #expect(MarkupEscape.text("<\(fffe)é\(ffff)&\u{1F}") == "&lt;\u{FFFD}é\u{FFFD}&amp;\u{FFFD}")
    let allowed = "\t\n\r \u{7F}\u{85}\u{D7FF}\u{E000}\u{FFFD}\u{FFEF}\u{10000}\u{10FFFF}"
    #expect(MarkupEscape.text(allowed) == allowed)
    let ascii = String(String.UnicodeScalarView((0..<128).map { Unicode.Scalar(UInt8($0)) }))
    let escaped = MarkupEscape.text(ascii)
    #expect(escaped.unicodeScalars.filter { $0 == "\u{FFFD}" }.count == 29)
    #expect(escaped.unicodeScalars.allSatisfy { $0.value >= 0x20 || $0 == "\t" || $0 == "\n" || $0 == "\r" })
}
