import RxCocoa
import RxRelay
import RxSwift
import BookgenSupport

func infallibleProbes() {
    example(of: "asInfallible maps the error") {
        let subject = PublishSubject<Int>()
        _ = subject.asInfallible(onErrorJustReturn: -1)
            .subscribe(onNext: { print("just return", $0) }, onCompleted: { print("just return completed") }, onDisposed: { print("just return disposed") })
        _ = subject.asInfallible(onErrorFallbackTo: Infallible.of(7, 8))
            .subscribe(onNext: { print("fallback", $0) }, onCompleted: { print("fallback completed") })
        _ = subject.asInfallible(onErrorRecover: { error in
            print("recovering from", error)
            return Infallible.just(-2)
        })
        .subscribe(onNext: { print("recover", $0) })
        _ = subject.asInfallible(onErrorRecover: { _ in .empty() })
            .subscribe(onCompleted: { print("recover completed") })
        subject.onNext(1)
        subject.onError(ProbeError.failed)
        subject.onNext(2)
    }

    example(of: "Infallible subscribe forms") {
        final class Screen {
            let name = "screen"
        }
        var screen: Screen? = Screen()
        let relay = BehaviorRelay(value: 1)
        let infallible = relay.asInfallible()
        _ = infallible.subscribe { event in print("event", event) }
        _ = infallible.subscribe(with: screen!, onNext: { screen, value in print(screen.name, value) }, onDisposed: { _ in print("with disposed") })
        relay.accept(2)
        screen = nil
        relay.accept(3)
        _ = Infallible.of(1, 2).subscribe { print("of", $0) }
        _ = Infallible<Int>.empty().subscribe(onCompleted: { print("empty completed") }, onDisposed: { print("empty disposed") })
        _ = Infallible<Int>.never().subscribe(onNext: { print("never", $0) })
        _ = Infallible.just("just").subscribe(onNext: { print($0) })
        _ = Infallible.from([3, 4]).subscribe(onNext: { print("from array", $0) })
        _ = Infallible.from(5...6).subscribe(onNext: { print("from sequence", $0) })
        _ = Infallible.deferred { Infallible.just("deferred") }.subscribe(onNext: { print($0) })
    }

    example(of: "Infallible.create") {
        let infallible = Infallible<String>.create { observer in
            observer(.next("first"))
            observer(.completed)
            observer(.next("after completed"))
            return Disposables.create { print("create disposed") }
        }
        _ = infallible.subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
        print(InfallibleEvent.next(1).event, InfallibleEvent<Int>.completed.event)
    }

    example(of: "Infallible operators") {
        let relay = PublishRelay<Int>()
        let infallible = relay.asInfallible()
        _ = infallible.map { $0 * 10 }.filter { $0 > 10 }.compactMap { $0 == 30 ? nil : $0 }
            .subscribe(onNext: { print("map filter compactMap", $0) })
        _ = infallible.distinctUntilChanged().subscribe(onNext: { print("distinct", $0) })
        _ = infallible.distinctUntilChanged { $0 % 2 }.subscribe(onNext: { print("key", $0) })
        _ = infallible.distinctUntilChanged { $0 > $1 }.subscribe(onNext: { print("comparer", $0) })
        _ = infallible.scan(0) { $0 + $1 }.subscribe(onNext: { print("scan", $0) })
        _ = infallible.scan(into: [Int]()) { $0.append($1) }.subscribe(onNext: { print("scan into", $0) })
        _ = infallible.startWith(0).take(3).subscribe(onNext: { print("startWith take", $0) }, onCompleted: { print("taken") })
        _ = infallible.do(onNext: { print("do", $0) }).subscribe()
        for value in [1, 2, 2, 3] {
            relay.accept(value)
        }
    }

    example(of: "Infallible combining") {
        let a = BehaviorRelay(value: 1)
        let b = PublishRelay<String>()
        _ = Infallible.combineLatest(a.asInfallible(), b.asInfallible()).subscribe(onNext: { print("tuple", $0) })
        _ = Infallible.combineLatest(a.asInfallible(), b.asInfallible()) { "\($0)\($1)" }.subscribe(onNext: { print("selector", $0) })
        _ = Infallible.combineLatest([a.asInfallible(), a.asInfallible().map { $0 * 10 }]).subscribe(onNext: { print("collection", $0) })
        _ = b.asInfallible().withLatestFrom(a.asInfallible()).subscribe(onNext: { print("withLatestFrom", $0) })
        _ = b.asInfallible().withLatestFrom(a.asInfallible()) { "\($0)\($1)" }.subscribe(onNext: { print("withLatestFrom selector", $0) })
        _ = Infallible.merge(a.asInfallible(), b.asInfallible().map { _ in 0 }).subscribe(onNext: { print("merge", $0) })
        _ = Infallible.merge([a.asInfallible()]).subscribe(onNext: { print("merge array", $0) })
        _ = b.asInfallible().flatMap { _ in a.asInfallible() }.subscribe(onNext: { print("flatMap", $0) })
        _ = b.asInfallible().flatMapLatest { _ in a.asInfallible() }.subscribe(onNext: { print("flatMapLatest", $0) })
        _ = b.asInfallible().flatMapFirst { _ in Infallible.just(-1) }.subscribe(onNext: { print("flatMapFirst", $0) })
        _ = b.flatMapLatest { _ in a.asInfallible() }.subscribe(onNext: { print("Observable.flatMapLatest into Infallible", $0) })
        b.accept("x")
        a.accept(2)
    }

    example(of: "Infallible combineLatest of 3 to 8 sources") {
        let s = (0..<8).map { Infallible.just($0) }
        _ = Infallible.combineLatest(s[0], s[1], s[2]).subscribe(onNext: { print($0) })
        _ = Infallible.combineLatest(s[0], s[1], s[2]) { $0 + $1 + $2 }.subscribe(onNext: { print($0) })
        _ = Infallible.combineLatest(s[0], s[1], s[2], s[3]).subscribe(onNext: { print($0) })
        _ = Infallible.combineLatest(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 }.subscribe(onNext: { print($0) })
        _ = Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]).subscribe(onNext: { print($0) })
        _ = Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).subscribe(onNext: { print($0) })
        _ = Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).subscribe(onNext: { print($0) })
        _ = Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).subscribe(onNext: { print($0) })
        _ = Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            .subscribe(onNext: { print($0) })
    }

    example(of: "Infallible share, bind and asDriver") {
        let relay = PublishRelay<Int>()
        let shared = relay.asInfallible().do(onSubscribe: { print("subscribed once") }).share(replay: 1)
        _ = shared.bind(onNext: { print("A", $0) })
        relay.accept(1)
        _ = shared.bind(onNext: { print("B", $0) })
        let target = BehaviorRelay(value: 0)
        let optionalTarget = PublishRelay<Int?>()
        _ = optionalTarget.subscribe(onNext: { print("optional", $0 as Any) })
        _ = shared.bind(to: target)
        _ = shared.bind(to: optionalTarget)
        let subject = PublishSubject<Int>()
        _ = subject.subscribe { print("subject", $0) }
        _ = shared.bind(to: subject)
        relay.accept(2)
        print("target", target.value)
        _ = shared.asDriver().drive(onNext: { print("driver", $0) })
        _ = Driver.just(5).asInfallible().subscribe(onNext: { print("from a driver", $0) })
        let taps = PublishRelay<Void>()
        _ = ControlEvent(events: taps).asInfallible().subscribe(onNext: { print("tap") })
        taps.accept(())
    }
}
