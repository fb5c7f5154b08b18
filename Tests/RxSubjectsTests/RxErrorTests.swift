import Foundation
@testable import RxSubjects
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

    /// Foundation shows the error's domain, which in RxSwift is its module-qualified type name.
    /// Observed from RxSwift 6.10.2: "The operation could not be completed. (RxSwift.RxError error 0.)".
    @Test func foundationDescriptionNamesRxSwiftsModule() {
        let disposed = RxError.disposed(object: PublishSubject<Int>())
        #expect(disposed.localizedDescription == "The operation could not be completed. (RxSwift.RxError error 0.)")
        #expect(RxError.timeout.localizedDescription == "The operation could not be completed. (RxSwift.RxError error 6.)")
        #expect((RxError.unknown as NSError).domain == "RxSwift.RxError")
    }

    @Test func typeNamesAreRewrittenOnlyWhereAModuleNameStarts() {
        #expect(RxSwiftNames.rewrite("RxSubjects.(unknown context at $1f).ReplayMany<RxSubjects.Event<Swift.Int>>")
            == "RxSwift.(unknown context at $1f).ReplayMany<RxSwift.Event<Swift.Int>>")
        #expect(RxSwiftNames.rewrite("RxSubjects.ReplaySubject<Swift.Dictionary<Swift.String, RxRelays.PublishRelay<Swift.Int>>>")
            == "RxSwift.ReplaySubject<Swift.Dictionary<Swift.String, RxRelay.PublishRelay<Swift.Int>>>")
        // Observed from RxSwift 6.10.2 (the compare-traits probe "a disposed subject of Drivers").
        #expect(RxSwiftNames.rewrite("RxSubjects.PublishSubject<RxCocoaTraits.SharedSequence<RxCocoaTraits.DriverSharingStrategy, Swift.Int>>")
            == "RxSwift.PublishSubject<RxCocoa.SharedSequence<RxCocoa.DriverSharingStrategy, Swift.Int>>")
        #expect(RxSwiftNames.rewrite("MyRxSubjects.Thing<App.RxRelays.Inner>") == "MyRxSubjects.Thing<App.RxRelays.Inner>")
        #expect(RxSwiftNames.rewrite("Swift.Int") == "Swift.Int")
    }

    /// As in RxSwift, printing uses `debugDescription`; there is no `LocalizedError` conformance.
    @Test func printsAsItsDebugDescription() {
        let error = RxError.noElements
        #expect("\(error)" == "Sequence doesn't contain any elements.")
        #expect(!((error as Any) is any CustomStringConvertible))
        #expect("\(Event<Int>.error(error))" == "error(Sequence doesn't contain any elements.)")
    }
}
