import RxSubjects
import RxTestSupport
import Testing

// The creation operators of RxSwift's "Creating and Subscribing to Observables" playground page.
// The expected sequences were observed from RxSwift 6.10.2 running the same code
// (Tests/TraitsProbes; scripts/compare-traits checks both libraries still agree).
@Suite struct OperatorsCreatingTests {
    private func record<Element>(_ observable: Observable<Element>) -> [Event<Element>] {
        let recorder = Recorder<Element>()
        _ = observable.subscribe(recorder)
        return recorder.events
    }

    @Test func rangeSendsConsecutiveIntegers() {
        #expect(record(Observable.range(start: 1, count: 3)) == [.next(1), .next(2), .next(3), .completed])
        #expect(record(Observable.range(start: 5, count: 0)) == [.completed])
        #expect(record(Observable<UInt8>.range(start: 250, count: 6)).count == 7)
    }

    @Test func repeatElementIsCutByTake() {
        let log = Log()
        _ = Observable.repeatElement("🔁").take(3).subscribe(
            onNext: { log.append($0) },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        #expect(log.lines == ["🔁", "🔁", "🔁", "completed", "disposed"])
    }

    @Test func generateRunsTheLoop() {
        #expect(record(Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 })) == [.next(1), .next(3), .next(9), .completed])
        let throwing = Observable.generate(initialState: 0, condition: { _ in throw TestError.anError }, iterate: { $0 })
        #expect(record(throwing) == [.error(TestError.anError)])
        let throwingIterate = Observable.generate(initialState: 0, condition: { _ in true }, iterate: { _ in throw TestError.another })
        #expect(record(throwingIterate) == [.next(0), .error(TestError.another)])
    }

    @Test func nestedSubscriptionsWaitForTheOuterStep() {
        let log = Log()
        _ = Observable.range(start: 1, count: 2).subscribe(onNext: { outer in
            log.append("outer \(outer)")
            _ = Observable.range(start: 10, count: 2).subscribe(onNext: { log.append("  inner \(outer) \($0)") })
            log.append("outer \(outer) done")
        })
        #expect(log.lines == [
            "outer 1", "outer 1 done", "  inner 1 10", "outer 2", "outer 2 done", "  inner 1 11", "  inner 2 10", "  inner 2 11",
        ])
    }

    @Test func createAndDeferredSubscribeInsideTheTrampoline() {
        let log = Log()
        _ = Observable<Int>.create { observer in
            _ = Observable.of(1, 2).subscribe(onNext: { observer.onNext($0) })
            log.append("create body ends")
            return Disposables.create()
        }
        .subscribe(onNext: { log.append("created \($0)") })
        _ = Observable<Int>.deferred {
            _ = Observable.of(3).subscribe(onNext: { log.append("inner of \($0)") })
            log.append("factory ends")
            return Observable.just(4)
        }
        .subscribe(onNext: { log.append("deferred \($0)") })
        // A subject is no producer: an observer's nested subscription runs at once.
        let subject = PublishSubject<Int>()
        _ = subject.subscribe(onNext: { value in
            _ = Observable.of(value * 10).subscribe(onNext: { log.append("inner \($0)") })
            log.append("subject observer ends \(value)")
        })
        subject.onNext(5)
        #expect(log.lines == [
            "create body ends", "created 1", "created 2", "factory ends", "deferred 4", "inner of 3",
            "inner 50", "subject observer ends 5",
        ])
    }

    @Test func ofAndFromTakeAScheduler() {
        #expect(record(Observable.of("a", "b", scheduler: CurrentThreadScheduler.instance)) == [.next("a"), .next("b"), .completed])
        #expect(record(Observable.from([1, 2], scheduler: CurrentThreadScheduler.instance)) == [.next(1), .next(2), .completed])
        #expect(record(Observable.from(Set([3]), scheduler: CurrentThreadScheduler.instance)) == [.next(3), .completed])
    }

    @Test func theTrampolineRunsQueuedWorkAfterTheCurrentAction() {
        let log = Log()
        #expect(CurrentThreadScheduler.isScheduleRequired)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            log.append("first, schedule required: \(CurrentThreadScheduler.isScheduleRequired)")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("second")
                return Disposables.create()
            }
            let cancelled = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("cancelled")
                return Disposables.create()
            }
            cancelled.dispose()
            log.append("first ends")
            return Disposables.create()
        }
        #expect(log.lines == ["first, schedule required: false", "first ends", "second"])
        #expect(CurrentThreadScheduler.isScheduleRequired)
    }

    @Test func aRecursionOnTheTrampolineTakesTurnsWithOtherWorkAndStopsOnceDisposed() {
        let log = Log()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            var recursion: Disposable?
            recursion = CurrentThreadScheduler.instance.scheduleRecursive(1) { step, recurse in
                log.append("step \(step)")
                if step == 3 { recursion?.dispose() }
                recurse(step + 1)
            }
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("other")
                return Disposables.create()
            }
            log.append("first ends")
            return Disposables.create()
        }
        #expect(log.lines == ["first ends", "step 1", "other", "step 2", "step 3"])
        #expect(CurrentThreadScheduler.isScheduleRequired)
    }

    @Test func doAroundASubscription() {
        let log = Log()
        _ = Observable.of("🍎", "🍐")
            .do(
                onNext: { log.append("about to send \($0)") },
                afterNext: { log.append("sent \($0)") },
                onCompleted: { log.append("about to complete") },
                afterCompleted: { log.append("completed") }
            )
            .subscribe(onNext: { log.append($0) })
        #expect(log.lines == ["about to send 🍎", "🍎", "sent 🍎", "about to send 🍐", "🍐", "sent 🍐", "about to complete", "completed"])
    }
}
