/// An event of an `Infallible`: an element or completion, never an error.
public enum InfallibleEvent<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence completed.
    case completed
}

extension InfallibleEvent: EventConvertible {
    /// The same event as an `Event`.
    public var event: Event<Element> {
        switch self {
        case .next(let element): .next(element)
        case .completed: .completed
        }
    }
}

extension Infallible {
    /// The observer `Infallible.create` hands its closure: a function that takes the events.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// Returns a sequence whose subscribe behaviour is `subscribe`, as `Observable.create`'s.
    ///
    /// - Parameter subscribe: Called for each subscriber, with the function to send events to.
    /// - Returns: The sequence.
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable) -> Infallible<Element> {
        Infallible(Observable.create { observer in
            subscribe { event in
                switch event {
                case .next(let element): observer.onNext(element)
                case .completed: observer.onCompleted()
                }
            }
        })
    }
}
