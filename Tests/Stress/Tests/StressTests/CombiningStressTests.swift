import Foundation
import RxSubjects
import Synchronization
import Testing

/// Counts deliveries that start while another is still running: a combining operator must send one
/// event at a time, whichever threads its sources send from.
private final class OverlapDetector: @unchecked Sendable {
    // @unchecked Sendable: every property is atomic.
    private let inside = Atomic<Bool>(false)
    let overlaps = Atomic<Int>(0)
    let count = Atomic<Int>(0)

    func on(_ event: Event<Int>) {
        if inside.exchange(true, ordering: .acquiring) {
            overlaps.add(1, ordering: .relaxed)
        }
        count.add(1, ordering: .relaxed)
        // Long enough for another thread to arrive if the operator let it through.
        for _ in 0..<100 { _ = count.load(ordering: .relaxed) }
        inside.store(false, ordering: .releasing)
    }
}

/// combineLatest, withLatestFrom, the merging and switching operators and scan, fed from many
/// threads while others subscribe and dispose. Run under ThreadSanitizer.
@Suite struct CombiningStressTests {
    static let threads = 8
    static let rounds = 1_000

    @Test func combineLatestSerialisesSourcesSentFromManyThreads() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let received = OverlapDetector()
        let subscription = Observable.combineLatest(first, second) { $0 + $1 }.subscribe(received.on)
        first.onNext(0)
        second.onNext(0)
        concurrently(threads: Self.threads) { thread in
            for round in 0..<Self.rounds {
                if thread % 2 == 0 {
                    first.onNext(round)
                } else {
                    second.onNext(round)
                }
            }
        }
        // One combination per element, each sent alone.
        #expect(received.count.load(ordering: .relaxed) == 1 + Self.threads * Self.rounds)
        #expect(received.overlaps.load(ordering: .relaxed) == 0)
        first.onCompleted()
        second.onCompleted()
        #expect(received.count.load(ordering: .relaxed) == 2 + Self.threads * Self.rounds)
        subscription.dispose()
    }

    @Test func combineLatestSurvivesConcurrentSubscribesDisposesAndCompletion() {
        for _ in 0..<50 {
            let sources = (0..<3).map { _ in BehaviorSubject(value: 0) }
            concurrently(threads: Self.threads) { thread in
                for round in 0..<40 {
                    switch thread % 4 {
                    case 0:
                        sources[round % 3].onNext(round)
                    case 1:
                        let received = Received()
                        Observable.combineLatest(sources).map { $0.reduce(0, +) }.subscribe(received.on).dispose()
                        #expect(received.snapshot.afterStop == 0)
                    case 2:
                        let received = Received()
                        Observable.combineLatest(sources[0], sources[1], sources[2]) { $0 + $1 + $2 }.subscribe(received.on).dispose()
                        #expect(received.snapshot.afterStop == 0)
                    default:
                        if round == 20 { sources[thread % 3].onCompleted() }
                    }
                }
            }
        }
    }

    @Test func withLatestFromReadsASecondSourceWrittenFromOtherThreads() {
        let taps = PublishSubject<Int>()
        let state = BehaviorSubject(value: 0)
        let received = Received()
        let subscription = taps.withLatestFrom(state) { tap, state in tap + state }.subscribe(received.on)
        concurrently(threads: Self.threads) { thread in
            for round in 0..<Self.rounds {
                if thread % 2 == 0 {
                    taps.onNext(round)
                } else {
                    state.onNext(round)
                }
            }
        }
        #expect(received.snapshot.elements.count == Self.threads / 2 * Self.rounds)
        #expect(received.snapshot.stops == 0)
        subscription.dispose()
        #expect(!taps.hasObservers && !state.hasObservers)
    }

    @Test func flatMapMergesInnerSequencesSendingFromManyThreads() {
        let inners = (0..<Self.threads).map { _ in PublishSubject<Int>() }
        let outer = PublishSubject<Int>()
        let received = Received()
        let overlaps = OverlapDetector()
        _ = outer.flatMap { inners[$0] }.subscribe(received.on)
        _ = outer.flatMap { inners[$0] }.subscribe(overlaps.on)
        for index in inners.indices { outer.onNext(index) }
        outer.onCompleted()
        concurrently(threads: Self.threads) { thread in
            for round in 0..<Self.rounds {
                inners[thread].onNext(round)
            }
            inners[thread].onCompleted()
        }
        let snapshot = received.snapshot
        #expect(snapshot.elements.count == Self.threads * Self.rounds)
        #expect(snapshot.stops == 1)
        #expect(snapshot.afterStop == 0)
        #expect(overlaps.overlaps.load(ordering: .relaxed) == 0)
    }

    @Test func mergeAndFlatMapFirstSurviveConcurrentSubscribesAndDisposes() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        concurrently(threads: Self.threads) { thread in
            for round in 0..<Self.rounds / 4 {
                switch thread % 4 {
                case 0: a.onNext(round)
                case 1: b.onNext(round)
                case 2:
                    let received = Received()
                    Observable.merge(a, b).subscribe(received.on).dispose()
                    #expect(received.snapshot.afterStop == 0)
                default:
                    let received = Received()
                    a.flatMapFirst { _ in b }.subscribe(received.on).dispose()
                    #expect(received.snapshot.afterStop == 0)
                }
            }
        }
        #expect(!a.hasObservers && !b.hasObservers)
    }

    @Test func flatMapLatestSwitchesWhileInnerSequencesSendFromOtherThreads() {
        let inners = (0..<4).map { _ in PublishSubject<Int>() }
        let outer = PublishSubject<Int>()
        let received = Received()
        let subscription = outer.flatMapLatest { inners[$0] }.subscribe(received.on)
        concurrently(threads: Self.threads) { thread in
            for round in 0..<Self.rounds {
                if thread == 0 {
                    outer.onNext(round % inners.count)
                } else {
                    inners[thread % inners.count].onNext(round)
                }
            }
        }
        #expect(received.snapshot.stops == 0)
        subscription.dispose()
        // Disposing leaves the source and whichever inner sequence was the latest.
        #expect(!outer.hasObservers)
        #expect(inners.allSatisfy { !$0.hasObservers })
    }

    @Test func flatMapLatestDisposedFromAnotherThreadWhileSwitching() {
        for _ in 0..<100 {
            let outer = PublishSubject<Int>()
            let inner = BehaviorSubject(value: 1)
            let received = Received()
            // A Sendable holder, so another thread can dispose it.
            let subscription = SingleAssignmentDisposable()
            subscription.setDisposable(outer.flatMapLatest { _ in inner }.scan(0) { $0 + $1 }.subscribe(received.on))
            concurrently(threads: 4) { thread in
                for round in 0..<50 {
                    switch thread {
                    case 0: outer.onNext(round)
                    case 1: inner.onNext(round)
                    case 2: if round == 25 { subscription.dispose() }
                    default: _ = inner.hasObservers
                    }
                }
            }
            #expect(received.snapshot.afterStop == 0)
            #expect(!outer.hasObservers && !inner.hasObservers)
        }
    }
}
