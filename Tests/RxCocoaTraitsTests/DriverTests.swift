import RxCocoaTraits
import RxTestSupport
import Testing

// Every expected sequence here was observed from RxCocoa 6.10.2 running the same code
// (Tests/TraitsProbes; scripts/compare-traits checks that both libraries still print it).
@MainActor @Suite struct DriverTests {
    @Test func replaysTheLatestElementToALateSubscriber() {
        let log = Log()
        let relay = BehaviorRelay(value: 0)
        let driver = relay.asDriver()
        let first = driver.drive(onNext: { log.append("A \($0)") })
        relay.accept(1)
        let second = driver.drive(onNext: { log.append("B \($0)") })
        relay.accept(2)
        first.dispose()
        second.dispose()
        relay.accept(3)
        #expect(log.lines == ["A 0", "A 1", "B 1", "A 2", "B 2"])
    }

    @Test func sharesOneSubscriptionToTheSourceWhileDriven() {
        let log = Log()
        let source = Observable<Int>.create { observer in
            log.append("subscribed to the source")
            observer.onNext(1)
            return Disposables.create { log.append("source disposed") }
        }
        let driver = source.asDriver(onErrorJustReturn: 0)
        let first = driver.drive(onNext: { log.append("A \($0)") })
        let second = driver.drive(onNext: { log.append("B \($0)") })
        first.dispose()
        log.append("A left")
        second.dispose()
        log.append("B left")
        driver.drive(onNext: { log.append("C \($0)") }).dispose()
        #expect(log.lines == [
            "subscribed to the source", "A 1", "B 1", "A left", "source disposed", "B left",
            "subscribed to the source", "C 1", "source disposed",
        ])
    }

    @Test func anErrorBecomesTheFallbackElementAndCompletion() {
        let log = Log()
        let subject = PublishSubject<Int>()
        _ = subject.asDriver(onErrorJustReturn: -1).drive(
            onNext: { log.append("driver \($0)") },
            onCompleted: { log.append("driver completed") },
            onDisposed: { log.append("driver disposed") }
        )
        _ = subject.asSignal(onErrorJustReturn: -2).emit(
            onNext: { log.append("signal \($0)") },
            onCompleted: { log.append("signal completed") },
            onDisposed: { log.append("signal disposed") }
        )
        subject.onNext(1)
        subject.onError(TestError.anError)
        subject.onNext(2)
        #expect(log.lines == [
            "driver 1", "signal 1",
            "driver -1", "driver completed", "driver disposed",
            "signal -2", "signal completed", "signal disposed",
        ])
    }

    @Test func anErrorSwitchesToTheFallbackDriver() {
        let log = Log()
        let failing = Observable<String>.error(TestError.anError)
        _ = failing.asDriver(onErrorDriveWith: Driver.just("fallback"))
            .drive(onNext: { log.append("drive with \($0)") }, onCompleted: { log.append("completed") })
        _ = failing.asDriver(onErrorRecover: { error in Driver.just("recovered from \(error)") })
            .drive(onNext: { log.append("recover \($0)") })
        _ = failing.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: "just")
            .drive(onNext: { log.append("shared \($0)") })
        #expect(log.lines == ["drive with fallback", "completed", "recover recovered from anError", "shared just"])
    }

    @Test func ofDeliversTheFirstElementAtOnceAndTheRestFromTheMainQueue() async {
        let log = Log()
        _ = Driver.of(1, 2, 3).drive(
            onNext: { log.append("driven \($0) on main: \(isOnMainQueue())") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        log.append("after drive")
        await runQueuedMainWork()
        #expect(log.lines == [
            "driven 1 on main: true", "after drive", "driven 2 on main: true", "driven 3 on main: true", "completed", "disposed",
        ])
    }

    @Test func drivesRelaysAndObservers() {
        let log = Log()
        let state = BehaviorRelay(value: "idle")
        let optionalState = BehaviorRelay<String?>(value: nil)
        let replay = ReplayRelay<String>.create(bufferSize: 2)
        _ = state.subscribe(onNext: { log.append("state \($0)") })
        _ = optionalState.subscribe(onNext: { log.append("optional \($0 ?? "nil")") })
        let source = BehaviorRelay(value: "loading")
        _ = source.asDriver().drive(state, state)
        _ = source.asDriver().drive(optionalState)
        _ = source.asDriver().drive(replay)
        source.accept("loaded")
        _ = replay.subscribe(onNext: { log.append("replayed \($0)") })
        let recorder = Recorder<Int?>()
        _ = Driver.just(1).drive(recorder)
        #expect(log.lines == [
            "state idle", "optional nil", "state loading", "state loading", "optional loading",
            "state loaded", "state loaded", "optional loaded", "replayed loading", "replayed loaded",
        ])
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func operatorsKeepItADriver() {
        let log = Log()
        let relay = BehaviorRelay(value: 1)
        let driver: Driver<Int> = relay.asDriver()
            .map { $0 * 10 }
            .compactMap { $0 == 40 ? nil : $0 }
            .filter { $0 != 20 }
            .distinctUntilChanged()
            .startWith(0)
            .do(onNext: { log.append("side effect \($0)") }, onSubscribe: { log.append("subscribing") }, onDispose: { log.append("disposed") })
        let subscription = driver.drive(onNext: { log.append("A \($0)") })
        relay.accept(2)
        relay.accept(3)
        relay.accept(3)
        driver.drive(onNext: { log.append("B \($0)") }).dispose()
        subscription.dispose()
        _ = relay.asDriver().distinctUntilChanged { $0 % 2 }.skip(1).drive(onNext: { log.append("parity change \($0)") })
        relay.accept(5)
        relay.accept(6)
        #expect(log.lines == [
            "subscribing", "side effect 0", "A 0", "side effect 10", "A 10", "side effect 30", "A 30",
            "B 30", "disposed", "parity change 6",
        ])
    }

    @Test func creationFunctionsDeliverOnTheMainScheduler() async {
        let log = Log()
        _ = Driver<Int>.empty().drive(onCompleted: { log.append("empty completed") })
        _ = Driver<Int>.never().drive(onNext: { log.append("never \($0)") })
        _ = Driver.from(3...4).drive(onNext: { log.append("from sequence \($0)") })
        _ = Driver.deferred { Driver.just("deferred") }.drive(onNext: { log.append($0) })
        log.append("end of body")
        await runQueuedMainWork()
        #expect(log.lines == ["empty completed", "from sequence 3", "deferred", "end of body", "from sequence 4"])
    }

    @Test func driveWithAnObjectAndTransformations() {
        final class Screen {}
        let log = Log()
        var screen: Screen? = Screen()
        let relay = BehaviorRelay(value: 1)
        _ = relay.asDriver().drive(with: screen!, onNext: { _, value in log.append("with \(value)") })
        screen = nil
        relay.accept(2)
        let driver = relay.asDriver()
        let result = driver.drive { (observable: Observable<Int>) in observable === driver.asObservable() }
        let curried = relay.asDriver().drive({ _ in { (suffix: String) in "curried \(suffix)" } }, curriedArgument: "x")
        _ = relay.asDriver().drive()
        #expect(log.lines == ["with 1"])
        #expect(result)
        #expect(curried == "curried x")
    }
}
