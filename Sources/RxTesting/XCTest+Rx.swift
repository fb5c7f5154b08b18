// RxTest's assertions on recorded events. On a mismatch, besides failing the test, each prints the
// entries that differ, index by index, to standard output.
//
// Only where XCTest can be imported: on Linux it comes with the toolchain; on Apple's platforms a
// plain `swiftc` (bookgen's build of the bundled modules) does not find it, and the rest of the
// module still builds there.
#if canImport(XCTest)
import RxSubjects
import XCTest

/// Asserts that two lists of events are equal (see `Event`'s `==`).
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>],
    _ rhs: [Event<Element>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertSameEntries(lhs, rhs, file: file, line: line)
}

/// Asserts that two lists of recorded events are equal: the same events at the same virtual times.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>],
    _ rhs: [Recorded<Event<Element>>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertSameEntries(lhs, rhs, file: file, line: line)
}

/// Asserts that the recorded events are `next` events carrying `elements`, whatever their times:
/// a `completed` or an `error` among them fails the assertion.
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>],
    _ elements: [Element],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
        XCTFail("A non-next stop event has been emitted: \(stop)", file: file, line: line)
        return
    }
    let received = stream.compactMap(\.value.element)
    XCTAssertEqual(received, elements, file: file, line: line)
    if received != elements {
        printDifferences(received, elements)
    }
}

/// Fails when the lists differ, showing them as they print, and prints where they differ.
private func assertSameEntries<Entry: Equatable>(_ lhs: [Entry], _ rhs: [Entry], file: StaticString, line: UInt) {
    if lhs == rhs {
        return
    }
    XCTFail("XCTAssertEqual failed: (\"\(lhs)\") is not equal to (\"\(rhs)\")", file: file, line: line)
    printDifferences(lhs, rhs)
}

/// Prints "Differences:", then each index where the lists differ or only one has an entry.
private func printDifferences<Entry: Equatable>(_ lhs: [Entry], _ rhs: [Entry]) {
    print("Differences:")
    for index in 0..<max(lhs.count, rhs.count) {
        let left = index < lhs.count ? lhs[index] : nil
        let right = index < rhs.count ? rhs[index] : nil
        if let left, let right, left == right {
            continue
        }
        if let left {
            print("lhs[\(index)]:\n    \(left)")
        }
        if let right {
            print("rhs[\(index)]:\n    \(right)")
        }
    }
}
#endif
