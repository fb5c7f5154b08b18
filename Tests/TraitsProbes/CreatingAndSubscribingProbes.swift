import RxSwift
import BookgenSupport

/// The creation operators of RxSwift's "Creating and Subscribing to Observables" playground page,
/// exercised in our own words (the page itself is compared by hand; see the report of issue 11).
func creatingAndSubscribingProbes() {
    example(of: "range") {
        _ = Observable.range(start: 1, count: 3).subscribe { print($0) }
        _ = Observable.range(start: 5, count: 0).subscribe { print("empty range", $0) }
    }

    example(of: "repeatElement and take") {
        _ = Observable.repeatElement("🔁").take(3).subscribe(onNext: { print($0) }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
    }

    example(of: "generate") {
        _ = Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 }).subscribe { print($0) }
        _ = Observable.generate(initialState: 0, condition: { _ in throw ProbeError.failed }, iterate: { $0 }).subscribe { print("throwing", $0) }
    }

    example(of: "of and from with a scheduler") {
        _ = Observable.of("a", "b", scheduler: CurrentThreadScheduler.instance).subscribe { print($0) }
        _ = Observable.from([1, 2], scheduler: MainScheduler.instance).subscribe { print("main", $0) }
        print("end of body")
    }

    example(of: "do around a subscription") {
        _ = Observable.of("🍎", "🍐")
            .do(onNext: { print("about to send", $0) }, afterNext: { print("sent", $0) }, onCompleted: { print("about to complete") }, afterCompleted: { print("completed") })
            .subscribe(onNext: { print($0) })
    }
}
