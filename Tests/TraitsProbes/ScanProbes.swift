import RxSwift
import BookgenSupport

func scanProbes() {
    example(of: "scan and scan(into:)") {
        _ = Observable.of(1, 2, 3).scan(0) { $0 + $1 }.subscribe { print("sum", $0) }
        _ = Observable.of("a", "b", "c").scan(into: [String]()) { $0.append($1) }.subscribe { print("into", $0) }
    }

    example(of: "scan: each subscriber starts from the seed") {
        let subject = PublishSubject<Int>()
        let running = subject.scan(100) { $0 + $1 }
        _ = running.subscribe(onNext: { print("A", $0) })
        subject.onNext(1)
        _ = running.subscribe(onNext: { print("B", $0) })
        subject.onNext(2)
    }

    example(of: "scan: errors") {
        _ = Observable.of(1, 2, 3)
            .scan(0) { sum, value in
                if value == 3 { throw ProbeError.failed }
                return sum + value
            }
            .subscribe { print("throwing", $0) }
        _ = Observable.of(1, 2, 3)
            .scan(into: 0) { sum, value in
                if value == 2 { throw ProbeError.failed }
                sum += value
            }
            .do(onDispose: { print("into disposed") })
            .subscribe { print("throwing into", $0) }
        let subject = PublishSubject<Int>()
        _ = subject.scan(0, accumulator: +).subscribe { print("source error", $0) }
        subject.onNext(5)
        subject.onError(ProbeError.failed)
        subject.onNext(6)
    }
}
