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

@Test func fenceInfoTakesSingleQuotedValuesAsWritten() throws {
    let info = try FenceInfo.parse(#"swift insert-after='subject.onNext("4")' crash"#).get()
    #expect(info.attributes.map(\.name) == ["insert-after", "crash"])
    #expect(info.attributes.first?.value == #"subject.onNext("4")"#)
    // A backslash is a backslash inside single quotes; inside double quotes it escapes.
    #expect(try FenceInfo.parse(#"swift insert-before='print("\n")'"#).get().attributes.first?.value == #"print("\n")"#)
    #expect(try FenceInfo.parse(#"swift insert-before="print(\"a\")""#).get().attributes.first?.value == #"print("a")"#)
}
