extension Observable {
    /// Returns a sequence that calls `observableFactory` for each subscriber and subscribes to what it returns.
    ///
    /// An error thrown by the factory reaches the subscriber as an `error` event.
    ///
    /// - Parameter observableFactory: Makes the sequence for one subscriber.
    /// - Returns: The sequence.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Deferred(observableFactory)
    }
}

/// The sequence of `Observable.deferred`. Private, as RxSwift's is, so it prints the same way.
private final class Deferred<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: `observableFactory` is immutable.
    private let observableFactory: () throws -> Observable<Element>

    init(_ observableFactory: @escaping () throws -> Observable<Element>) {
        self.observableFactory = observableFactory
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DeferredSink(observer: observer, cancel: cancel)
        do {
            return (sink, try observableFactory().subscribe(sink))
        } catch {
            sink.forwardOn(.error(error))
            sink.dispose()
            return (sink, Disposables.create())
        }
    }
}

/// One subscription to a deferred sequence: forwards what the made sequence sends, and ends with it.
private final class DeferredSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: see `Sink`.
    typealias Element = Observer.Element

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
