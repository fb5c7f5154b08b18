import RxCocoaTraits
import RxTestSupport
import Testing

// `bind(to:)` into observers lives here, as in RxCocoa; into relays it is RxRelays', as in RxRelay.
@MainActor @Suite struct BindTests {
    @Test func bindSendsEveryEventToEachObserverInOrder() {
        let first = PublishSubject<Int>()
        let second = BehaviorSubject(value: 0)
        let firstRecorder = Recorder<Int>()
        let secondRecorder = Recorder<Int>()
        _ = first.subscribe(firstRecorder)
        _ = second.subscribe(secondRecorder)
        // Variadic observers share one type, as in RxSwift: erase them.
        _ = Observable.of(1, 2).bind(to: AnyObserver(first), AnyObserver(second))
        #expect(firstRecorder.events == [.next(1), .next(2), .completed])
        #expect(secondRecorder.events == [.next(0), .next(1), .next(2), .completed])
    }

    @Test func bindToOptionalObserversWrapsElements() {
        let subject = PublishSubject<Int?>()
        let recorder = Recorder<Int?>()
        _ = subject.subscribe(recorder)
        _ = Observable.just(3).bind(to: subject)
        #expect(recorder.events == [.next(3), .completed])
    }

    @Test func bindToABinderAndOnNext() {
        let log = Log()
        let source = Observable.just(1)
        let result = source.bind(to: { (observable: Observable<Int>) in observable === source })
        #expect(result)
        let curried = source.bind(to: { (observable: Observable<Int>) in { (suffix: String) in "bound \(suffix)" } }, curriedArgument: "x")
        #expect(curried == "bound x")
        _ = Observable.of(1, 2).bind(onNext: { log.append("\($0)") })
        #expect(log.lines == ["1", "2"])
    }

    @Test func bindWithAnObjectStopsOnceTheObjectIsGone() {
        final class Screen {}
        let log = Log()
        var screen: Screen? = Screen()
        let subject = PublishSubject<Int>()
        _ = subject.bind(with: screen!) { _, value in log.append("with \(value)") }
        subject.onNext(1)
        screen = nil
        subject.onNext(2)
        #expect(log.lines == ["with 1"])
    }

    // Observed from RxCocoa 6.10.2 (the "Binder" probe): elements are applied on the main scheduler,
    // at once from the main queue, and the target is not retained.
    @Test func binderAppliesElementsToItsTarget() {
        final class Label {
            let log: Log
            var text = "" {
                didSet { log.append("label text: \(text)") }
            }
            init(log: Log) { self.log = log }
        }
        let log = Log()
        var label: Label? = Label(log: log)
        let binder = Binder(label!) { label, text in label.text = text }
        _ = Observable.of("a", "b").bind(to: binder)
        _ = Driver.just("c").drive(binder)
        let immediate = Binder(label!, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = "now " + text }
        _ = Observable.just("d").bind(to: immediate)
        label = nil
        _ = Observable.just("gone").bind(to: binder)
        #expect(log.lines == ["label text: a", "label text: b", "label text: c", "label text: now d"])
    }
}
