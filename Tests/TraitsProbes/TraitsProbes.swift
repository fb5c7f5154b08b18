import Dispatch
import RxCocoa
import RxRelay
import RxSwift
import BookgenSupport

func traitsProbes() {
    example(of: "Driver replays the latest element") {
        let relay = BehaviorRelay(value: 0)
        let driver = relay.asDriver()
        let first = driver.drive(onNext: { print("A", $0) })
        relay.accept(1)
        let second = driver.drive(onNext: { print("B", $0) })
        relay.accept(2)
        first.dispose()
        second.dispose()
        relay.accept(3)
    }

    example(of: "Signal replays nothing") {
        let relay = PublishRelay<Int>()
        let signal = relay.asSignal()
        let first = signal.emit(onNext: { print("A", $0) })
        relay.accept(1)
        let second = signal.emit(onNext: { print("B", $0) })
        relay.accept(2)
        first.dispose()
        second.dispose()
    }

    example(of: "one subscription to the source") {
        let source = Observable<Int>.create { observer in
            print("subscribed to the source")
            observer.onNext(1)
            return Disposables.create { print("source disposed") }
        }
        let driver = source.asDriver(onErrorJustReturn: 0)
        let first = driver.drive(onNext: { print("A", $0) })
        let second = driver.drive(onNext: { print("B", $0) })
        first.dispose()
        print("A left")
        second.dispose()
        print("B left")
        let third = driver.drive(onNext: { print("C", $0) })
        third.dispose()
    }

    example(of: "errors cannot reach the UI") {
        let subject = PublishSubject<Int>()
        _ = subject.asDriver(onErrorJustReturn: -1)
            .drive(onNext: { print("driver", $0) }, onCompleted: { print("driver completed") }, onDisposed: { print("driver disposed") })
        _ = subject.asSignal(onErrorJustReturn: -2)
            .emit(onNext: { print("signal", $0) }, onCompleted: { print("signal completed") }, onDisposed: { print("signal disposed") })
        subject.onNext(1)
        subject.onError(ProbeError.failed)
        subject.onNext(2)
    }

    example(of: "onErrorDriveWith and onErrorRecover") {
        let failing = Observable<String>.error(ProbeError.failed)
        _ = failing.asDriver(onErrorDriveWith: Driver.just("fallback"))
            .drive(onNext: { print("drive with", $0) }, onCompleted: { print("completed") })
        _ = failing.asDriver(onErrorRecover: { error in Driver.just("recovered from \(error)") })
            .drive(onNext: { print("recover", $0) })
        _ = failing.asSignal(onErrorSignalWith: Signal.just("signal fallback"))
            .emit(onNext: { print("signal with", $0) })
        _ = failing.asSignal(onErrorRecover: { _ in Signal.empty() })
            .emit(onCompleted: { print("signal recovered empty") })
    }

    example(of: "Driver.of delivers the rest from the main queue") {
        _ = Driver.of(1, 2, 3).drive(onNext: { print("driven", $0) }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
        print("after drive")
    }

    example(of: "drive and emit into relays") {
        let state = BehaviorRelay(value: "idle")
        let optionalState = BehaviorRelay<String?>(value: nil)
        let taps = PublishRelay<Void>()
        let tapCount = BehaviorRelay(value: 0)
        let replay = ReplayRelay<String>.create(bufferSize: 2)
        _ = state.subscribe(onNext: { print("state", $0) })
        _ = optionalState.subscribe(onNext: { print("optional", $0 as Any) })
        _ = tapCount.subscribe(onNext: { print("taps", $0) })
        let source = BehaviorRelay(value: "loading")
        _ = source.asDriver().drive(state, state)
        _ = source.asDriver().drive(optionalState)
        _ = source.asDriver().drive(replay)
        _ = taps.asSignal().map { _ in tapCount.value + 1 }.emit(to: tapCount)
        let forwarded = PublishRelay<String>()
        _ = forwarded.subscribe(onNext: { print("forwarded", $0) })
        _ = source.asDriver().asObservable().asSignal(onErrorJustReturn: "").emit(to: forwarded)
        source.accept("loaded")
        taps.accept(())
        taps.accept(())
        _ = replay.subscribe(onNext: { print("replayed", $0) })
    }

    example(of: "drive and emit to observers") {
        let subject = PublishSubject<Int>()
        let optionalSubject = PublishSubject<Int?>()
        _ = subject.subscribe { print("subject", $0) }
        _ = optionalSubject.subscribe { print("optional subject", $0) }
        _ = Driver.just(1).drive(subject)
        _ = Signal.just(2).emit(to: optionalSubject)
        let relay = BehaviorRelay(value: 5)
        _ = relay.asDriver().drive(AnyObserver(subject), AnyObserver(subject))
    }

    example(of: "ControlProperty is a two-way value") {
        let storage = BehaviorRelay<String?>(value: "initial")
        let text = ControlProperty<String?>(values: storage.asObservable(), valueSink: AnyObserver { event in
            print("set", event)
            if case .next(let value) = event { storage.accept(value) }
        })
        _ = text.subscribe(onNext: { print("value", $0 ?? "nil") })
        _ = text.changed.subscribe(onNext: { print("changed", $0 ?? "nil") })
        _ = Observable.of("typed", nil).bind(to: text)
        _ = text.orEmpty.subscribe(onNext: { print("or empty [\($0)]") })
        _ = text.asDriver().drive(onNext: { print("driver", $0 ?? "nil") })
    }

    example(of: "ControlEvent") {
        let taps = PublishRelay<Void>()
        let tap = ControlEvent(events: taps)
        _ = tap.subscribe(onNext: { print("tap") })
        _ = tap.asSignal().emit(onNext: { print("tap signal") })
        _ = tap.asDriver().drive(onNext: { print("tap driver") })
        taps.accept(())
    }

    example(of: "operators keep the trait") {
        let relay = BehaviorRelay(value: 1)
        let driver = relay.asDriver()
            .map { $0 * 10 }
            .compactMap { $0 == 40 ? nil : $0 }
            .filter { $0 != 20 }
            .distinctUntilChanged()
            .startWith(0)
            .do(onNext: { print("side effect", $0) }, onSubscribe: { print("subscribing") }, onDispose: { print("disposed") })
        let subscription = driver.drive(onNext: { print("A", $0) })
        relay.accept(2)
        relay.accept(3)
        relay.accept(3)
        _ = driver.drive(onNext: { print("B", $0) }).dispose()
        subscription.dispose()
        _ = relay.asDriver().distinctUntilChanged { $0 % 2 }.skip(1).drive(onNext: { print("parity change", $0) })
        relay.accept(5)
        relay.accept(6)
    }

    example(of: "delivery from another thread") {
        let relay = PublishRelay<Int>()
        _ = relay.asSignal().emit(onNext: { print("signal got", $0) })
        _ = relay.asDriver(onErrorJustReturn: 0).drive(onNext: { print("driver got", $0) })
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            relay.accept(7)
            group.leave()
        }
        group.wait()
        print("accepted on another thread")
    }

    example(of: "SharedSequence creation") {
        _ = Driver<Int>.empty().drive(onCompleted: { print("empty completed") })
        _ = Driver<Int>.never().drive(onNext: { print("never", $0) })
        _ = Signal.from([1, 2]).emit(onNext: { print("from array", $0) })
        _ = Driver.from(3...4).drive(onNext: { print("from sequence", $0) })
        _ = Driver.deferred { Driver.just("deferred") }.drive(onNext: { print($0) })
        print("end of body")
    }

    example(of: "bind(to:) observers") {
        let subject = PublishSubject<Int>()
        let optional = BehaviorSubject<Int?>(value: nil)
        _ = subject.subscribe { print("subject", $0) }
        _ = optional.subscribe { print("optional", $0) }
        _ = Observable.of(1, 2).bind(to: subject)
        _ = Observable.just(3).bind(to: optional)
        _ = Observable.of(4).bind(onNext: { print("onNext", $0) })
        final class Screen {}
        let screen = Screen()
        _ = Observable.of(5).bind(with: screen) { _, value in print("with", value) }
        let count = Observable.of(6, 7).bind(to: { (observable: Observable<Int>) in
            observable.subscribe(onNext: { print("binder", $0) })
        })
        count.dispose()
    }

    example(of: "Binder") {
        final class Label {
            var text = "" { didSet { print("label text:", text) } }
        }
        let label = Label()
        let binder = Binder(label) { label, text in label.text = text }
        _ = Observable.of("a", "b").bind(to: binder)
        _ = Driver.just("c").drive(binder)
        let background = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = "now " + text }
        _ = Observable.just("d").bind(to: background)
    }

    example(of: "Signal shares one subscription") {
        let subject = PublishSubject<Int>()
        let signal = subject
            .do(onSubscribe: { print("subscribe") }, onDispose: { print("dispose") })
            .asSignal(onErrorJustReturn: 0)
        let first = signal.emit(onNext: { print("A", $0) })
        let second = signal.emit(onNext: { print("B", $0) })
        subject.onNext(1)
        first.dispose()
        second.dispose()
    }

    example(of: "emit into every kind of relay") {
        let forwarded = PublishRelay<String>()
        let optional = PublishRelay<String?>()
        let replay = ReplayRelay<String>.create(bufferSize: 1)
        let behavior = BehaviorRelay<String?>(value: nil)
        _ = forwarded.subscribe(onNext: { print("forwarded", $0) })
        _ = optional.subscribe(onNext: { print("optional", $0 ?? "nil") })
        let source = PublishRelay<String>()
        _ = source.asSignal().emit(to: forwarded)
        _ = source.asSignal().emit(to: optional)
        _ = source.asSignal().emit(to: replay)
        _ = source.asSignal().emit(to: behavior)
        source.accept("x")
        _ = replay.subscribe(onNext: { print("replay", $0) })
        print("behavior", behavior.value ?? "nil")
    }

    example(of: "drive and emit with an object") {
        final class Screen {}
        var screen: Screen? = Screen()
        let relay = BehaviorRelay(value: 1)
        _ = relay.asDriver().drive(with: screen!, onNext: { _, value in print("drive with", value) })
        _ = relay.asSignal(onErrorJustReturn: 0).emit(with: screen!, onNext: { _, value in print("emit with", value) })
        screen = nil
        relay.accept(2)
        _ = relay.asDriver().drive()
        _ = relay.asSignal(onErrorJustReturn: 0).emit()
        _ = Observable<String>.error(ProbeError.failed)
            .asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: "just")
            .drive(onNext: { print("shared", $0) })
    }

    example(of: "orEmpty writes through") {
        let storage = BehaviorRelay<String?>(value: nil)
        let text = ControlProperty<String?>(values: storage.asObservable(), valueSink: AnyObserver { event in
            if case .next(let value) = event { storage.accept(value) }
        }).orEmpty
        text.onNext("hello")
        print(storage.value ?? "nil")
    }

    example(of: "bind(with:) stops once the object is gone") {
        final class Screen {}
        var screen: Screen? = Screen()
        let subject = PublishSubject<Int>()
        _ = subject.bind(with: screen!) { _, value in print("with", value) }
        subject.onNext(1)
        screen = nil
        subject.onNext(2)
        _ = Observable.of(1, 2).bind(to: AnyObserver(subject), AnyObserver(subject))
    }

    example(of: "a disposed subject of Drivers names RxCocoa's types") {
        let subject = PublishSubject<Driver<Int>>()
        subject.dispose()
        _ = subject.subscribe(onError: { print($0) })
    }
}
