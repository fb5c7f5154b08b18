import RxSwift
import BookgenSupport

func operatorProbes() {
    example(of: "share() with two subscribers") {
        let subject = PublishSubject<Int>()
        let shared = subject.do(onSubscribe: { print("subscribe") }, onDispose: { print("dispose") }).share()
        let first = shared.subscribe { print("A", $0) }
        subject.onNext(1)
        let second = shared.subscribe { print("B", $0) }
        subject.onNext(2)
        first.dispose()
        second.dispose()
        _ = shared.subscribe { print("C", $0) }
        subject.onNext(3)
        subject.onCompleted()
        _ = shared.subscribe { print("D", $0) }
    }

    example(of: "share(replay: 1) and share(replay: 2) while connected") {
        for replay in [1, 2] {
            let subject = PublishSubject<Int>()
            let shared = subject.share(replay: replay)
            let first = shared.subscribe { print(replay, "A", $0) }
            subject.onNext(1)
            subject.onNext(2)
            _ = shared.subscribe { print(replay, "B", $0) }
            subject.onCompleted()
            first.dispose()
            _ = shared.subscribe { print(replay, "C", $0) }
        }
    }

    example(of: "share(replay:scope: .forever)") {
        for replay in [0, 1] {
            let subject = PublishSubject<Int>()
            let shared = subject.share(replay: replay, scope: .forever)
            let first = shared.subscribe { print(replay, "A", $0) }
            subject.onNext(1)
            first.dispose()
            _ = shared.subscribe { print(replay, "B", $0) }
            subject.onNext(2)
            subject.onCompleted()
            _ = shared.subscribe { print(replay, "C", $0) }
        }
    }

    example(of: "share of a cold source") {
        let source = Observable.range(start: 1, count: 3).do(onSubscribe: { print("subscribe") })
        let replayed = source.share(replay: 1, scope: .forever)
        _ = replayed.subscribe { print("A", $0) }
        _ = replayed.subscribe { print("B", $0) }
        let whileConnected = source.share(replay: 1)
        _ = whileConnected.subscribe { print("C", $0) }
        _ = whileConnected.subscribe { print("D", $0) }
    }

    example(of: "publish, connect, refCount") {
        let subject = PublishSubject<String>()
        let published = subject.publish()
        _ = published.subscribe { print("A", $0) }
        subject.onNext("before connect")
        let connection = published.connect()
        subject.onNext("connected")
        connection.dispose()
        subject.onNext("after disconnect")
        let replayed = subject.replay(1).refCount()
        let first = replayed.subscribe { print("B", $0) }
        subject.onNext("x")
        _ = replayed.subscribe { print("C", $0) }
        first.dispose()
        let all = Observable.of(1, 2).replayAll()
        _ = all.subscribe { print("D", $0) }
        _ = all.connect()
        _ = all.subscribe { print("E", $0) }
    }

    example(of: "map, filter and errors thrown by closures") {
        _ = Observable.of(1, 2, 3, 4)
            .map { value -> Int in
                if value == 4 { throw ProbeError.failed }
                return value * 10
            }
            .filter { $0 != 20 }
            .subscribe { print($0) }
    }

    example(of: "compactMap") {
        _ = Observable.of("1", "x", "3")
            .compactMap { Int($0) }
            .subscribe { print($0) }
        _ = Observable.of(1, 2)
            .compactMap { value -> Int? in
                if value == 2 { throw ProbeError.failed }
                return nil
            }
            .subscribe { print("throwing", $0) }
    }

    example(of: "distinctUntilChanged forms") {
        let values = Observable.of(1, 1, 2, 2, 3, 1)
        _ = values.distinctUntilChanged().subscribe(onNext: { print("plain", $0) })
        _ = values.distinctUntilChanged { $0 % 2 }.subscribe(onNext: { print("key", $0) })
        _ = values.distinctUntilChanged { $0 >= $1 }.subscribe(onNext: { print("comparer", $0) })
        _ = values.distinctUntilChanged({ "\($0)" }, comparer: { $0 == $1 }).subscribe(onNext: { print("key and comparer", $0) })
        _ = Observable.of("a", "b", "cc", "dd", "e").distinctUntilChanged(at: \.count).subscribe(onNext: { print("key path", $0) })
    }

    example(of: "startWith, take, skip") {
        _ = Observable.of(3, 4, 5).startWith(1, 2).take(4).skip(1).subscribe { print($0) }
        _ = Observable.of(1).take(0).subscribe { print("take 0", $0) }
    }

    example(of: "catch and catchAndReturn") {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(ProbeError.failed)
            return Disposables.create { print("failing disposed") }
        }
        _ = failing.catchAndReturn(0).subscribe { print("and return", $0) }
        _ = failing.catch { _ in Observable.of(7, 8) }.subscribe { print("catch", $0) }
        _ = failing.catch { error in throw error }.subscribe { print("rethrow", $0) }
    }

    example(of: "do with every closure") {
        _ = Observable.of("x")
            .do(
                onNext: { print("onNext", $0) },
                afterNext: { print("afterNext", $0) },
                onError: { print("onError", $0) },
                afterError: { print("afterError", $0) },
                onCompleted: { print("onCompleted") },
                afterCompleted: { print("afterCompleted") },
                onSubscribe: { print("onSubscribe") },
                onSubscribed: { print("onSubscribed") },
                onDispose: { print("onDispose") }
            )
            .subscribe { print("event", $0) }
        _ = Observable<Int>.error(ProbeError.failed)
            .do(onError: { print("onError", $0) }, afterError: { _ in throw ProbeError.failed })
            .subscribe { print("event", $0) }
        _ = Observable.of(1, 2)
            .do(onNext: { if $0 == 2 { throw ProbeError.failed } })
            .subscribe { print("throwing onNext", $0) }
    }
}
