import Dispatch
import RxBlocking
import RxCocoa
import RxSwift
import RxTest
import BookgenSupport

/// debounce and delay under virtual time (every tick of their timing shows), and on real schedulers
/// where only the result is certain.
func debounceDelayProbes() {
    example(of: "debounce under virtual time") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(215, 2), .next(230, 3), .next(231, 4),
            .next(250, 5), .next(300, 6), .completed(305),
        ])
        print(scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }.events)
        print(xs.subscriptions)
    }

    example(of: "debounce: what waits at an error, at disposal, with no wait") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .error(255, ProbeError.failed)])
        print(scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }.events, xs.subscriptions)
        let disposing = TestScheduler(initialClock: 0)
        let ys = disposing.createHotObservable([.next(210, 1), .next(395, 2), .next(420, 3)])
        print(disposing.start(disposed: 400) { ys.debounce(.seconds(10), scheduler: disposing) }.events, ys.subscriptions)
        for delay in [true, false] {
            let zero = TestScheduler(initialClock: 0, simulateProcessingDelay: delay)
            let zs = zero.createHotObservable([.next(210, 1), .next(210, 2), .next(220, 3), .completed(230)])
            print(delay, zero.start { zs.debounce(.seconds(0), scheduler: zero) }.events)
        }
    }

    example(of: "debounce in milliseconds at a millisecond resolution") {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let typed = scheduler.createHotObservable([
            .next(300, "r"), .next(400, "rx"), .next(500, "rxs"), .next(1200, "rxsw"), .next(1300, "rxswift"),
            .completed(3000),
        ])
        print(scheduler.start(disposed: 5000) { typed.debounce(.milliseconds(500), scheduler: scheduler) }.events)
        let cold = TestScheduler(initialClock: 0)
        let letters = cold.createColdObservable([.next(0, "a"), .next(3, "b"), .next(20, "c"), .completed(21)])
        print(cold.start { letters.debounce(.seconds(5), scheduler: cold) }.events, letters.subscriptions)
    }

    example(of: "Infallible debounce") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(230, 3), .error(240, ProbeError.failed)])
        let infallible = xs.asInfallible(onErrorJustReturn: 99)
        print(scheduler.start { infallible.debounce(.seconds(5), scheduler: scheduler) }.events)
    }

    example(of: "delay under virtual time") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(215, 2), .next(230, 3), .completed(240),
        ])
        print(scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }.events)
        print(xs.subscriptions)
    }

    example(of: "delay: events at the same time, one tick apart") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(210, 2), .next(210, 3), .next(211, 4), .next(300, 5), .completed(300),
        ])
        print(scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }.events)
        let noDelay = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let ys = noDelay.createHotObservable([.next(210, 1), .next(210, 2), .next(211, 3), .completed(212)])
        print(noDelay.start { ys.delay(.seconds(10), scheduler: noDelay) }.events)
    }

    example(of: "delay: an error is not delayed") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(225, ProbeError.failed)])
        print(scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }.events, xs.subscriptions)
        let later = TestScheduler(initialClock: 0)
        let ys = later.createHotObservable([.next(210, 1), .error(240, ProbeError.failed)])
        print(later.start { ys.delay(.seconds(10), scheduler: later) }.events, ys.subscriptions)
    }

    example(of: "delay: disposed before the events are due") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(295, 2), .next(350, 3)])
        print(scheduler.start(disposed: 300) { xs.delay(.seconds(10), scheduler: scheduler) }.events, xs.subscriptions)
    }

    example(of: "delay in milliseconds, rounded to ticks") {
        let coarse = TestScheduler(initialClock: 0)
        let xs = coarse.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        print(coarse.start { xs.delay(.milliseconds(1500), scheduler: coarse) }.events)
        let fine = TestScheduler(initialClock: 0, resolution: 0.001)
        let ys = fine.createColdObservable([.next(100, "a"), .next(150, "b"), .next(400, "c"), .completed(450)])
        print(fine.start(disposed: 2000) { ys.delay(.milliseconds(300), scheduler: fine) }.events, ys.subscriptions)
        let zero = TestScheduler(initialClock: 0)
        let zs = zero.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        print(zero.start { zs.delay(.seconds(0), scheduler: zero) }.events)
    }

    example(of: "delay, then debounce, then delay") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(240, 3), .next(241, 4), .completed(260)])
        let observer = scheduler.start {
            xs.delay(.seconds(5), scheduler: scheduler)
                .debounce(.seconds(3), scheduler: scheduler)
                .delay(.seconds(1), scheduler: scheduler)
        }
        print(observer.events, xs.subscriptions)
    }

    example(of: "Driver and Signal debounce and delay on a mocked SharingScheduler") {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let query = scheduler.createHotObservable([
                .next(210, "r"), .next(212, "rx"), .next(240, "rxs"), .error(300, ProbeError.failed),
            ])
            let debounced = scheduler.start { query.asDriver(onErrorJustReturn: "failed").debounce(.seconds(5)) }
            print(debounced.events, query.subscriptions)
        }
        let other = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: other) {
            let taps = other.createHotObservable([.next(210, 1), .next(210, 2), .next(250, 3), .completed(260)])
            let delayed = other.start { taps.asSignal(onErrorJustReturn: 0).delay(.seconds(10)) }
            print(delayed.events, taps.subscriptions)
        }
    }

    example(of: "debounce and delay on real schedulers") {
        let background = SerialDispatchQueueScheduler(qos: .default)
        print(try! Observable.of(1, 2, 3).debounce(.milliseconds(20), scheduler: background).toBlocking().toArray())
        print(try! Observable.of(1, 2, 3).delay(.milliseconds(20), scheduler: background).toBlocking().toArray())
        print(try! Observable.of(1, 2, 3).delay(.milliseconds(20), scheduler: MainScheduler.instance).toBlocking().toArray())
        print(try! Observable.of(1, 2, 3).debounce(.milliseconds(20), scheduler: MainScheduler.instance).toBlocking().toArray())
        let start = DispatchTime.now()
        _ = try! Observable.just(1).delay(.milliseconds(100), scheduler: background).toBlocking().first()
        print("waited at least 100 ms:", DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds >= 100_000_000)
    }
}
