import RxRelay
import RxSwift
import BookgenSupport

/// What a reader can reach through `asObservable()` and `asObserver()`, and other corners the book shows.
func escapeHatchProbes() {
    example(of: "a relay's asObservable() is its subject") {
        let relay = PublishRelay<Int>()
        _ = relay.subscribe(onNext: { print("got", $0) }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
        let observable = relay.asObservable()
        print("is a PublishSubject:", observable is PublishSubject<Int>)
        relay.accept(1)
        (observable as? PublishSubject<Int>)?.onCompleted()
        relay.accept(2)
        print("accepted 2 after the escape")
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        print("replay relay's is a ReplaySubject:", replay.asObservable() is ReplaySubject<Int>)
        let behavior = BehaviorRelay(value: 0)
        print("behavior relay's is a BehaviorSubject:", behavior.asObservable() is BehaviorSubject<Int>)
        (behavior.asObservable() as? BehaviorSubject<Int>)?.onError(ProbeError.failed)
        _ = behavior.subscribe { print("behavior relay after the error:", $0) }
        behavior.accept(1)
        print("subscribers of a failed behavior relay get the error; value would crash")
    }

    example(of: "asObservable() and asObserver() on subjects") {
        let subject = PublishSubject<Int>()
        print("asObservable() is the subject:", subject.asObservable() === subject)
        print("asObserver() is the subject:", subject.asObserver() === subject)
        let observer: AnyObserver<Int> = subject.asObserver()
        print("as AnyObserver:", type(of: observer) == AnyObserver<Int>.self)
        _ = subject.subscribe { print("subject", $0) }
        observer.onNext(1)
        AnyObserver(subject).onNext(2)
        let behavior = BehaviorSubject(value: 0)
        print("behavior asObserver() is the subject:", behavior.asObserver() === behavior)
    }

    example(of: "one observer subscribed twice") {
        let subject = PublishSubject<Int>()
        let observer = AnyObserver<Int> { print("observer", $0) }
        let first = subject.subscribe(observer)
        let second = subject.subscribe(observer)
        subject.onNext(1)
        first.dispose()
        subject.onNext(2)
        second.dispose()
        subject.onNext(3)
        final class Counter: ObserverType {
            var count = 0
            func on(_ event: Event<Int>) {
                count += 1
                print("counter", event, count)
            }
        }
        let counter = Counter()
        let behavior = BehaviorSubject(value: 10)
        _ = behavior.subscribe(counter)
        _ = behavior.subscribe(counter)
        behavior.onNext(11)
        let cold = Observable<Int>.create { observer in
            print("create called")
            observer.onNext(5)
            return Disposables.create()
        }
        _ = cold.subscribe(observer)
        _ = cold.subscribe(observer)
    }

    example(of: "Event.element and Event.error") {
        let events: [Event<Int>] = [.next(1), .error(ProbeError.failed), .completed]
        for event in events {
            print(event, "element:", event.element as Any, "error:", event.error as Any, "stop:", event.isStopEvent, "completed:", event.isCompleted)
        }
        let subject = BehaviorSubject<Int?>(value: nil)
        _ = subject.subscribe { event in print("optional element:", event.element as Any) }
        subject.onNext(3)
        subject.onCompleted()
        print(Event<Int>.next(2).map { $0 * 10 }, Event<Int>.next(2).event)
    }
}
