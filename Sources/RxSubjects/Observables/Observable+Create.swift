import Synchronization

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
}

/// The sequence of `Observable.create`. Private, as RxSwift's is, so it prints the same way.
private final class AnonymousObservable<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: `subscribeHandler` is immutable.
    private let subscribeHandler: (AnyObserver<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = AnonymousObservableSink(observer: observer, cancel: cancel)
        return (sink, subscribeHandler(AnyObserver(sink)))
    }
}

/// One subscription to an `Observable.create` sequence: the observer given to its closure, which
/// enforces the grammar (nothing after the first `error` or `completed`).
private final class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: see `Sink`; `isStopped` is atomic.
    typealias Element = Observer.Element

    private let isStopped = Atomic<Bool>(false)
    #if DEBUG
    // RxSwift checks here as well as in `forwardOn`, so a reentrant event is reported twice.
    private let synchronizationTracker = SynchronizationTracker()
    #endif

    func on(_ event: Event<Element>) {
        #if DEBUG
        synchronizationTracker.register()
        defer { synchronizationTracker.unregister() }
        #endif
        switch event {
        case .next:
            if !isStopped.load(ordering: .acquiring) {
                forwardOn(event)
            }
        case .error, .completed:
            if !isStopped.exchange(true, ordering: .acquiringAndReleasing) {
                forwardOn(event)
                dispose()
            }
        }
    }
}
