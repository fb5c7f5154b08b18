@_spi(RxTimeline) import RxSubjects

/// A `PublishSubject` that only ever sends elements: it cannot fail, complete or be disposed.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: the only state is the subject, which is thread safe.
    @usableFromInline let subject = PublishSubject<Element>()

    /// Creates a relay.
    public init() {
        RxTimeline.name(subject, "PublishRelay")
    }

    /// Sends `event` to the current subscribers.
    ///
    /// - Parameter event: The element to send.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer` to the elements sent from now on.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// Returns the relay as an `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }

    /// Returns the relay as an `Infallible` (a relay cannot fail).
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}
