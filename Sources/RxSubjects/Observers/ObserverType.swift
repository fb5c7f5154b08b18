/// A type that receives the events of an observable sequence.
public protocol ObserverType {
    /// The type of elements the observer receives.
    associatedtype Element

    /// Notifies the observer about a sequence event.
    ///
    /// - Parameter event: The event that happened.
    func on(_ event: Event<Element>)

    /// Does what `on(.next(element))` does. Not RxSwift API: call `onNext(_:)`.
    ///
    /// Why it exists: code of this library that is not specialized for the element type (the
    /// operators' sinks) would look up `Event<Element>`'s metadata in the runtime's cache for every
    /// event it makes or reads. Passing the bare element needs none, so the library's own observers
    /// implement this; every other observer gets the default, which calls `on`.
    func _rxOnNext(_ element: Element)
}

extension ObserverType {
    @inlinable
    public func _rxOnNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends a `next` event carrying `element`.
    @inlinable
    public func onNext(_ element: Element) {
        _rxOnNext(element)
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
