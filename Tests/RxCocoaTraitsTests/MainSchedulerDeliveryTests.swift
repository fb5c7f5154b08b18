import Dispatch
import RxCocoaTraits
import RxTestSupport
import Testing

// Every expected sequence here was observed from RxCocoa 6.10.2 running the same code
// (Tests/TraitsProbes; scripts/compare-traits checks that both libraries still print it).
// Tests that wait for the main queue use a `MainScheduler()` of their own: `MainScheduler.instance`
// counts the work queued by every test, and main-actor tests interleave where they wait.
@MainActor @Suite struct MainSchedulerDeliveryTests {
    @Test func elementsFromAnotherThreadArriveLaterOnTheMainQueue() async {
        let log = Log()
        let relay = PublishRelay<Int>()
        _ = relay.asSignal().emit(onNext: { log.append("signal got \($0) on main: \(isOnMainQueue())") })
        _ = relay.asDriver(onErrorJustReturn: 0).drive(onNext: { log.append("driver got \($0) on main: \(isOnMainQueue())") })
        onAnotherThread { relay.accept(7) }
        log.append("accepted on another thread")
        await runQueuedMainWork()
        #expect(log.lines == ["accepted on another thread", "signal got 7 on main: true", "driver got 7 on main: true"])
    }

    @Test func workFromTheMainQueueRunsAtOnceUnlessTheSchedulerIsBusy() async {
        let log = Log()
        let scheduler = MainScheduler()
        _ = scheduler.schedule(1) { value in
            log.append("outer \(value)")
            _ = scheduler.schedule(2) { value in
                log.append("inner \(value)")
                return Disposables.create()
            }
            log.append("outer ends")
            return Disposables.create()
        }
        log.append("after schedule")
        await runQueuedMainWork()
        #expect(log.lines == ["outer 1", "outer ends", "after schedule", "inner 2"])
    }

    @Test func observeOnTheMainSchedulerFromTheMainQueueIsSynchronous() {
        let log = Log()
        _ = Observable.of(1, 2, 3).observe(on: MainScheduler.instance).subscribe(onNext: { log.append("got \($0)") })
        log.append("after subscribe")
        #expect(log.lines == ["got 1", "got 2", "got 3", "after subscribe"])
    }

    @Test func theAsyncInstanceAlwaysQueues() async {
        let log = Log()
        _ = Observable.of(1, 2).observe(on: MainScheduler.asyncInstance).subscribe(
            onNext: { log.append("got \($0)") },
            onCompleted: { log.append("completed") }
        )
        log.append("after subscribe")
        await runQueuedMainWork()
        #expect(log.lines == ["after subscribe", "got 1", "got 2", "completed"])
    }

    @Test func hopsFromABackgroundSchedulerBackToTheMainQueue() async {
        let log = Log()
        let background = SerialDispatchQueueScheduler(qos: .default)
        let backgroundDone = DispatchSemaphore(value: 0)
        _ = Observable.of(1, 2, 3)
            .observe(on: background)
            .map { $0 * 2 }
            .do(afterCompleted: { backgroundDone.signal() })
            .observe(on: MainScheduler())
            .subscribe(onNext: { log.append("main got \($0) on main: \(isOnMainQueue())") }, onCompleted: { log.append("completed") })
        backgroundDone.wait()
        log.append("background done")
        await runQueuedMainWork()
        #expect(log.lines == ["background done", "main got 2 on main: true", "main got 4 on main: true", "main got 6 on main: true", "completed"])
    }

    @Test func sharingSchedulerMockReplacesTheMainScheduler() async {
        let log = Log()
        SharingScheduler.mock(scheduler: MainScheduler.asyncInstance) {
            _ = Driver.of(1, 2).drive(onNext: { log.append("mocked \($0)") })
        }
        log.append("after mock")
        await runQueuedMainWork()
        #expect(log.lines == ["after mock", "mocked 1", "mocked 2"])
        #expect(SharingScheduler.make() is MainScheduler)
    }
}
