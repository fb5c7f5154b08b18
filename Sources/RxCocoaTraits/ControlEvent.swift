/// A type that can be converted to a `ControlEvent`.
public protocol ControlEventType: ObservableType {
    /// Converts `self` to a `ControlEvent`.
    func asControlEvent() -> ControlEvent<Element>
}

/// An event of a user-interface control, such as a tap: no initial value, never fails, delivered
/// on the main thread, completes when the control goes away.
///
/// Without UIKit, build one from any sequence that keeps those promises (a `PublishRelay`, for
/// instance). Subscribing happens on the main queue (`ConcurrentMainScheduler`), as in RxCocoa.
public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// Creates a control event from the sequence of its occurrences.
    ///
    /// - Parameter events: The occurrences.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Subscribes `observer` to the occurrences.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// Returns the occurrences as an `Observable`.
    public func asObservable() -> Observable<Element> {
        events
    }

    /// Returns `self`.
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }
}
