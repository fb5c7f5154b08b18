import RxCocoaTraits
import RxTestSupport
import Testing

// Every expected sequence here was observed from RxCocoa 6.10.2 running the same code
// (Tests/TraitsProbes; scripts/compare-traits checks that both libraries still print it).
@MainActor @Suite struct SignalTests {
    @Test func replaysNothingToALateSubscriber() {
        let log = Log()
        let relay = PublishRelay<Int>()
        let signal = relay.asSignal()
        let first = signal.emit(onNext: { log.append("A \($0)") })
        relay.accept(1)
        let second = signal.emit(onNext: { log.append("B \($0)") })
        relay.accept(2)
        first.dispose()
        second.dispose()
        relay.accept(3)
        #expect(log.lines == ["A 1", "A 2", "B 2"])
    }

    @Test func sharesOneSubscriptionToTheSource() {
        let log = Log()
        let subject = PublishSubject<Int>()
        let signal = subject
            .do(onSubscribe: { log.append("subscribe") }, onDispose: { log.append("dispose") })
            .asSignal(onErrorJustReturn: 0)
        let first = signal.emit(onNext: { log.append("A \($0)") })
        let second = signal.emit(onNext: { log.append("B \($0)") })
        subject.onNext(1)
        first.dispose()
        second.dispose()
        #expect(log.lines == ["subscribe", "A 1", "B 1", "dispose"])
    }

    @Test func anErrorSwitchesToTheFallbackSignal() {
        let log = Log()
        let failing = Observable<String>.error(TestError.anError)
        _ = failing.asSignal(onErrorSignalWith: Signal.just("signal fallback"))
            .emit(onNext: { log.append("signal with \($0)") })
        _ = failing.asSignal(onErrorRecover: { _ in Signal.empty() })
            .emit(onCompleted: { log.append("signal recovered empty") })
        #expect(log.lines == ["signal with signal fallback", "signal recovered empty"])
    }

    @Test func emitsIntoRelaysAndObservers() {
        let log = Log()
        let taps = PublishRelay<Void>()
        let tapCount = BehaviorRelay(value: 0)
        _ = tapCount.subscribe(onNext: { log.append("taps \($0)") })
        _ = taps.asSignal().map { _ in tapCount.value + 1 }.emit(to: tapCount)
        taps.accept(())
        taps.accept(())
        let forwarded = PublishRelay<String>()
        let optional = PublishRelay<String?>()
        let replay = ReplayRelay<String>.create(bufferSize: 1)
        let behavior = BehaviorRelay<String?>(value: nil)
        _ = forwarded.subscribe(onNext: { log.append("forwarded \($0)") })
        _ = optional.subscribe(onNext: { log.append("optional \($0 ?? "nil")") })
        let source = PublishRelay<String>()
        _ = source.asSignal().emit(to: forwarded)
        _ = source.asSignal().emit(to: optional)
        _ = source.asSignal().emit(to: replay)
        _ = source.asSignal().emit(to: behavior)
        source.accept("x")
        let recorder = Recorder<Int?>()
        _ = Signal.just(2).emit(to: recorder)
        #expect(log.lines == ["taps 0", "taps 1", "taps 2", "forwarded x", "optional x"])
        #expect(behavior.value == "x")
        #expect(recorder.events == [.next(2), .completed])
    }

    @Test func emitWithAnObjectAndFromAnArray() async {
        final class Screen {}
        let log = Log()
        let screen = Screen()
        let relay = PublishRelay<Int>()
        _ = relay.asSignal().emit(with: screen, onNext: { _, value in log.append("with \(value)") })
        relay.accept(1)
        _ = relay.asSignal().emit()
        _ = Signal.from([1, 2]).emit(onNext: { log.append("from array \($0)") })
        log.append("end of body")
        await runQueuedMainWork()
        #expect(log.lines == ["with 1", "from array 1", "end of body", "from array 2"])
    }
}
