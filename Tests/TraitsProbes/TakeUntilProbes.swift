import RxRelay
import RxSwift
import BookgenSupport

func takeUntilProbes() {
    example(of: "take(until:) another sequence") {
        let source = PublishSubject<Int>()
        let stop = PublishSubject<String>()
        _ = source
            .do(onSubscribe: { print("subscribe source") }, onDispose: { print("dispose source") })
            .take(until: stop.do(onSubscribe: { print("subscribe stop") }, onDispose: { print("dispose stop") }))
            .subscribe(onNext: { print("next", $0) }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
        source.onNext(1)
        source.onNext(2)
        stop.onNext("now")
        source.onNext(3)
        stop.onNext("again")
    }

    example(of: "take(until:): the other sequence completes or fails") {
        let source = PublishSubject<Int>()
        let stop = PublishSubject<Void>()
        _ = source
            .take(until: stop.do(onDispose: { print("dispose stop") }))
            .subscribe { print("other completes", $0) }
        source.onNext(1)
        stop.onCompleted()
        source.onNext(2)
        source.onCompleted()

        let failing = PublishSubject<Void>()
        _ = source.take(until: failing).subscribe { print("after completion", $0) }
        let second = PublishSubject<Int>()
        _ = second.take(until: failing.asObservable()).subscribe { print("other fails", $0) }
        second.onNext(1)
        failing.onError(ProbeError.failed)
        second.onNext(2)
    }

    example(of: "take(until:): the source stops first") {
        let source = PublishSubject<Int>()
        let stop = PublishSubject<Void>()
        _ = source
            .take(until: stop.do(onDispose: { print("dispose stop") }))
            .subscribe { print("source fails", $0) }
        source.onNext(1)
        source.onError(ProbeError.failed)
        stop.onNext(())

        let completing = PublishSubject<Int>()
        _ = completing
            .take(until: stop.do(onDispose: { print("dispose stop again") }))
            .subscribe { print("source completes", $0) }
        completing.onCompleted()
    }

    example(of: "take(until:): the other sequence sends at once") {
        _ = Observable.of(1, 2)
            .do(onSubscribe: { print("subscribe source") }, onDispose: { print("dispose source") })
            .take(until: Observable.just("now"))
            .subscribe { print("just", $0) }
        _ = BehaviorSubject(value: 7)
            .take(until: Observable<Int>.error(ProbeError.failed))
            .subscribe { print("error at once", $0) }
        _ = Observable.of(1, 2)
            .take(until: Observable<Int>.empty())
            .subscribe { print("empty other", $0) }
        _ = Observable.of(1, 2)
            .take(until: Observable<Int>.never())
            .subscribe { print("never", $0) }
    }

    example(of: "take(until:): disposing") {
        let source = PublishSubject<Int>()
        let stop = PublishRelay<Void>()
        let subscription = source
            .do(onDispose: { print("dispose source") })
            .take(until: stop.do(onDispose: { print("dispose stop") }))
            .subscribe(onNext: { print("next", $0) }, onDisposed: { print("disposed") })
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        stop.accept(())
    }

    example(of: "take(until:) from inside an element") {
        let source = PublishSubject<Int>()
        let stop = PublishSubject<Void>()
        _ = source
            .take(until: stop)
            .subscribe(onNext: {
                print("next", $0)
                if $0 == 2 { stop.onNext(()) }
            }, onCompleted: { print("completed") })
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
    }

    example(of: "take(until:behavior:) and take(while:behavior:)") {
        _ = Observable.of(1, 2, 3, 4, 1).take(until: { $0 > 2 }).subscribe { print("exclusive", $0) }
        _ = Observable.of(1, 2, 3, 4, 1).take(until: { $0 > 2 }, behavior: .inclusive).subscribe { print("inclusive", $0) }
        _ = Observable.of(1, 2, 3, 4, 1).take(while: { $0 < 3 }).subscribe { print("while", $0) }
        _ = Observable.of(1, 2, 3, 4, 1).take(while: { $0 < 3 }, behavior: .inclusive).subscribe { print("while inclusive", $0) }
        _ = Observable.of(5, 6).take(until: { $0 > 2 }).subscribe { print("first stops", $0) }
        _ = Observable.of(1, 2).take(until: { $0 > 2 }).subscribe { print("never stops", $0) }
        _ = Observable.of(1, 2, 3)
            .do(onDispose: { print("source disposed") })
            .take(until: { value in
                if value == 2 { throw ProbeError.failed }
                return false
            })
            .subscribe { print("throws", $0) }
        let source = PublishSubject<Int>()
        _ = source.take(until: { $0 == 9 }).subscribe { print("source fails", $0) }
        source.onNext(1)
        source.onError(ProbeError.failed)
    }

    example(of: "take(until:) on an Infallible") {
        let values = PublishRelay<Int>()
        let stop = PublishRelay<Void>()
        _ = values.asInfallible().take(until: stop.asInfallible()).subscribe(onNext: { print("infallible", $0) }, onCompleted: { print("infallible completed") })
        values.accept(1)
        stop.accept(())
        values.accept(2)
        let other = PublishSubject<Void>()
        _ = values.asInfallible().take(until: other).subscribe(onNext: { print("observable other", $0) }, onCompleted: { print("observable other completed") })
        values.accept(3)
        other.onNext(())
        _ = Infallible.from([1, 2, 3, 1]).take(until: { $0 == 3 }, behavior: .inclusive).subscribe(onNext: { print("predicate", $0) }, onCompleted: { print("predicate completed") })
        _ = Infallible.from([1, 2, 3, 1]).take(while: { $0 < 2 }).subscribe(onNext: { print("while", $0) }, onCompleted: { print("while completed") })
    }
}
