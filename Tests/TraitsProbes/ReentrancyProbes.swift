import RxCocoa
import RxSwift
import BookgenSupport

// Debug builds print RxSwift's "Reentrancy anomaly" warning wherever a check sees an event start
// before the previous one ended: a subject's `on`, a sink forwarding to its observer, the observer
// of `subscribe(onNext:)`. Each probe sends an element from inside the subscriber, so the output
// shows how many checks each operator adds, and in what order everything happens.
// (compare-traits blanks the file and line the warning names, the one part that differs.)

/// Subscribes to `chain(subject)`, answers the first element by sending 2 into `subject`, then
/// sends 1, 3 and completes.
private func reentrantProbe<Output>(_ name: String, _ chain: (PublishSubject<Int>) -> Observable<Output>) {
    example(of: "reentrant onNext through \(name)") {
        let subject = PublishSubject<Int>()
        var answered = false
        _ = chain(subject).subscribe(
            onNext: { value in
                print("got", value)
                if !answered {
                    answered = true
                    subject.onNext(2)
                    print("answered")
                }
            },
            onCompleted: { print("completed") },
            onDisposed: { print("disposed") }
        )
        subject.onNext(1)
        subject.onNext(3)
        subject.onCompleted()
    }
}

func reentrancyProbes() {
    reentrantProbe("the subject alone") { $0.asObservable() }
    reentrantProbe("map") { $0.map { $0 * 10 } }
    reentrantProbe("filter") { $0.filter { $0 > 0 } }
    reentrantProbe("compactMap") { $0.compactMap { $0 } }
    reentrantProbe("distinctUntilChanged") { $0.distinctUntilChanged() }
    reentrantProbe("startWith") { $0.startWith(0) }
    reentrantProbe("take") { $0.take(5) }
    reentrantProbe("skip") { $0.skip(1) }
    reentrantProbe("do") { $0.do(onNext: { print("do", $0) }) }
    reentrantProbe("catch") { $0.catch { _ in .empty() } }
    reentrantProbe("catchAndReturn") { $0.catchAndReturn(-1) }
    reentrantProbe("catch's continuation") { subject in
        Observable<Int>.error(ProbeError.failed).catch { _ in subject.asObservable() }
    }
    reentrantProbe("map then filter") { $0.map { $0 + 1 }.filter { $0 > 0 } }
    reentrantProbe("observe(on: CurrentThreadScheduler)") { $0.observe(on: CurrentThreadScheduler.instance) }
    reentrantProbe("subscribe(on: CurrentThreadScheduler)") { $0.subscribe(on: CurrentThreadScheduler.instance) }
    reentrantProbe("share()") { $0.share() }
    reentrantProbe("share(replay: 1)") { $0.share(replay: 1) }
    reentrantProbe("share(replay: 2)") { $0.share(replay: 2) }
    reentrantProbe("share(replay: 1, scope: .forever)") { $0.share(replay: 1, scope: .forever) }
    reentrantProbe("publish().refCount()") { $0.publish().refCount() }
    reentrantProbe("create") { subject in Observable.create { subject.subscribe($0) } }
    reentrantProbe("deferred") { subject in Observable.deferred { subject.asObservable() } }
    reentrantProbe("asDriver") { $0.asDriver(onErrorJustReturn: 0).asObservable() }
    reentrantProbe("asSignal") { $0.asSignal(onErrorJustReturn: 0).asObservable() }
    reentrantProbe("scan") { $0.scan(0) { $0 + $1 } }
    reentrantProbe("combineLatest with a finished source") { Observable.combineLatest($0, Observable.just(100)) { $0 + $1 } }
    reentrantProbe("combineLatest of the subject and a BehaviorSubject") { Observable.combineLatest($0, BehaviorSubject(value: 5)) { $0 * $1 } }
    reentrantProbe("withLatestFrom") { $0.withLatestFrom(BehaviorSubject(value: 7)) { $0 + $1 } }
    reentrantProbe("withLatestFrom of the subject itself") { $0.withLatestFrom($0) { $0 * 100 + $1 } }
    reentrantProbe("flatMap") { $0.flatMap { Observable.just($0) } }
    reentrantProbe("flatMap's inner sequence") { subject in Observable.just(0).flatMap { _ in subject } }
    reentrantProbe("flatMapFirst") { $0.flatMapFirst { Observable.just($0) } }
    reentrantProbe("merge") { Observable.merge($0.asObservable(), Observable.never()) }
    reentrantProbe("merge()") { Observable.just($0.asObservable()).merge() }
    reentrantProbe("flatMapLatest") { $0.flatMapLatest { Observable.just($0) } }
    reentrantProbe("flatMapLatest's inner sequence") { subject in Observable.just(0).flatMapLatest { _ in subject } }
    reentrantProbe("switchLatest") { Observable.just($0.asObservable()).switchLatest() }
    reentrantProbe("combineLatest of a collection") { Observable.combineLatest([$0.asObservable(), Observable.just(0)]).map { $0[0] } }

    example(of: "reentrant onNext from a create closure's observer") {
        var stored: AnyObserver<Int>?
        _ = Observable<Int>.create { observer in
            stored = observer
            return Disposables.create { print("create disposed") }
        }
        .map { $0 }
        .subscribe(onNext: { value in
            print("got", value)
            if value == 1 { stored?.onNext(2) }
        }, onDisposed: { print("disposed") })
        stored?.onNext(1)
        stored?.onCompleted()
    }

    example(of: "subscribing to of from inside a map over of") {
        _ = Observable.of(1, 2).map { $0 * 10 }.subscribe(onNext: { outer in
            print("outer", outer)
            _ = Observable.of(1, 2).map { $0 + outer }.subscribe(onNext: { print("inner", $0) })
        })
    }
}
