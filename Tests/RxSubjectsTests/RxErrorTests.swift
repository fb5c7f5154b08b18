import Foundation
import RxSubjects
import Testing

@Suite struct RxErrorTests {
    @Test func descriptionsAreRxSwiftsWordForWord() {
        let subject = PublishSubject<String>()
        #expect(RxError.unknown.debugDescription == "Unknown error occurred.")
        #expect(RxError.disposed(object: subject).debugDescription == "Object `RxSwift.PublishSubject<Swift.String>` was already disposed.")
        #expect(RxError.overflow.debugDescription == "Arithmetic overflow occurred.")
        #expect(RxError.argumentOutOfRange.debugDescription == "Argument out of range.")
        #expect(RxError.noElements.debugDescription == "Sequence doesn't contain any elements.")
        #expect(RxError.moreThanOneElement.debugDescription == "Sequence contains more than one element.")
        #expect(RxError.timeout.debugDescription == "Sequence timeout.")
    }

    /// As in RxSwift, printing uses `debugDescription`; there is no `LocalizedError` conformance.
    @Test func printsAsItsDebugDescription() {
        let error = RxError.noElements
        #expect("\(error)" == "Sequence doesn't contain any elements.")
        #expect(!((error as Any) is any CustomStringConvertible))
        #expect("\(Event<Int>.error(error))" == "error(Sequence doesn't contain any elements.)")
    }
}
