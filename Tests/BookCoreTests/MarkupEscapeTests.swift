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
