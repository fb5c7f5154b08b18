@testable import BookCore
import BookHTML
import Foundation
import Testing

/// Issue 31: the highlight cache file is not trusted. A forged `highlighted.bin` (a shared cache
/// folder, a cache a CI run restored) put its raw HTML on every page that showed the code.
struct HighlightTrustTests {
    static let codes = [
        "let a = 1",
        "if a < b && c > d { print(\"<b>\\(a)</b> & 'q'\") }",
        "// é, 😀 and a control \u{1} character\n@MainActor struct S { var x = $0 }",
        "",
    ]

    @Test(arguments: codes)
    func whatTheHighlighterMakesIsAccepted(code: String) {
        #expect(SwiftHighlighter.isHighlighting(SwiftHighlighter.html(code), of: code))
    }

    @Test(arguments: [
        "<script>alert(1)</script>let a = 1",
        "let a = <img src=x onerror=alert(1)>1",
        "<span class=\"k\" onclick=\"alert(1)\">let</span> a = 1",
        "<span class=\"evil\">let</span> a = 1",
        "<span class=\"k\"><span class=\"k\">let</span></span> a = 1",
        "<span class=\"k\">let a = 1",
        "let a = 1</span>",
        "let a = 2",
        "let a = 1 &lt;script&gt;",
        "let a = 1\u{0}",
    ])
    func anythingElseIsRejected(forged: String) {
        #expect(!SwiftHighlighter.isHighlighting(forged, of: "let a = 1"))
    }

    @Test func aForgedCacheFileDoesNotReachThePage() throws {
        let folder = NSTemporaryDirectory() + "bookgen-forged-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var bytes: [UInt8] = []
        HighlightCache.encode(["let a = 1": "<script>alert(1)</script>"], tool: ToolIdentity.current) { bytes += $0 }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + HighlightCache.fileName))

        let rendered = CodeBlockRenderer(highlights: HighlightCache(folder: folder)).render("let a = 1\n", display: .plain(language: "swift"))
        #expect(!rendered.body.contains("<script"))
        #expect(rendered.body.contains(SwiftHighlighter.html("let a = 1")))
    }
}
