import RxSubjects
import RxTestSupport
import Testing

// The library's own observers take `next` events as bare elements (`ObserverType._rxOnNext`).
// These tests pin that this path behaves exactly as `on(.next(element))` does: at every kind of
// observer at the end of an operator, at subjects that ended, and for what the operators keep.
@Suite struct ElementPathTests {
    /// An observer written as a user writes one: only `on`.
    private struct UserObserver<Element>: ObserverType {
        let recorder: Recorder<Element>

        func on(_ event: Event<Element>) {
            recorder.on(event)
        }
    }

    @Test func anObserverWithOnlyOnGetsEveryElementOfEveryOperator() {
        let source = PublishSubject<Int>()
        let other = BehaviorSubject(value: 10)
        let chains: [Observable<Int>] = [
            source.map { $0 * 2 },
            source.filter { $0 > 1 },
            source.scan(0, accumulator: +),
            source.compactMap { $0 == 2 ? nil : $0 },
            source.skip(1),
            source.take(2),
            source.withLatestFrom(other, resultSelector: +),
            Observable.combineLatest(source, other, resultSelector: +),
            Observable.merge(source, source.map { -$0 }),
            source.flatMapLatest { Observable.just($0) },
        ]
        let recorders = chains.map { chain in
            let recorder = Recorder<Int>()
            _ = chain.subscribe(UserObserver(recorder: recorder))
            return recorder
        }
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        #expect(recorders.map(\.elements) == [
            [2, 4, 6], [2, 3], [1, 3, 6], [1, 3], [2, 3], [1, 2], [11, 12, 13], [11, 12, 13],
            [1, -1, 2, -2, 3, -3], [1, 2, 3],
        ])
    }

    @Test func aSubjectAtTheEndOfAnOperatorKeepsItsGrammar() {
        let source = PublishSubject<Int>()
        let target = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        _ = target.subscribe(recorder)
        _ = source.map { $0 + 1 }.subscribe(target)
        source.onNext(1)
        target.onCompleted()
        source.onNext(2)
        #expect(recorder.events == [.next(2), .completed])

        let late = Recorder<Int>()
        _ = target.subscribe(late)
        #expect(late.events == [.completed])
    }

    @Test func aDisposedSubjectAtTheEndOfAnOperatorDeliversNothing() {
        let source = PublishSubject<Int>()
        let target = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        _ = target.subscribe(recorder)
        _ = source.scan(0, accumulator: +).subscribe(target)
        source.onNext(5)
        target.dispose()
        source.onNext(6)
        #expect(recorder.elements == [5])

        let late = Recorder<Int>()
        _ = target.subscribe(late)
        #expect(late.events.count == 1)
        #expect(late.events.first?.error != nil)
    }

    @Test func subscribeStopsTakingElementsAfterItsStopEvent() {
        let log = Log()
        let source = PublishSubject<Int>()
        _ = source.map { $0 }.subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        source.onNext(1)
        source.onCompleted()
        source.onNext(2)
        #expect(log.lines == ["next 1", "completed"])
    }

    @Test func theLatestElementsAreReleasedWithTheSubscription() {
        weak var first: Token?
        weak var second: Token?
        weak var latest: Token?
        let left = PublishSubject<Token>()
        let right = PublishSubject<Token>()
        let combined = Observable.combineLatest(left, right) { _, _ in 0 }.subscribe()
        let sampled = left.withLatestFrom(right).subscribe()
        do {
            let one = Token()
            let two = Token()
            let three = Token()
            first = one
            second = two
            latest = three
            left.onNext(one)
            right.onNext(two)
            right.onNext(three)
        }
        // The replaced element went when the new one came; the latest stay while subscribed.
        #expect(second == nil)
        #expect(first != nil && latest != nil)
        combined.dispose()
        sampled.dispose()
        #expect(first == nil && latest == nil)
    }
}
