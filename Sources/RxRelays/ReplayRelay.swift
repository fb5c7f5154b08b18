@_spi(RxTimeline) import RxSubjects

/// A `ReplaySubject` that only ever sends elements: it cannot fail, complete or be disposed.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: the only state is the subject, which is thread safe.
    @usableFromInline let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
        RxTimeline.name(subject, "ReplayRelay")
    }

    /// Creates a relay that replays up to `bufferSize` elements to new subscribers.
    ///
    /// - Parameter bufferSize: The number of latest elements to replay.
    /// - Returns: The relay.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// Creates a relay that replays every element it ever received (RxRelay's spelling, "Unbound").
    ///
    /// - Returns: The relay.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// Buffers `event` and sends it to the subscribers.
    ///
    /// - Parameter event: The element to send.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`, which gets the buffer, then the later elements.
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

// The closure forms of `subscribe` go through `asObservable()`, as in RxSwift; for this relay that
// is its `ReplaySubject`, whose class is not final, so the call would be dispatched at run time to
// a generic body about ten times slower. These overloads call the subject's own, which stay
// specialized for the element type, and do exactly what the `ObservableType` versions do.
extension ReplayRelay {
    /// Subscribes a closure that receives every event.
    ///
    /// - Parameter on: The closure that receives the events.
    /// - Returns: A disposable that ends the subscription.
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subject.subscribe(on)
    }

    /// Subscribes closures for elements, the error, completion and disposal.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onError: Called with the error that terminates the sequence (a relay never sends one).
    ///   - onCompleted: Called when the sequence completes (a relay never does).
    ///   - onDisposed: Called once when the subscription ends.
    /// - Returns: A disposable that ends the subscription.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subject.subscribe(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
