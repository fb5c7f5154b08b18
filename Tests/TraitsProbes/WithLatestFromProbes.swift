import RxRelay
import RxSwift
import BookgenSupport

func withLatestFromProbes() {
    example(of: "withLatestFrom reads the latest value at each tap") {
        let taps = PublishSubject<Void>()
        let text = PublishSubject<String>()
        _ = taps
            .do(onSubscribe: { print("subscribe taps") }, onDispose: { print("dispose taps") })
            .withLatestFrom(text.do(onSubscribe: { print("subscribe text") }, onDispose: { print("dispose text") }))
            .subscribe(onNext: { print("submit", $0) }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
        taps.onNext(())
        print("tapped before any text")
        text.onNext("a")
        text.onNext("ab")
        taps.onNext(())
        taps.onNext(())
        text.onCompleted()
        print("text completed")
        taps.onNext(())
        taps.onCompleted()
    }

    example(of: "withLatestFrom with a result selector") {
        let taps = PublishRelay<Int>()
        let state = BehaviorRelay(value: "idle")
        _ = taps.withLatestFrom(state) { tap, state in "tap \(tap) in \(state)" }.subscribe(onNext: { print($0) })
        taps.accept(1)
        state.accept("busy")
        taps.accept(2)
    }

    example(of: "withLatestFrom: errors") {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        _ = first.withLatestFrom(second) { $0 + $1 }.subscribe { print("second fails", $0) }
        second.onNext(10)
        first.onNext(1)
        second.onError(ProbeError.failed)
        first.onNext(2)
        let third = PublishSubject<Int>()
        _ = third.withLatestFrom(Observable.just(5)) { _, _ -> Int in throw ProbeError.failed }.subscribe { print("selector throws", $0) }
        third.onNext(1)
        let fourth = PublishSubject<Int>()
        _ = fourth.withLatestFrom(Observable.just("x")).subscribe { print("first fails", $0) }
        fourth.onNext(1)
        fourth.onError(ProbeError.failed)
        _ = Observable<Int>.error(ProbeError.failed).withLatestFrom(Observable<Int>.never()).subscribe { print("failing first", $0) }
    }

    example(of: "withLatestFrom: synchronous sources") {
        _ = Observable.of(1, 2, 3).withLatestFrom(Observable.of("a", "b")) { "\($0)\($1)" }.subscribe { print($0) }
        _ = Observable.of(1, 2).withLatestFrom(BehaviorSubject(value: "now")) { "\($0)\($1)" }.subscribe { print($0) }
    }

    example(of: "withLatestFrom: disposing mid-stream") {
        let first = PublishSubject<Int>()
        let second = BehaviorSubject(value: 0)
        let subscription = first.withLatestFrom(second).subscribe(onNext: { print($0) }, onDisposed: { print("disposed") })
        first.onNext(1)
        subscription.dispose()
        print("first has observers:", first.hasObservers, "second has observers:", second.hasObservers)
    }
}
