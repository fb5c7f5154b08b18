extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes `observers`, which get every event.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: A disposable that ends the subscription.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asSharedSequence()
            .asObservable()
            .subscribe { event in
                observers.forEach { $0.on(event) }
            }
    }

    /// Subscribes `observers` of optional elements, which get every event with elements wrapped.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: A disposable that ends the subscription.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asSharedSequence()
            .asObservable()
            .map { $0 as Element? }
            .subscribe { event in
                observers.forEach { $0.on(event) }
            }
    }

    /// Sends every element to each of `relays`.
    ///
    /// - Parameter relays: The relays that accept the elements.
    /// - Returns: A disposable that ends the subscription.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        emit(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Sends every element, wrapped in `Optional`, to each of `relays`.
    ///
    /// - Parameter relays: The relays that accept the elements.
    /// - Returns: A disposable that ends the subscription.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        emit(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Sends every element to each of `relays`.
    ///
    /// - Parameter relays: The relays that accept the elements.
    /// - Returns: A disposable that ends the subscription.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        emit(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Sends every element, wrapped in `Optional`, to each of `relays`.
    ///
    /// - Parameter relays: The relays that accept the elements.
    /// - Returns: A disposable that ends the subscription.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        emit(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Sends every element to each of `relays`.
    ///
    /// - Parameter relays: The relays that accept the elements.
    /// - Returns: A disposable that ends the subscription.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        emit(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Sends every element, wrapped in `Optional`, to each of `relays`.
    ///
    /// - Parameter relays: The relays that accept the elements.
    /// - Returns: A disposable that ends the subscription.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        emit(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Subscribes closures that get `object` as long as it is alive, without retaining it.
    ///
    /// There is no `onError`: a signal cannot fail.
    ///
    /// - Parameters:
    ///   - object: Passed to every closure; held weakly.
    ///   - onNext: Called with `object` and each element.
    ///   - onCompleted: Called with `object` when the signal completes.
    ///   - onDisposed: Called with `object` once the subscription ends, whatever ends it.
    /// - Returns: A disposable that ends the subscription.
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures for the elements, completion and disposal.
    ///
    /// There is no `onError`: a signal cannot fail.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called when the signal completes.
    ///   - onDisposed: Called once the subscription ends, whatever ends it.
    /// - Returns: A disposable that ends the subscription.
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with no closures, to keep the signal's source running.
    ///
    /// - Returns: A disposable that ends the subscription.
    public func emit() -> Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
