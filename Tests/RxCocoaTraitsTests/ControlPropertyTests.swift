import RxCocoaTraits
import RxTestSupport
import Testing

// Every expected sequence here was observed from RxCocoa 6.10.2 running the same code
// (Tests/TraitsProbes; scripts/compare-traits checks that both libraries still print it).
@MainActor @Suite struct ControlPropertyTests {
    /// A text field's `text` without UIKit: a relay holds the value, the sink stores into it.
    private func textProperty(_ storage: BehaviorRelay<String?>, log: Log) -> ControlProperty<String?> {
        ControlProperty<String?>(values: storage.asObservable(), valueSink: AnyObserver { event in
            log.append("set \(event)")
            if case .next(let value) = event {
                storage.accept(value)
            }
        })
    }

    @Test func valuesComeOutAndElementsBoundInSetIt() {
        let log = Log()
        let storage = BehaviorRelay<String?>(value: "initial")
        let text = textProperty(storage, log: log)
        _ = text.subscribe(onNext: { log.append("value \($0 ?? "nil")") })
        _ = text.changed.subscribe(onNext: { log.append("changed \($0 ?? "nil")") })
        _ = Observable.of("typed", nil).bind(to: text)
        _ = text.orEmpty.subscribe(onNext: { log.append("or empty [\($0)]") })
        _ = text.asDriver().drive(onNext: { log.append("driver \($0 ?? "nil")") })
        #expect(log.lines == [
            "value initial",
            "set next(Optional(\"typed\"))", "value typed", "changed typed",
            "set next(nil)", "value nil", "changed nil",
            "set completed",
            "or empty []", "driver nil",
        ])
    }

    @Test func orEmptyWritesThroughToTheOptionalProperty() {
        let log = Log()
        let storage = BehaviorRelay<String?>(value: nil)
        let text = textProperty(storage, log: log).orEmpty
        text.onNext("hello")
        #expect(storage.value == "hello")
        #expect(text.asControlProperty().asObservable() === text.asObservable())
    }

    @Test func controlEventsBecomeSignalsAndDrivers() {
        let log = Log()
        let taps = PublishRelay<Void>()
        let tap = ControlEvent(events: taps)
        _ = tap.subscribe(onNext: { log.append("tap") })
        _ = tap.asSignal().emit(onNext: { log.append("tap signal") })
        _ = tap.asDriver().drive(onNext: { log.append("tap driver") })
        taps.accept(())
        #expect(log.lines == ["tap", "tap signal", "tap driver"])
        #expect(tap.asControlEvent().asObservable() === tap.asObservable())
    }
}
