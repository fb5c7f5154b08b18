import RxSubjects
import RxTesting
import Testing

/// Hot and cold test observables, the recording observer, `start`, and the printed forms, against
/// what RxTest 6.10.2 gives for the same code (the probes of scripts/compare-traits).
@Suite struct TestableObservableTests {
    private enum Failure: Swift.Error {
        case boom
    }

    @Test func startCreatesAt100SubscribesAt200AndDisposesAt1000() {
        let scheduler = TestScheduler(initialClock: 0)
        let times = Log()
        let observer = scheduler.start { () -> Observable<Int> in
            times.append("created@\(scheduler.clock)")
            return Observable<Int>.never().do(
                onSubscribe: { times.append("subscribed@\(scheduler.clock)") },
                onDispose: { times.append("disposed@\(scheduler.clock)") }
            )
        }
        #expect(times.lines == ["created@100", "subscribed@200", "disposed@1000"])
        #expect(observer.events.isEmpty)
    }

    @Test func aHotObservableSendsAtAbsoluteTimesToWhoeverListens() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300), .next(310, 4)])
        let observer = scheduler.start { xs.map { $0 * 10 } }
        #expect(observer.events == [.next(210, 20), .next(220, 30), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(xs.recordedEvents.count == 5)
    }

    @Test func aColdObservableCountsFromEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { subscriptions.append(xs.subscribe(first)) }
        scheduler.scheduleAt(115) { subscriptions.append(xs.subscribe(second)) }
        scheduler.scheduleAt(130) { subscriptions[1].dispose() }
        scheduler.start()
        #expect(first.events == [.next(110, "a"), .next(120, "b"), .completed(130)])
        #expect(second.events == [.next(125, "a")])
        #expect(xs.subscriptions == [Subscription(100), Subscription(115, 130)])
    }

    @Test func aDisposedHotSubscriptionStopsReceiving() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(500, 2)])
        let observer = scheduler.start(disposed: 400) { xs }
        #expect(observer.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @Test func startWithCustomTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .next(5, 2), .next(50, 3)])
        let observer = scheduler.start(created: 10, subscribed: 20, disposed: 40) { xs }
        #expect(observer.events == Recorded.events(.next(20, 1), .next(25, 2)))
        #expect(xs.subscriptions == [Subscription(20, 40)])
    }

    @Test func errorsAreRecordedAndCompareByDescription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, Failure.boom)])
        let observer = scheduler.start { xs }
        #expect(observer.events == [.next(210, 1), .error(250, Failure.boom)])
        #expect(observer.events != [.next(210, 1), .error(250, RxError.timeout)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func printedForms() {
        #expect("\(Recorded.next(210, "a"))" == "next(a) @ 210")
        #expect("\(Recorded.completed(300, Int.self))" == "completed @ 300")
        #expect("\(Recorded.error(400, Failure.boom, Int.self))" == "error(boom) @ 400")
        #expect("\([Recorded.next(210, 1), .completed(220)])" == "[next(1) @ 210, completed @ 220]")
        #expect("\(Subscription(200, 1000))" == "(200: 1000)")
        #expect("\([Subscription(200)])" == "[(200: Infinity)]")
        #expect(Subscription(200) == Subscription(200, Int.max))
    }

    @Test func eventsCompareAsRxTestCompares() {
        #expect(Event.next(1) == Event.next(1))
        #expect(Event.next(1) != Event.next(2))
        #expect(Event<Int>.completed == .completed)
        #expect(Event<Int>.completed != .next(1))
        #expect(Event<Int>.error(Failure.boom) == .error(Failure.boom))
        #expect(Event<Int>.error(Failure.boom) != .error(RxError.noElements))
    }

    @Test func subjectsRecordTheClockOfEachEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: "initial")
        let observer = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(5) { subject.subscribe(observer).disposed(by: bag) }
        scheduler.scheduleAt(10) { subject.onNext("a") }
        scheduler.scheduleAt(20) { subject.onCompleted() }
        scheduler.start()
        #expect(observer.events == [.next(5, "initial"), .next(10, "a"), .completed(20)])
    }

    @Test func observeOnTheTestSchedulerDeliversATickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let observer = scheduler.start { xs.observe(on: scheduler) }
        #expect(observer.events == [.next(211, 1), .completed(231)])
    }

    @Test func subscribeOnDisposesTheSourceThroughTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(observer.events == [.next(211, 1), .completed(221)])
        // Subscribed a tick after 200, disposed a tick after the completion, as RxSwift does.
        #expect(xs.subscriptions == [Subscription(201, 222)])
    }
}
