/// A type that receives the events of an observable sequence.
public protocol ObserverType {
    /// The type of elements the observer receives.
    associatedtype Element

    /// Notifies the observer about a sequence event.
    ///
    /// - Parameter event: The event that happened.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends a `next` event carrying `element`.
    @inlinable
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends the `completed` event.
    @inlinable
    public func onCompleted() {
        on(.completed)
    }

    /// Sends an `error` event.
    @inlinable
    public func onError(_ error: Swift.Error) {
        on(.error(error))
    }
}
