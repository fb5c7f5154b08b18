import RxCocoa
import RxRelay
import RxSwift
import BookgenSupport

func sharedSequenceCombiningProbes() {
    example(of: "Driver.combineLatest of a sign-up form") {
        let email = BehaviorRelay(value: "")
        let password = BehaviorRelay(value: "")
        let terms = BehaviorRelay(value: false)
        let valid = Driver.combineLatest(email.asDriver(), password.asDriver(), terms.asDriver()) { email, password, terms in
            email.contains("@") && password.count >= 6 && terms
        }
        .distinctUntilChanged()
        _ = valid.drive(onNext: { print("can sign up:", $0) })
        _ = Driver.combineLatest(email.asDriver(), password.asDriver()).drive(onNext: { print("pair", $0) })
        email.accept("ann@example.com")
        password.accept("secret1")
        terms.accept(true)
        _ = valid.drive(onNext: { print("late subscriber gets", $0) })
    }

    example(of: "Driver.combineLatest of 4 to 8 drivers and of a collection") {
        let d = (0..<8).map { BehaviorRelay(value: $0).asDriver() }
        _ = Driver.combineLatest(d[0], d[1], d[2], d[3]).drive(onNext: { print($0) })
        _ = Driver.combineLatest(d[0], d[1], d[2], d[3]) { $0 + $1 + $2 + $3 }.drive(onNext: { print($0) })
        _ = Driver.combineLatest(d[0], d[1], d[2], d[3], d[4]).drive(onNext: { print($0) })
        _ = Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5]).drive(onNext: { print($0) })
        _ = Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6]).drive(onNext: { print($0) })
        _ = Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]).drive(onNext: { print($0) })
        _ = Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            .drive(onNext: { print($0) })
        _ = Driver.combineLatest(d).drive(onNext: { print("collection", $0) })
        _ = Driver.combineLatest(d) { $0.reduce(0, +) }.drive(onNext: { print("collection sum", $0) })
        _ = Signal.combineLatest(PublishRelay<Int>().asSignal(), Signal.just(1)).emit(onNext: { print("signal", $0) })
    }

    example(of: "Signal.withLatestFrom reads the form on a tap") {
        let taps = PublishRelay<Void>()
        let name = BehaviorRelay(value: "Ann")
        _ = taps.asSignal().withLatestFrom(name.asDriver()).emit(onNext: { print("submit", $0) })
        _ = taps.asSignal().withLatestFrom(name.asSignal(onErrorJustReturn: "")) { _, name in name.uppercased() }
            .emit(onNext: { print("submit uppercased", $0) })
        taps.accept(())
        name.accept("Bob")
        taps.accept(())
    }

    example(of: "Driver.flatMapLatest switches requests") {
        let query = BehaviorRelay(value: "a")
        let responses = ["a": PublishRelay<String>(), "ab": PublishRelay<String>()]
        let results = query.asDriver().flatMapLatest { text in
            responses[text]!.asDriver(onErrorJustReturn: "failed")
                .do(onSubscribe: { print("subscribe", text) }, onDispose: { print("dispose", text) })
        }
        _ = results.drive(onNext: { print("result", $0) })
        responses["a"]!.accept("a: 1 hit")
        query.accept("ab")
        responses["a"]!.accept("a: stale")
        responses["ab"]!.accept("ab: 2 hits")
    }

    example(of: "Signal flatMap, flatMapFirst, merge, switchLatest and scan") {
        let taps = PublishRelay<Int>()
        let other = PublishRelay<Int>()
        _ = taps.asSignal().flatMap { Signal.just($0 * 10) }.emit(onNext: { print("flatMap", $0) })
        _ = taps.asSignal().flatMapFirst { Signal.just($0 * 100) }.emit(onNext: { print("flatMapFirst", $0) })
        _ = Signal.merge(taps.asSignal(), other.asSignal()).emit(onNext: { print("merge", $0) })
        _ = Signal.merge([taps.asSignal(), other.asSignal()]).emit(onNext: { print("merge array", $0) })
        _ = Signal.merge(ArraySlice([other.asSignal()])).emit(onNext: { print("merge collection", $0) })
        _ = Signal.just(taps.asSignal()).merge().emit(onNext: { print("merge()", $0) })
        _ = Signal.just(other.asSignal()).switchLatest().emit(onNext: { print("switchLatest", $0) })
        _ = taps.asSignal().scan(0) { $0 + $1 }.emit(onNext: { print("scan", $0) })
        taps.accept(1)
        other.accept(2)
        taps.accept(3)
    }

    example(of: "Driver.scan replays its latest sum") {
        let increments = PublishRelay<Int>()
        let total = increments.asDriver(onErrorJustReturn: 0).scan(0) { $0 + $1 }
        _ = total.drive(onNext: { print("A", $0) })
        increments.accept(5)
        increments.accept(2)
        _ = total.drive(onNext: { print("B", $0) })
    }
}
