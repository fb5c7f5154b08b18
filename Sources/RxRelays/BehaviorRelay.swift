@_spi(RxTimeline) import RxSubjects

/// A `BehaviorSubject` that only ever sends elements, with its current value readable at any time.
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: the only state is the subject, which is thread safe.
    @usableFromInline let subject: BehaviorSubject<Element>

    /// The current value.
    @inlinable
    public var value: Element {
        // Cannot throw: the subject is private to this relay, which never disposes it or sends it an error.
        try! subject.value()
    }

    /// Creates a relay whose current value is `value`.
    ///
    /// - Parameter value: The value sent to subscribers until another arrives.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
        RxTimeline.name(subject, "BehaviorRelay")
    }

    /// Makes `event` the current value and sends it to the subscribers.
    ///
    /// - Parameter event: The new value.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`, which gets the current value at once, then the later ones.
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
