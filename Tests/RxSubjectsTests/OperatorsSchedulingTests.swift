import Dispatch
import RxSubjects
import RxTestSupport
import Testing

@Suite struct OperatorsSchedulingTests {
    // Observed from RxSwift 6.10.2 (the "observe(on: CurrentThreadScheduler)" and "subscribe(on:)" probes).
    @Test func observeOnTheTrampolineDeliversBeforeSubscribeReturns() {
        let log = Log()
        _ = Observable.of(1, 2).observe(on: CurrentThreadScheduler.instance).subscribe(
            onNext: { log.append("got \($0)") },
            onCompleted: { log.append("completed") }
        )
        log.append("after subscribe")
        #expect(log.lines == ["got 1", "got 2", "completed", "after subscribe"])
    }

    @Test func subscribeOnSubscribesAndDisposesThroughTheScheduler() {
        let log = Log()
        Observable<Int>.create { observer in
            log.append("subscribed")
            observer.onNext(1)
            return Disposables.create { log.append("disposed") }
        }
        .subscribe(on: CurrentThreadScheduler.instance)
        .subscribe(onNext: { log.append("got \($0)") })
        .dispose()
        log.append("after dispose")
        #expect(log.lines == ["subscribed", "got 1", "disposed", "after dispose"])
    }

    @Test func observeOnASerialQueueDeliversEverythingInOrderOnIt() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test")
        let recorder = Recorder<Int>()
        let delivered = DispatchSemaphore(value: 0)
        _ = Observable.range(start: 0, count: 100)
            .observe(on: scheduler)
            // afterCompleted: onCompleted runs before the recorder hears the event, so waiting on
            // it raced with the delivery.
            .do(afterCompleted: { delivered.signal() })
            .subscribe(recorder)
        delivered.wait()
        #expect(recorder.events == (0..<100).map { .next($0) } + [.completed])
    }

    @Test func scheduleRelativeRunsTheActionLaterUnlessCancelled() {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let log = Log()
        // Hold the queue so that nothing scheduled below can run before it is cancelled.
        let gate = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let cancelled = scheduler.scheduleRelative("cancelled", dueTime: .milliseconds(1)) { value in
            log.append(value)
            return Disposables.create()
        }
        // Due after the cancelled one on the same serial queue, so it runs after it would have.
        let ran = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative("later", dueTime: .milliseconds(2)) { value in
            log.append(value)
            ran.signal()
            return Disposables.create()
        }
        cancelled.dispose()
        gate.signal()
        ran.wait()
        #expect(log.lines == ["later"])
    }

    @Test func singleAssignmentDisposableDisposesWhateverComesFirst() {
        let log = Log()
        let early = SingleAssignmentDisposable()
        early.dispose()
        #expect(early.isDisposed)
        early.setDisposable(Disposables.create { log.append("set after dispose") })
        let late = SingleAssignmentDisposable()
        late.setDisposable(Disposables.create { log.append("disposed after set") })
        late.dispose()
        late.dispose()
        #expect(log.lines == ["set after dispose", "disposed after set"])
    }

    @Test func serialDisposableDisposesWhatItReplaces() {
        let log = Log()
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { log.append("first") }
        serial.disposable = Disposables.create { log.append("second") }
        serial.dispose()
        serial.disposable = Disposables.create { log.append("third") }
        #expect(serial.isDisposed)
        #expect(log.lines == ["first", "second", "third"])
    }
}
