import RxSubjects
import RxTestSupport
import Testing

@Suite struct ObservableTests {
    private func record<Element>(_ observable: Observable<Element>) -> [Event<Element>] {
        let recorder = Recorder<Element>()
        _ = observable.subscribe(recorder)
        return recorder.events
    }

    @Test func creationFunctions() {
        #expect(record(Observable.just(1)) == [.next(1), .completed])
        #expect(record(Observable.of(1, 2, 3)) == [.next(1), .next(2), .next(3), .completed])
        #expect(record(Observable.from([4, 5])) == [.next(4), .next(5), .completed])
        #expect(record(Observable.from(1...2)) == [.next(1), .next(2), .completed])
        #expect(record(Observable.from(optional: 7)) == [.next(7), .completed])
        #expect(record(Observable<Int>.from(optional: nil)) == [.completed])
        #expect(record(Observable<Int>.empty()) == [.completed])
        #expect(record(Observable<Int>.never()) == [])
        #expect(record(Observable<Int>.error(TestError.anError)) == [.error(TestError.anError)])
    }

    @Test func coldSequencesReplayToEachSubscriber() {
        let observable = Observable.of("a", "b")
        #expect(record(observable) == [.next("a"), .next("b"), .completed])
        #expect(record(observable) == [.next("a"), .next("b"), .completed])
    }

    @Test func createEnforcesTheGrammarAndDisposesOnTermination() {
        let log = Log()
        let observable = Observable<String>.create { observer in
            observer.onNext("1")
            observer.onCompleted()
            observer.onNext("?")
            observer.onError(TestError.anError)
            return Disposables.create { log.append("inner disposed") }
        }
        _ = observable.subscribe(
            onNext: { log.append($0) },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        #expect(log.lines == ["1", "completed", "disposed", "inner disposed"])
    }

    @Test func disposingACreateSubscriptionDisposesTheInnerDisposableOnceAndStopsEvents() {
        let log = Log()
        let subject = PublishSubject<Int>()
        let observable = Observable<Int>.create { observer in
            let inner = subject.subscribe(observer)
            return Disposables.create {
                inner.dispose()
                log.append("inner disposed")
            }
        }
        let recorder = Recorder<Int>()
        let subscription = observable.subscribe(recorder)
        subject.onNext(1)
        subscription.dispose()
        subscription.dispose()
        subject.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(log.lines == ["inner disposed"])
        #expect(!subject.hasObservers)
    }

    @Test func deferredCallsTheFactoryPerSubscriber() {
        var calls = 0
        let observable = Observable<Int>.deferred {
            calls += 1
            return Observable.just(calls)
        }
        #expect(record(observable) == [.next(1), .completed])
        #expect(record(observable) == [.next(2), .completed])
    }

    @Test func deferredTurnsAThrowIntoAnError() {
        let observable = Observable<Int>.deferred { throw TestError.anError }
        #expect(record(observable) == [.error(TestError.anError)])
    }

    @Test func subscribeWithClosuresCallsOnDisposedAfterTheErrorOrOnDispose() {
        let log = Log()
        _ = Observable<Int>.error(TestError.anError).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: { log.append("next \($0)") }, onDisposed: { log.append("disposed 2") })
        subject.onNext(1)
        subscription.dispose()
        subscription.dispose()
        subject.onNext(2)
        #expect(log.lines == ["error anError", "disposed", "next 1", "disposed 2"])
    }

    @Test func subscribeWithObjectStopsCallingOnceTheObjectIsGone() {
        let log = Log()
        let subject = PublishSubject<Int>()
        var owner: Token? = Token()
        weak let weakOwner = owner
        _ = subject.subscribe(
            with: owner!,
            onNext: { object, element in log.append("next \(element) \(object === weakOwner)") },
            onCompleted: { _ in log.append("completed") },
            onDisposed: { _ in log.append("disposed") }
        )
        subject.onNext(1)
        owner = nil
        #expect(weakOwner == nil)
        subject.onNext(2)
        subject.onCompleted()
        #expect(log.lines == ["next 1 true"])
    }

