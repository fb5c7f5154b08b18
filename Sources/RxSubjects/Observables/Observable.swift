/// An observable sequence: the base class of every sequence, subjects included.
///
/// Subclasses override `subscribe(_:)`. The creation functions (`just`, `of`, `create`...) are
/// static members of this class, as in RxSwift.
public class Observable<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: this class has no state; each subclass says what guards its own.

    @usableFromInline init() {}

    /// Subscribes `observer` to the events of the sequence.
    ///
    /// - Parameter observer: The observer that receives the events.
    /// - Returns: A disposable that ends the subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        rxAbstractMethod()
    }

    /// Returns `self`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        self
    }
}
