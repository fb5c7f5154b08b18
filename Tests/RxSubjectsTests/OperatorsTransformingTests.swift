import RxSubjects
import RxTestSupport
import Testing

// The expected sequences were observed from RxSwift 6.10.2 running the same code
// (Tests/TraitsProbes/OperatorProbes.swift; scripts/compare-traits checks both libraries still agree).
@Suite struct OperatorsTransformingTests {
    private func record<Element>(_ observable: Observable<Element>) -> [Event<Element>] {
        let recorder = Recorder<Element>()
        _ = observable.subscribe(recorder)
        return recorder.events
    }

    @Test func mapAndFilterTurnThrowsIntoErrors() {
        let result = Observable.of(1, 2, 3, 4)
            .map { value -> Int in
                if value == 4 { throw TestError.anError }
                return value * 10
            }
            .filter { $0 != 20 }
        #expect(record(result) == [.next(10), .next(30), .error(TestError.anError)])
        let throwingFilter = Observable.of(1, 2).filter { _ in throw TestError.another }
        #expect(record(throwingFilter) == [.error(TestError.another)])
    }

    @Test func compactMapDropsNilsAndTurnsThrowsIntoErrors() {
        #expect(record(Observable.of("1", "x", "3").compactMap { Int($0) }) == [.next(1), .next(3), .completed])
        let throwing = Observable.of(1, 2).compactMap { value -> Int? in
            if value == 2 { throw TestError.anError }
            return nil
        }
        #expect(record(throwing) == [.error(TestError.anError)])
    }

    @Test func distinctUntilChangedInEachForm() {
        let values = Observable.of(1, 1, 2, 2, 3, 1)
        #expect(record(values.distinctUntilChanged()).compactMap(\.element) == [1, 2, 3, 1])
        #expect(record(values.distinctUntilChanged { $0 % 2 }).compactMap(\.element) == [1, 2, 3])
        #expect(record(values.distinctUntilChanged { $0 >= $1 }).compactMap(\.element) == [1, 2, 3])
        #expect(record(values.distinctUntilChanged({ "\($0)" }, comparer: { $0 == $1 })).compactMap(\.element) == [1, 2, 3, 1])
        let words = Observable.of("a", "b", "cc", "dd", "e")
        #expect(record(words.distinctUntilChanged(at: \.count)) == [.next("a"), .next("cc"), .next("e"), .completed])
        let throwing = values.distinctUntilChanged { (_: Int) -> Int in throw TestError.anError }
        #expect(record(throwing) == [.error(TestError.anError)])
    }

    @Test func startWithTakeAndSkip() {
        #expect(record(Observable.of(3, 4, 5).startWith(1, 2).take(4).skip(1)) == [.next(2), .next(3), .next(4), .completed])
        #expect(record(Observable.of(1).take(0)) == [.completed])
        #expect(record(Observable<Int>.error(TestError.anError).take(2)) == [.error(TestError.anError)])
        #expect(record(Observable.of(1, 2).skip(5)) == [.completed])
    }

    @Test func takeEndsTheSubscriptionToTheSource() {
        let log = Log()
        let subject = PublishSubject<Int>()
        let taken = subject.do(onDispose: { log.append("source disposed") }).take(2)
        _ = taken.subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        #expect(log.lines == ["1", "2", "completed", "source disposed"])
        #expect(!subject.hasObservers)
    }

    @Test func catchAndCatchAndReturn() {
        let log = Log()
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError.anError)
            return Disposables.create { log.append("failing disposed") }
        }
        _ = failing.catchAndReturn(0).subscribe { log.append("and return \($0)") }
        _ = failing.catch { _ in Observable.of(7, 8) }.subscribe { log.append("catch \($0)") }
        _ = failing.catch { error in throw error }.subscribe { log.append("rethrow \($0)") }
        #expect(log.lines == [
            "and return next(1)", "and return next(0)", "and return completed", "failing disposed",
            "catch next(1)", "failing disposed", "catch next(7)", "catch next(8)", "catch completed",
            "rethrow next(1)", "rethrow error(anError)", "failing disposed",
        ])
    }

    @Test func doRunsEachClosureAroundTheEvent() {
        let log = Log()
        _ = Observable.of("x")
            .do(
                onNext: { log.append("onNext \($0)") },
                afterNext: { log.append("afterNext \($0)") },
                onError: { log.append("onError \($0)") },
                afterError: { log.append("afterError \($0)") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") }
            )
            .subscribe { log.append("event \($0)") }
        _ = Observable<Int>.error(TestError.anError)
            .do(onError: { log.append("onError \($0)") }, afterError: { _ in throw TestError.another })
            .subscribe { log.append("event \($0)") }
        _ = Observable.of(1, 2)
            .do(onNext: { if $0 == 2 { throw TestError.anError } })
            .subscribe { log.append("throwing onNext \($0)") }
        #expect(log.lines == [
            "onSubscribe", "onSubscribed", "onNext x", "event next(x)", "afterNext x",
            "onCompleted", "event completed", "afterCompleted", "onDispose",
            "onError anError", "event error(anError)",
            "throwing onNext next(1)", "throwing onNext error(anError)",
        ])
    }

    @Test func disposingStopsAnOperatorChain() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.map { $0 + 1 }.filter { $0 > 0 }.distinctUntilChanged().subscribe(recorder)
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        #expect(recorder.events == [.next(2)])
        #expect(!subject.hasObservers)
    }
}
