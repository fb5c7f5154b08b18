import RxRelay
import RxSwift
import BookgenSupport

/// A subject whose subscription and disposal print, to show when combining operators subscribe to and leave their sources.
private func announced<Element>(_ name: String, _ subject: PublishSubject<Element>) -> Observable<Element> {
    subject.do(onSubscribe: { print("subscribe", name) }, onDispose: { print("dispose", name) })
}

func combineLatestProbes() {
    example(of: "combineLatest waits for every source") {
        let name = PublishSubject<String>()
        let age = PublishSubject<Int>()
        _ = Observable.combineLatest(announced("name", name), announced("age", age))
            .subscribe(onNext: { print($0) }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
        name.onNext("Ann")
        name.onNext("Bob")
        age.onNext(30)
        name.onNext("Cy")
        age.onNext(31)
        name.onCompleted()
        age.onNext(32)
        age.onCompleted()
    }

    example(of: "combineLatest with a result selector, 3 and 4 sources") {
        let a = BehaviorSubject(value: 1)
        let b = BehaviorSubject(value: "x")
        let c = BehaviorSubject(value: true)
        let d = PublishSubject<Double>()
        _ = Observable.combineLatest(a, b, c) { "\($0)\($1)\($2)" }.subscribe { print("three", $0) }
        _ = Observable.combineLatest(a, b, c, d).subscribe { print("four", $0) }
        _ = Observable.combineLatest(a, b, c, d) { a, b, c, d in "\(a) \(b) \(c) \(d)" }.subscribe { print("four joined", $0) }
        a.onNext(2)
        d.onNext(0.5)
        c.onNext(false)
    }

    example(of: "combineLatest of 5 to 8 sources") {
        let s = (0..<8).map { BehaviorSubject(value: $0) }
        _ = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).subscribe(onNext: { print("5", $0) })
        _ = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 }.subscribe(onNext: { print("5 sum", $0) })
        _ = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).subscribe(onNext: { print("6", $0) })
        _ = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { $0 + $1 + $2 + $3 + $4 + $5 }.subscribe(onNext: { print("6 sum", $0) })
        _ = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).subscribe(onNext: { print("7", $0) })
        _ = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
            .subscribe(onNext: { print("7 sum", $0) })
        _ = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).subscribe(onNext: { print("8", $0) })
        _ = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            .subscribe(onNext: { print("8 sum", $0) })
        s[7].onNext(70)
        s[0].onCompleted()
        s[4].onNext(40)
    }

    example(of: "combineLatest: a source that completes without an element") {
        let empty = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        _ = Observable.combineLatest(announced("empty", empty), announced("other", other))
            .subscribe(onNext: { print($0) }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
        empty.onCompleted()
        print("empty completed")
        other.onNext(1)
        other.onNext(2)
        _ = Observable.combineLatest(Observable<Int>.empty(), Observable.never() as Observable<Int>)
            .subscribe(onNext: { print($0) }, onCompleted: { print("never completes") }, onDisposed: { print("never disposed") })
        let third = PublishSubject<Int>()
        _ = Observable.combineLatest(Observable<Int>.empty(), third)
            .subscribe(onNext: { print($0) }, onCompleted: { print("completed by the other's completion") })
        third.onCompleted()
    }

    example(of: "combineLatest: errors") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        _ = Observable.combineLatest(announced("a", a), announced("b", b))
            .subscribe({ print($0) })
        a.onNext(1)
        b.onError(ProbeError.failed)
        a.onNext(2)
        let c = BehaviorSubject(value: 1)
        let d = BehaviorSubject(value: 2)
        _ = Observable.combineLatest(c, d) { x, y -> Int in
            if x + y > 3 { throw ProbeError.failed }
            return x + y
        }
        .subscribe { print("selector", $0) }
        d.onNext(5)
        _ = Observable.combineLatest(Observable<Int>.error(ProbeError.failed), announced("late", PublishSubject<Int>()))
            .subscribe { print("failing first", $0) }
    }

    example(of: "combineLatest: synchronous sources take turns") {
        _ = Observable.combineLatest(Observable.of(1, 2, 3), Observable.of(10, 20)).subscribe { print($0) }
        _ = Observable.combineLatest(Observable.just(1), Observable.of(10, 20), Observable.of(100)) { $0 + $1 + $2 }.subscribe { print($0) }
    }

    example(of: "combineLatest: disposing mid-stream") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let subscription = Observable.combineLatest(announced("a", a), announced("b", b))
            .subscribe(onNext: { print($0) }, onDisposed: { print("disposed") })
        a.onNext(1)
        b.onNext(2)
        subscription.dispose()
        a.onNext(3)
        print("a has observers:", a.hasObservers, "b has observers:", b.hasObservers)
    }

    example(of: "combineLatest of relays and of one subject twice") {
        let email = BehaviorRelay(value: "")
        let password = BehaviorRelay(value: "")
        _ = Observable.combineLatest(email, password) { !$0.isEmpty && $1.count >= 6 }
            .subscribe(onNext: { print("valid", $0) })
        email.accept("a@b.c")
        password.accept("secret")
        let subject = PublishSubject<Int>()
        _ = Observable.combineLatest(subject, subject).subscribe(onNext: { print("twice", $0) })
        subject.onNext(1)
        subject.onNext(2)
    }

    example(of: "combineLatest of a collection") {
        let subjects = [PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>()]
        _ = Observable.combineLatest(subjects).subscribe { print("array", $0) }
        _ = Observable.combineLatest(subjects) { $0.reduce(0, +) }.subscribe { print("sum", $0) }
        subjects[0].onNext(1)
        subjects[1].onNext(2)
        subjects[2].onNext(3)
        subjects[1].onNext(20)
        subjects[0].onCompleted()
        subjects[1].onCompleted()
        subjects[2].onNext(30)
        subjects[2].onCompleted()
    }

    example(of: "combineLatest of a collection: edge cases") {
        _ = Observable<Int>.combineLatest([Observable<Int>]()).subscribe { print("empty", $0) }
        _ = Observable<Int>.combineLatest([Observable<Int>]()) { $0.count }.subscribe { print("empty with selector", $0) }
        _ = Observable<Int>.combineLatest([Observable<Int>]()) { _ -> Int in throw ProbeError.failed }.subscribe { print("empty throwing", $0) }
        let quiet = PublishSubject<Int>()
        let loud = PublishSubject<Int>()
        _ = Observable.combineLatest([announced("quiet", quiet), announced("loud", loud)])
            .subscribe(onNext: { print($0) }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
        quiet.onCompleted()
        loud.onNext(1)
        let failing = PublishSubject<Int>()
        _ = Observable.combineLatest([Observable.just(1), announced("failing", failing), Observable.never()])
            .subscribe { print("error", $0) }
        failing.onError(ProbeError.failed)
        _ = Observable.combineLatest([Observable.of(1, 2), Observable.of(10, 20)]).subscribe { print("turns", $0) }
        _ = Observable.combineLatest(Set([1, 2]).map { Observable.just($0 * 0) }).subscribe { print("from a set", $0) }
        _ = Observable.combineLatest(Observable.just(1), Observable.just(2)) { _, _ -> Int in throw ProbeError.failed }
            .subscribe { print("arity throwing", $0) }
    }
}
