import RxSubjects
import RxTestSupport
import Testing

// The expected sequences were observed from RxSwift 6.10.2 running the same code
// (Tests/TraitsProbes/FlatteningProbes.swift; scripts/compare-traits checks both libraries still agree).
@Suite struct OperatorsFlatteningTests {
    private func record<Element>(_ observable: Observable<Element>) -> Recorder<Element> {
        let recorder = Recorder<Element>()
        _ = observable.subscribe(recorder)
        return recorder
    }

    @Test func flatMapMergesEveryInnerSequenceAndCompletesAfterAll() {
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<String>(), PublishSubject<String>()]
        let recorder = record(outer.flatMap { inners[$0] })
        outer.onNext(0)
        inners[0].onNext("a1")
        outer.onNext(1)
        inners[1].onNext("b1")
        inners[0].onNext("a2")
        outer.onCompleted()
        inners[0].onCompleted()
        inners[1].onNext("b2")
        #expect(recorder.events == [.next("a1"), .next("b1"), .next("a2"), .next("b2")])
        inners[1].onCompleted()
        #expect(recorder.events.last == .completed)
        #expect(!inners[0].hasObservers && !inners[1].hasObservers && !outer.hasObservers)
    }

    @Test func flatMapFailsWithAnInnerErrorOrAThrowingSelector() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        let recorder = record(outer.flatMap { $0 == 1 ? inner : other })
        outer.onNext(1)
        outer.onNext(2)
        inner.onError(TestError.anError)
        #expect(recorder.events == [.error(TestError.anError)])
        #expect(!other.hasObservers && !outer.hasObservers)
        let throwing = Observable.of(1, 2).flatMap { value -> Observable<Int> in
            if value == 2 { throw TestError.another }
            return .just(value)
        }
        #expect(record(throwing).events == [.next(1), .error(TestError.another)])
    }

    @Test func flatMapFirstDropsElementsWhileAnInnerSequenceRuns() {
        let taps = PublishSubject<Int>()
        let inner = PublishSubject<String>()
        var selected: [Int] = []
        let recorder = record(taps.flatMapFirst { tap in
            selected.append(tap)
            return inner.map { "\(tap)\($0)" }
        })
        taps.onNext(1)
        taps.onNext(2)
        inner.onNext("x")
        inner.onCompleted()
        taps.onNext(3)
        #expect(selected == [1, 3])
        // The third tap subscribes again, to a subject that already completed.
        #expect(recorder.events == [.next("1x")])
    }

    @Test func mergeOfAListAndOfAnObservableOfObservables() {
        let a = PublishSubject<String>()
        let b = PublishSubject<String>()
        let merged = record(Observable.merge(a, b))
        a.onNext("a1")
        b.onNext("b1")
        a.onCompleted()
        b.onNext("b2")
        b.onCompleted()
        #expect(merged.events == [.next("a1"), .next("b1"), .next("b2"), .completed])
        #expect(record(Observable<Int>.merge()).events == [.completed])
        let synchronous = Observable.merge([Observable.of(1, 2), Observable.of(10, 20)])
        #expect(record(synchronous).elements == [1, 10, 2, 20])
        let outer = PublishSubject<Observable<Int>>()
        let inner = PublishSubject<Int>()
        let flattened = record(outer.merge())
        outer.onNext(inner)
        outer.onNext(.of(1, 2))
        inner.onNext(3)
        outer.onCompleted()
        inner.onCompleted()
        #expect(flattened.events == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func flatMapLatestLeavesThePreviousInnerSequence() {
        let log = Log()
        let query = PublishSubject<String>()
        let responses = ["a": PublishSubject<String>(), "ab": PublishSubject<String>()]
        let recorder = record(query.flatMapLatest { text in
            responses[text]!.do(onSubscribe: { log.append("subscribe \(text)") }, onDispose: { log.append("dispose \(text)") })
        })
        query.onNext("a")
        responses["a"]!.onNext("a1")
        query.onNext("ab")
        responses["a"]!.onNext("stale")
        responses["ab"]!.onNext("ab1")
        query.onCompleted()
        responses["ab"]!.onNext("ab2")
        #expect(recorder.events == [.next("a1"), .next("ab1"), .next("ab2")])
        responses["ab"]!.onCompleted()
        #expect(recorder.events.last == .completed)
        #expect(log.lines == ["subscribe a", "dispose a", "subscribe ab", "dispose ab"])
    }

    @Test func flatMapLatestIgnoresAReplacedSequencesError() {
        let outer = PublishSubject<Int>()
        let replaced = PublishSubject<Int>()
        let latest = PublishSubject<Int>()
        let recorder = record(outer.flatMapLatest { $0 == 1 ? replaced : latest })
        outer.onNext(1)
        outer.onNext(2)
        replaced.onError(TestError.anError)
        latest.onNext(5)
        latest.onError(TestError.another)
        #expect(recorder.events == [.next(5), .error(TestError.another)])
    }

    @Test func flatMapLatestCompletesOnlyWhenTheSourceAndTheLatestHave() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let recorder = record(outer.flatMapLatest { _ in inner })
        outer.onNext(1)
        inner.onCompleted()
        #expect(recorder.events.isEmpty)
        outer.onCompleted()
        #expect(recorder.events == [.completed])
        #expect(record(Observable<Int>.empty().flatMapLatest { Observable.just($0) }).events == [.completed])
        let sequences = PublishSubject<Observable<Int>>()
        let switched = record(sequences.switchLatest())
        sequences.onNext(.of(1, 2))
        sequences.onCompleted()
        #expect(switched.events == [.next(1), .next(2), .completed])
    }
}