    @Test func asObservableOfAnObservableTypeWrapsIt() {
        struct Twice: ObservableType {
            typealias Element = Int
            func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
                observer.onNext(2)
                observer.onNext(2)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        #expect(record(Twice().asObservable()) == [.next(2), .next(2), .completed])
    }
}

/// `of`, `from`, `create` and `deferred` subscribe on a per-thread trampoline, as RxSwift's do on
/// its `CurrentThreadScheduler`. The expected orders were observed from RxSwift 6.10.2.
@Suite struct TrampolineTests {
    @Test func anOfSubscribedInsideAnotherTakesTurnsWithIt() {
        let log = Log()
        _ = Observable.of(1, 2).subscribe(onNext: { outer in
            log.append("outer \(outer)")
            _ = Observable.of(10, 20).subscribe(
                onNext: { log.append("inner \(outer) \($0)") },
                onCompleted: { log.append("inner done \(outer)") }
            )
            log.append("outer after \(outer)")
        }, onCompleted: { log.append("outer done") })
        #expect(log.lines == [
            "outer 1", "outer after 1", "inner 1 10", "outer 2", "outer after 2", "inner 1 20",
            "inner 2 10", "outer done", "inner done 1", "inner 2 20", "inner done 2",
        ])
    }

    @Test func anOfSubscribedInsideCreateStartsAfterTheClosureReturns() {
        let log = Log()
        let created = Observable<Int>.create { observer in
            log.append("create start")
            _ = Observable.of(7, 8).subscribe(observer)
            log.append("create end")
            return Disposables.create { log.append("create disposable") }
        }
        _ = created.subscribe(
            onNext: { log.append("got \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        log.append("after subscribe")
        #expect(log.lines == [
            "create start", "create end", "got 7", "got 8", "completed", "disposed", "create disposable", "after subscribe",
        ])
    }

    @Test func aNestedOfDisposedBeforeItsTurnSendsNothing() {
        let log = Log()
        _ = Observable.of(1, 2).subscribe(onNext: { outer in
            let inner = Observable.of(10, 20).subscribe(
                onNext: { log.append("inner \(outer) \($0)") },
                onDisposed: { log.append("inner disposed \(outer)") }
            )
            if outer == 1 { inner.dispose() }
            log.append("outer \(outer)")
        })
        #expect(log.lines == ["inner disposed 1", "outer 1", "outer 2", "inner 2 10", "inner 2 20", "inner disposed 2"])
    }

    @Test func synchronousSequencesAndSubjectsDoNotQueue() {
        let log = Log()
        _ = Observable.from([1, 2]).subscribe(onNext: { value in
            _ = Observable.just(value * 100).subscribe(onNext: { log.append("just \($0)") })
            _ = Observable<Int>.empty().subscribe(onCompleted: { log.append("empty") })
            log.append("after \(value)")
        })
        let subject = PublishSubject<Int>()
        _ = subject.subscribe(onNext: { value in
            _ = Observable.of(value, value + 1).subscribe(onNext: { log.append("of \($0)") })
            log.append("subject after \(value)")
        })
        subject.onNext(5)
        #expect(log.lines == [
            "just 100", "empty", "after 1", "just 200", "empty", "after 2", "of 5", "of 6", "subject after 5",
        ])
    }

    @Test func fromPullsOneElementPerStep() {
        let log = Log()
        var count = 0
        let elements = AnySequence {
            AnyIterator<Int> {
                count += 1
                log.append("pull \(count)")
                return count <= 2 ? count : nil
            }
        }
        _ = Observable.from(elements).subscribe(onNext: { log.append("got \($0)") }, onCompleted: { log.append("done") })
        #expect(log.lines == ["pull 1", "got 1", "pull 2", "got 2", "pull 3", "done"])
    }

    @Test func aDeferredFactoryErrorIsSentAndEndsTheSubscription() {
        let log = Log()
        _ = Observable<Int>.deferred { throw TestError.anError }
            .subscribe(onError: { log.append("error \($0)") }, onDisposed: { log.append("disposed") })
        #expect(log.lines == ["error anError", "disposed"])
    }
}

/// A reader's own `ObservableType`: the closure forms of `subscribe` go through `asObservable()`, as
/// in RxSwift, so its `subscribe(_:)` runs inside an `Observable.create` wrapper, on the trampoline.
/// The expected order was observed from RxSwift 6.10.2.
@Suite struct OwnObservableTypeTests {
    private struct Pair: ObservableType {
        typealias Element = Int
        let log: Log

        func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
            log.append("subscribe start")
            let subscription = Observable.of(1, 2).subscribe(observer)
            log.append("subscribe end")
            return subscription
        }
    }

    @Test func closureSubscriptionsGoThroughTheObservableForm() {
        let log = Log()
        _ = Pair(log: log).subscribe(onNext: { log.append("got \($0)") }, onCompleted: { log.append("done") })
        _ = Pair(log: log).subscribe { log.append("event \($0)") }
        #expect(log.lines == [
            "subscribe start", "subscribe end", "got 1", "got 2", "done",
            "subscribe start", "subscribe end", "event next(1)", "event next(2)", "event completed",
        ])
    }

    @Test func subscribingAnObserverCallsTheTypeDirectly() {
        let log = Log()
        _ = Pair(log: log).subscribe(AnyObserver { log.append("event \($0)") })
        #expect(log.lines == [
            "subscribe start", "event next(1)", "event next(2)", "event completed", "subscribe end",
        ])
    }
}
