extension Observable {
    /// Returns a sequence whose subscribe behaviour is `subscribe`.
    ///
    /// The observer handed to `subscribe` ignores events after the first `error` or `completed` and
    /// after the subscription is disposed. The disposable `subscribe` returns is disposed when the
    /// sequence terminates or the subscription is disposed, whichever comes first.
    ///
    /// - Parameter subscribe: Called for each subscriber, with an observer to send events to.
    /// - Returns: The sequence.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }

    /// Returns a sequence that calls `observableFactory` for each subscriber and subscribes to what it returns.
    ///
    /// An error thrown by the factory reaches the subscriber as an `error` event.
    ///
    /// - Parameter observableFactory: Makes the sequence for one subscriber.
    /// - Returns: The sequence.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        AnonymousObservable { observer in
            do {
                return try observableFactory().subscribe(observer)
            } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
        }
    }
}

/// The sequence of `Observable.create`.
final class AnonymousObservable<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: `subscribeHandler` is immutable.
    private let subscribeHandler: (AnyObserver<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // As RxSwift's producers do: subscribe inside the current-thread trampoline, so that a
        // sequence subscribed in the closure (`of`, `range`...) starts once the closure returns.
        if !CurrentThreadScheduler.isScheduleRequired {
            return subscribeNow(observer)
        }
        return CurrentThreadScheduler.instance.schedule(()) { _ in self.subscribeNow(observer) }
    }

    private func subscribeNow<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = AnonymousObservableSink(observer)
        sink.setSubscription(subscribeHandler(AnyObserver(sink)))
        return sink
    }
}
