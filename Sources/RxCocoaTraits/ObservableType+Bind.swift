extension ObservableType {
    /// Sends every event to each of `observers`, in order.
    ///
    /// Binding into relays is RxRelays' `bind(to:)`; this one is RxCocoa's, for observers and subjects.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: A disposable that ends the binding.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Sends every event, with elements wrapped in `Optional`, to each of `observers`, in order.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: A disposable that ends the binding.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }
            .subscribe { event in
                observers.forEach { $0.on(event) }
            }
    }

    /// Passes `self` to `binder` and returns what it returns.
    ///
    /// - Parameter binder: The function that binds the sequence.
    /// - Returns: The result of `binder`.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Passes `self` and `curriedArgument` to a curried `binder`.
    ///
    /// - Parameters:
    ///   - binder: The curried function that binds the sequence.
    ///   - curriedArgument: The second argument of `binder`.
    /// - Returns: The result of `binder`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext`, which gets `object` with each element as long as `object` is alive.
    ///
    /// An error stops a debug build and is printed in release.
    ///
    /// - Parameters:
    ///   - object: Passed to `onNext`; held weakly.
    ///   - onNext: Called with `object` and each element.
    /// - Returns: A disposable that ends the binding.
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        subscribe(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext(object, element)
            },
            onError: { error in
                rxFatalErrorInDebug("Binding error: \(error)")
            }
        )
    }

    /// Subscribes `onNext` to the elements; an error stops a debug build and is printed in release.
    ///
    /// - Parameter onNext: Called with each element.
    /// - Returns: A disposable that ends the binding.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { error in
            rxFatalErrorInDebug("Binding error: \(error)")
        })
    }
}
