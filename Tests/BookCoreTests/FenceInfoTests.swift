import Testing
@testable import BookCore

@Test func fenceInfoKeepsQuotedValuesWhole() throws {
    let info = try FenceInfo.parse(#"swift compile-fail="has no member 'onCompleted'" hidden"#).get()
    #expect(info.language == "swift")
    #expect(info.attributes.map(\.name) == ["compile-fail", "hidden"])
    #expect(info.attributes.first?.value == "has no member 'onCompleted'")
    #expect(info.attributes.first?.offset == 6)
}

@Test func fenceInfoReportsAnUnterminatedQuote() {
    #expect(throws: FenceInfoError(offset: 6)) { try FenceInfo.parse(#"swift compile-fail="oops"#).get() }
}
