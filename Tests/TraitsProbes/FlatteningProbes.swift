import RxRelay
import RxSwift
import BookgenSupport

/// A sequence that prints when it is subscribed and disposed, then sends `elements` with `name` and completes.
private func request(_ name: String, _ elements: Int...) -> Observable<String> {
    Observable.from(elements.map { "\(name)\($0)" })
        .do(onSubscribe: { print("subscribe", name) }, onDispose: { print("dispose", name) })
}

func flatteningProbes() {
    example(of: "flatMap merges every inner sequence") {
        let outer = PublishSubject<String>()
        let inners = ["a": PublishSubject<Int>(), "b": PublishSubject<Int>()]
        _ = outer.flatMap { name in inners[name]!.do(onDispose: { print("dispose", name) }) }
            .subscribe(onNext: { print("got", $0) }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
        outer.onNext("a")
        inners["a"]!.onNext(1)
        outer.onNext("b")
        inners["b"]!.onNext(2)
        inners["a"]!.onNext(3)
        outer.onCompleted()
        print("outer completed")
        inners["a"]!.onCompleted()
        inners["b"]!.onNext(4)
        inners["b"]!.onCompleted()
    }

    example(of: "flatMap of synchronous sequences and errors") {
        _ = Observable.of(1, 2).flatMap { Observable.of($0 * 10, $0 * 100) }.subscribe { print($0) }
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        _ = outer.flatMap { _ in inner }.subscribe { print("inner fails", $0) }
        outer.onNext(1)
        inner.onError(ProbeError.failed)
        _ = Observable.of(1, 2).flatMap { value -> Observable<Int> in
            if value == 2 { throw ProbeError.failed }
            return .just(value)
        }
        .subscribe { print("selector throws", $0) }
        _ = Observable<Int>.error(ProbeError.failed).flatMap { Observable.just($0) }.subscribe { print("outer fails", $0) }
        let relay = PublishRelay<Int>()
        _ = Observable.just(1).flatMap { _ in relay }.subscribe { print("into a relay", $0) }
        relay.accept(7)
    }

    example(of: "flatMapFirst drops while busy") {
        let taps = PublishSubject<Int>()
        let inner = PublishSubject<String>()
        _ = taps.flatMapFirst { tap in inner.map { "\(tap):\($0)" } }.subscribe { print($0) }
        taps.onNext(1)
        taps.onNext(2)
        inner.onNext("x")
        inner.onCompleted()
        let second = PublishSubject<String>()
        _ = taps.flatMapFirst { tap in second.map { "\(tap):\($0)" } }.subscribe { print("second", $0) }
        taps.onNext(3)
        second.onNext("y")
    }

    example(of: "merge") {
        let a = PublishSubject<String>()
        let b = PublishSubject<String>()
        _ = Observable.merge(a, b).subscribe { print("variadic", $0) }
        _ = Observable.merge([a.asObservable(), b.asObservable()]).subscribe { print("array", $0) }
        a.onNext("a1")
        b.onNext("b1")
        a.onCompleted()
        b.onNext("b2")
        b.onCompleted()
        _ = Observable<Int>.merge().subscribe { print("none", $0) }
        _ = Observable.merge(Observable.of(1, 2), Observable.of(10, 20)).subscribe { print("synchronous", $0) }
        _ = Observable.merge(Observable.just(1), Observable.error(ProbeError.failed), Observable.just(3)).subscribe { print("failing", $0) }
        _ = Observable.merge(ArraySlice([Observable.just("slice")])).subscribe { print("collection", $0) }
    }

    example(of: "merge() of an observable of observables") {
        let outer = PublishSubject<Observable<Int>>()
        let inner = PublishSubject<Int>()
        _ = outer.merge().subscribe { print($0) }
        outer.onNext(inner)
        outer.onNext(.of(1, 2))
        inner.onNext(3)
        outer.onCompleted()
        inner.onNext(4)
        inner.onCompleted()
    }

    example(of: "flatMapLatest switches to the latest request") {
        let query = PublishSubject<String>()
        let responses = ["a": PublishSubject<String>(), "ab": PublishSubject<String>()]
        _ = query
            .flatMapLatest { text in
                responses[text]!.do(onSubscribe: { print("subscribe", text) }, onDispose: { print("dispose", text) })
            }
            .subscribe(onNext: { print("result", $0) }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
        query.onNext("a")
        responses["a"]!.onNext("a: 1 hit")
        query.onNext("ab")
        responses["a"]!.onNext("a: stale")
        responses["ab"]!.onNext("ab: 2 hits")
        query.onCompleted()
        print("query completed")
        responses["ab"]!.onNext("ab: still heard")
        responses["ab"]!.onCompleted()
    }

    example(of: "flatMapLatest: completion order") {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        _ = outer.flatMapLatest { _ in inner }.subscribe { print("inner completes first", $0) }
        outer.onNext(1)
        inner.onCompleted()
        print("inner completed")
        outer.onCompleted()
        _ = Observable<Int>.empty().flatMapLatest { Observable.just($0) }.subscribe { print("empty outer", $0) }
        _ = Observable.of(1, 2, 3).flatMapLatest { request("r", $0) }.subscribe { print("synchronous", $0) }
    }

    example(of: "flatMapLatest: errors") {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let replaced = PublishSubject<Int>()
        _ = outer.flatMapLatest { $0 == 1 ? replaced : inner }.subscribe { print($0) }
        outer.onNext(1)
        outer.onNext(2)
        replaced.onError(ProbeError.failed)
        print("a replaced inner's error is ignored")
        inner.onNext(5)
        inner.onError(ProbeError.failed)
        _ = Observable.of(1, 2).flatMapLatest { value -> Observable<Int> in
            if value == 2 { throw ProbeError.failed }
            return request("ok", value).map { _ in value }
        }
        .subscribe { print("selector throws", $0) }
        let failing = PublishSubject<Int>()
        _ = failing.flatMapLatest { _ in Observable<Int>.never() }.subscribe { print("outer fails", $0) }
        failing.onNext(1)
        failing.onError(ProbeError.failed)
    }

    example(of: "flatMapLatest: disposing mid-stream and switchLatest") {
        let outer = PublishSubject<Int>()
        let subscription = outer.flatMapLatest { request("inner\($0)-", $0).concatNever() }
            .subscribe(onNext: { print($0) }, onDisposed: { print("disposed") })
        outer.onNext(1)
        outer.onNext(2)
        subscription.dispose()
        let sequences = PublishSubject<Observable<String>>()
        _ = sequences.switchLatest().subscribe { print("switchLatest", $0) }
        sequences.onNext(request("x", 1))
        sequences.onNext(.never())
        sequences.onCompleted()
    }
}

private extension ObservableType {
    /// The sequence's elements, then never completing: the inner sequences of `flatMapLatest` stay running.
    func concatNever() -> Observable<Element> {
        Observable.merge(asObservable().filter { _ in true }, Observable.never())
    }
}
