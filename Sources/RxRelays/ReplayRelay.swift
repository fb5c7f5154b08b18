/// A `ReplaySubject` that only ever sends elements: it cannot fail, complete or be disposed.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: the only state is the subject, which is thread safe.
    @usableFromInline let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
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
}
