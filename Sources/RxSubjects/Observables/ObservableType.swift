/// A type that can be converted to an `Observable`.
public protocol ObservableConvertibleType {
    /// The type of elements in the sequence.
    associatedtype Element

    /// Converts `self` to an `Observable`.
    func asObservable() -> Observable<Element>
}

/// A push-style sequence that observers subscribe to.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer` to the events of the sequence.
    ///
    /// - Parameter observer: The observer that receives the events.
    /// - Returns: A disposable that ends the subscription.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// Wraps `self` in an `Observable` that subscribes to it.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
