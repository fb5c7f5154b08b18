/// A type-erased observer that forwards events to a closure or to another observer.
public struct AnyObserver<Element>: ObserverType {
    /// The closure type that receives the events.
    public typealias EventHandler = (Event<Element>) -> Void

    private let observer: EventHandler

    /// Creates an observer that calls `eventHandler` for every event.
    ///
    /// - Parameter eventHandler: The closure that receives the events.
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// Creates an observer that forwards every event to `observer`.
    ///
    /// - Parameter observer: The observer that receives the events.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    /// Sends `event` to the wrapped observer.
    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Returns `self`.
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}

extension ObserverType {
    /// Erases the type of this observer.
    ///
    /// - Returns: An `AnyObserver` that forwards every event to this observer.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// Returns an observer that transforms elements before sending them to this observer.
    ///
    /// An error thrown by `transform` reaches this observer as an `error` event.
    ///
    /// - Parameter transform: The function applied to each element.
    /// - Returns: An observer of `Result` elements.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in
            self.on(event.map(transform))
        }
    }
}
