import Dispatch
import RxBlockingCalls
@testable import RxCocoaTraits
import RxSubjects
import RxTesting
import Testing

/// debounce and delay tick by tick on a TestScheduler; the expected events are what RxSwift 6.10.2
/// gives for the same sources (the probes of scripts/compare-traits).
@Suite struct DebounceDelayTests {
    private enum Failure: Swift.Error {
        case boom
    }

    @Test func debounceSendsTheLastElementOfEachBurst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(215, 2), .next(230, 3), .next(231, 4), .next(250, 5), .completed(305),
        ])
        let observer = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        #expect(observer.events == [.next(225, 2), .next(241, 4), .next(260, 5), .completed(305)])
        #expect(xs.subscriptions == [Subscription(200, 305)])
    }

    @Test func debounceSendsAWaitingElementBeforeCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(305)])
        let observer = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        #expect(observer.events == [.next(220, 1), .next(305, 2), .completed(305)])
    }

    @Test func debounceDropsAWaitingElementAtAnErrorOrDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .error(255, Failure.boom)])
        #expect(scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }.events
            == [.next(220, 1), .error(255, Failure.boom)])
        let disposing = TestScheduler(initialClock: 0)
        let ys = disposing.createHotObservable([.next(210, 1), .next(395, 2)])
        #expect(disposing.start(disposed: 400) { ys.debounce(.seconds(10), scheduler: disposing) }.events == [.next(220, 1)])
    }

    @Test func debounceMeasuresInTheResolutionsUnits() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let typed = scheduler.createHotObservable([
            .next(300, "r"), .next(400, "rx"), .next(500, "rxs"), .next(1200, "rxsw"), .next(1300, "rxswift"), .completed(3000),
        ])
        let observer = scheduler.start(disposed: 5000) { typed.debounce(.milliseconds(500), scheduler: scheduler) }
        #expect(observer.events == [.next(1000, "rxs"), .next(1800, "rxswift"), .completed(3000)])
    }

    @Test func infallibleDebounce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .error(240, Failure.boom)])
        let observer = scheduler.start { xs.asInfallible(onErrorJustReturn: 99).debounce(.seconds(5), scheduler: scheduler) }
        #expect(observer.events == [.next(217, 2), .next(240, 99), .completed(240)])
    }

    @Test func delayShiftsElementsAndCompletedButEndsTheSourceAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(215, 2), .next(230, 3), .completed(240)])
        let observer = scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.next(230, 1), .next(235, 2), .next(250, 3), .completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test func delaySendsEventsOfTheSameTimeOneTickApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .next(211, 4), .next(300, 5), .completed(300)])
        let observer = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        #expect(observer.events == [.next(220, 1), .next(221, 2), .next(222, 3), .next(223, 4), .next(310, 5), .completed(311)])
        let noDelay = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let ys = noDelay.createHotObservable([.next(210, 1), .next(210, 2), .next(211, 3), .completed(212)])
        #expect(noDelay.start { ys.delay(.seconds(10), scheduler: noDelay) }.events
            == [.next(220, 1), .next(220, 2), .next(221, 3), .completed(222)])
    }

    @Test func delaySendsAnErrorAtOnceAndDropsWhatWaits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(225, Failure.boom)])
        let observer = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        #expect(observer.events == [.next(220, 1), .error(225, Failure.boom)])
        #expect(xs.subscriptions == [Subscription(200, 225)])
    }

    @Test func delayDisposedBeforeTheEventsAreDueSendsNothingMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(295, 2), .next(350, 3)])
        let observer = scheduler.start(disposed: 300) { xs.delay(.seconds(10), scheduler: scheduler) }
        #expect(observer.events == [.next(220, 1)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func delayOfAColdObservableInMilliseconds() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let ys = scheduler.createColdObservable([.next(100, "a"), .next(150, "b"), .next(400, "c"), .completed(450)])
        let observer = scheduler.start(disposed: 2000) { ys.delay(.milliseconds(300), scheduler: scheduler) }
        #expect(observer.events == [.next(600, "a"), .next(650, "b"), .next(900, "c"), .completed(950)])
        #expect(ys.subscriptions == [Subscription(200, 650)])
    }

    @Test func sharedSequenceDebounceAndDelayTimeOnTheStrategysScheduler() {
        // A strategy of its own, not `SharingScheduler.mock`, which would reach the other suites'
        // Drivers while the tests run in parallel.
        let scheduler = VirtualStrategy.testScheduler
        let query = scheduler.createHotObservable([.next(210, "r"), .next(212, "rx"), .next(240, "rxs"), .completed(300)])
        let observer = scheduler.start {
            let shared = SharedSequence<VirtualStrategy, String>(raw: query.asObservable())
            return shared.debounce(.seconds(5)).delay(.seconds(10))
        }
        #expect(observer.events == [.next(227, "rx"), .next(255, "rxs"), .completed(310)])
    }

    @Test func delayAndDebounceOnARealScheduler() throws {
        let background = SerialDispatchQueueScheduler(qos: .default)
        let started = DispatchTime.now()
        #expect(try Observable.of(1, 2, 3).delay(.milliseconds(50), scheduler: background).toBlocking(timeout: 5).toArray() == [1, 2, 3])
        #expect(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds >= 50_000_000)
        #expect(try Observable.of(1, 2, 3).debounce(.milliseconds(10), scheduler: background).toBlocking(timeout: 5).toArray() == [3])
    }
}

/// Shares nothing and times on a TestScheduler of its own.
private enum VirtualStrategy: SharingStrategyProtocol {
    static let testScheduler = TestScheduler(initialClock: 0)

    static var scheduler: SchedulerType {
        testScheduler
    }

    static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source
    }
}
