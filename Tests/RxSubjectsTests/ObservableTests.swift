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
