import Foundation
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import BookgenSupport

/// What RxTest's printed forms, TestScheduler's timings and the test observables' subscription
/// records are: the testing chapter prints all of them.
func virtualTimeProbes() {
    example(of: "Recorded, Event and Subscription print") {
        print(Recorded.next(210, "a"))
        print(Recorded.completed(300, Int.self))
        print(Recorded.error(400, ProbeError.failed, Int.self))
        print(Recorded(time: 5, value: 7))
        print([Recorded.next(210, 1), .completed(220)])
        print(Recorded.events(.next(210, "x"), .next(220, "y"), .completed(230)))
        print(Subscription(200))
        print(Subscription(200, 1000))
        print([Subscription(200, 300), Subscription(400)])
        let recorded = Recorded.next(210, 1)
        print(recorded.time, recorded.value)
        let subscription = Subscription(200, 300)
        print(subscription.subscribe, subscription.unsubscribe, Subscription(200).unsubscribe == Int.max)
        debugPrint(Recorded.next(210, "a"))
        print("\(Subscription(1, 2))")
        print(String(describing: Recorded.next(1, 1.5)))
    }

    example(of: "Recorded, Event and Subscription compare") {
        print(Subscription(200) == Subscription(200, Int.max), Subscription(200, 300) == Subscription(200, 301))
        print(Set([Subscription(1, 2), Subscription(1, 2), Subscription(3)]).count)
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
        print(events == Recorded.events(.next(210, 1), .completed(300)))
        print(events == [.next(210, 1), .completed(301)])
        print(Event.next(1) == Event.next(1), Event.next(1) == Event.next(2), Event<Int>.completed == Event.completed)
        print(Event<Int>.error(ProbeError.failed) == Event.error(ProbeError.failed))
        print(Event<Int>.error(ProbeError.failed) == Event.error(RxError.timeout))
        print(Event<Int>.error(RxError.timeout) == Event.error(RxError.timeout))
        print(Event<Int?>.next(nil) == Event.next(nil), Recorded(time: 1, value: "a") == Recorded(time: 1, value: "a"))
    }

    example(of: "start with a hot observable") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300),
        ])
        let observer = scheduler.start { xs.map { $0 * 10 } }
        print(observer.events)
        print(xs.subscriptions)
        print(xs.recordedEvents)
        print(scheduler.clock)
    }

    example(of: "start with a cold observable") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let observer = scheduler.start { xs.asObservable() }
        print(observer.events)
        print(xs.subscriptions)
        print(scheduler.clock)
    }

    example(of: "start disposes at 1000, or when told") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(500, 2), .next(1100, 3)])
        print(scheduler.start { xs }.events, xs.subscriptions)
        let early = TestScheduler(initialClock: 0)
        let ys = early.createHotObservable([.next(210, 1), .next(500, 2), .next(1100, 3)])
        print(early.start(disposed: 400) { ys }.events, ys.subscriptions)
        let custom = TestScheduler(initialClock: 0)
        let zs = custom.createColdObservable([.next(0, "now"), .next(5, "soon"), .next(50, "late")])
        print(custom.start(created: 10, subscribed: 20, disposed: 40) { zs }.events, zs.subscriptions)
        print(TestScheduler.Defaults.created, TestScheduler.Defaults.subscribed, TestScheduler.Defaults.disposed)
    }

    example(of: "start with a sequence made at created") {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { () -> Observable<Int> in
            print("created at", scheduler.clock)
            return Observable.of(1, 2).do(onSubscribe: { print("subscribed at", scheduler.clock) })
        }
        print(observer.events)
    }

    example(of: "errors are recorded and stop the subscription") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, ProbeError.failed), .next(260, 2)])
        let observer = scheduler.start { xs.filter { $0 > 0 } }
        print(observer.events)
        print(xs.subscriptions)
        print(observer.events.map(\.time), observer.events.map { $0.value.isStopEvent })
    }

    example(of: "two subscribers of a hot and of a cold observable") {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable([.next(100, 1), .next(200, 2), .next(300, 3), .completed(400)])
        let cold = scheduler.createColdObservable([.next(50, "a"), .next(100, "b"), .completed(150)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let third = scheduler.createObserver(String.self)
        let fourth = scheduler.createObserver(String.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(150) {
            subscriptions.append(hot.subscribe(first))
            subscriptions.append(cold.subscribe(third))
        }
        scheduler.scheduleAt(250) {
            subscriptions.append(hot.subscribe(second))
            subscriptions.append(cold.subscribe(fourth))
        }
        scheduler.scheduleAt(320) { subscriptions[0].dispose() }
        scheduler.scheduleAt(330) { subscriptions[3].dispose() }
        scheduler.start()
        print(first.events)
        print(second.events)
        print(third.events)
        print(fourth.events)
        print(hot.subscriptions)
        print(cold.subscriptions)
    }

    example(of: "scheduleAt, advanceTo, sleep, stop") {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.scheduleAt(10) { print("at 10, clock", scheduler.clock) }
        scheduler.scheduleAt(30) { print("at 30, clock", scheduler.clock) }
        scheduler.scheduleAt(20) { print("at 20, clock", scheduler.clock) }
        scheduler.scheduleAt(20) { print("at 20 again, clock", scheduler.clock) }
        scheduler.advanceTo(25)
        print("advanced to", scheduler.clock)
        scheduler.sleep(10)
        print("slept to", scheduler.clock)
        scheduler.scheduleAt(5) { print("at 5, late, clock", scheduler.clock) }
        scheduler.scheduleAt(50) {
            print("at 50, stopping")
            scheduler.stop()
        }
        scheduler.scheduleAt(60) { print("at 60, clock", scheduler.clock) }
        scheduler.start()
        print("stopped at", scheduler.clock)
        scheduler.start()
        print("ran out at", scheduler.clock)
        scheduler.advanceTo(40)
        print("advanced back to", scheduler.clock)
        print(scheduler.now)
    }

    example(of: "schedule and scheduleRelative on a TestScheduler") {
        for delay in [true, false] {
            let scheduler = TestScheduler(initialClock: 100, simulateProcessingDelay: delay)
            _ = scheduler.schedule("now") { value in
                print(delay, value, scheduler.clock)
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative("in 5 s", dueTime: .seconds(5)) { value in
                print(delay, value, scheduler.clock)
                _ = scheduler.schedule("nested now") { value in
                    print(delay, value, scheduler.clock)
                    return Disposables.create()
                }
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative("in 400 ms", dueTime: .milliseconds(400)) { value in
                print(delay, value, scheduler.clock)
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative("in 1600 ms", dueTime: .milliseconds(1600)) { value in
                print(delay, value, scheduler.clock)
                return Disposables.create()
            }
            let cancelled = scheduler.scheduleRelative("cancelled", dueTime: .seconds(1)) { value in
                print(delay, value, scheduler.clock)
                return Disposables.create()
            }
            cancelled.dispose()
            _ = scheduler.scheduleRelativeVirtual("virtual 0", dueTime: 0) { value in
                print(delay, value, scheduler.clock)
                return Disposables.create()
            }
            _ = scheduler.scheduleAbsoluteVirtual("absolute 103", time: 103) { value in
                print(delay, value, scheduler.clock)
                return Disposables.create()
            }
            scheduler.start()
        }
    }

    example(of: "a TestScheduler with a resolution of a millisecond") {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(300)) { _ in
            print("300 ms at", scheduler.clock)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
            print("2 s at", scheduler.clock)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .microseconds(2500)) { _ in
            print("2500 µs at", scheduler.clock)
            return Disposables.create()
        }
        scheduler.start()
        print(scheduler.now)
    }

    example(of: "observe(on:) and subscribe(on:) a TestScheduler") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        print(scheduler.start { xs.observe(on: scheduler) }.events)
        print(xs.subscriptions)
        let other = TestScheduler(initialClock: 0)
        let ys = other.createColdObservable([.next(10, 1), .completed(20)])
        print(other.start { ys.subscribe(on: other) }.events)
        print(ys.subscriptions)
    }

    example(of: "subjects driven by virtual time") {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<String>()
        let behavior = BehaviorSubject(value: "initial")
        let relay = BehaviorRelay(value: 0)
        let observer = scheduler.createObserver(String.self)
        let behaviorObserver = scheduler.createObserver(String.self)
        let relayObserver = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(0) {
            subject.subscribe(observer).disposed(by: bag)
            relay.asObservable().subscribe(relayObserver).disposed(by: bag)
        }
        scheduler.scheduleAt(10) { subject.onNext("a"); relay.accept(1) }
        scheduler.scheduleAt(15) { behavior.subscribe(behaviorObserver).disposed(by: bag) }
        scheduler.scheduleAt(20) { subject.onNext("b"); behavior.onNext("b") }
        scheduler.scheduleAt(30) { subject.onCompleted(); relay.accept(2) }
        scheduler.start()
        print(observer.events)
        print(behaviorObserver.events)
        print(relayObserver.events)
    }

    example(of: "operators under virtual time: subscriptions end where they stop") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        print(scheduler.start { xs.take(2) }.events, xs.subscriptions)
        let s2 = TestScheduler(initialClock: 0)
        let a = s2.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let b = s2.createHotObservable([.next(220, "x"), .next(240, "y"), .completed(260)])
        print(s2.start { Observable.combineLatest(a, b) { "\($0)\($1)" } }.events, a.subscriptions, b.subscriptions)
        let s3 = TestScheduler(initialClock: 0)
        let c = s3.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let d = s3.createHotObservable([.next(220, "x"), .next(240, "y"), .completed(260)])
        print(s3.start { c.withLatestFrom(d) { "\($0)\($1)" } }.events, c.subscriptions, d.subscriptions)
        let s4 = TestScheduler(initialClock: 0)
        let outer = s4.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)])
        let inner = s4.createColdObservable([.next(10, "a"), .next(60, "b"), .completed(70)])
        print(s4.start { outer.flatMapLatest { n in inner.map { "\(n)\($0)" } } }.events, outer.subscriptions, inner.subscriptions)
        let s5 = TestScheduler(initialClock: 0)
        let e = s5.createHotObservable([.next(210, 1), .next(220, 1), .next(230, 2), .error(240, ProbeError.failed)])
        print(s5.start { e.distinctUntilChanged().scan(0, accumulator: +).startWith(-1) }.events, e.subscriptions)
        let s6 = TestScheduler(initialClock: 0)
        let f = s6.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        print(s6.start { f.flatMap { n in Observable.of(n, n * 10) } }.events, f.subscriptions)
        let s7 = TestScheduler(initialClock: 0)
        let g = s7.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let shared = g.share(replay: 1)
        let late = s7.createObserver(Int.self)
        s7.scheduleAt(225) { _ = shared.subscribe(late) }
        print(s7.start { shared }.events, late.events, g.subscriptions)
    }

    example(of: "a Driver on a mocked SharingScheduler") {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, ProbeError.failed)])
            let observer = scheduler.start { xs.asDriver(onErrorJustReturn: -1).map { $0 * 2 } }
            print(observer.events)
            print(xs.subscriptions)
        }
    }

    example(of: "XCTAssertEqual on recorded events prints where they differ") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.start { xs }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
        print("equal: nothing printed")
        XCTAssertEqual(observer.events, [.next(210, 1), .next(221, 2)])
        XCTAssertEqual(observer.events.map(\.value), [.next(1), .next(3), .completed, .completed])
        XCTAssertEqual([Event<Int>.error(ProbeError.failed)], [.error(ProbeError.failed)])
        XCTAssertRecordedElements(Array(observer.events.prefix(2)), [1, 2])
        XCTAssertRecordedElements(Array(observer.events.prefix(2)), [1, 3, 4])
        XCTAssertRecordedElements(observer.events, [1, 2])
        print("done")
    }
}
