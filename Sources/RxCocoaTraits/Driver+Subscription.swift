/// The message `drive` stops with when called off the main thread (where that can be told: Darwin).
private let driveOffMainThreadMessage = """
    `drive*` family of methods can be only called from `MainThread`.
    This is required to ensure that the last replayed `Driver` element is delivered on `MainThread`.

    """

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes `observers`, which get every event. Call it on the main thread.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: A disposable that ends the subscription.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asSharedSequence()
            .asObservable()
            .subscribe { event in
                observers.forEach { $0.on(event) }
            }
    }

    /// Subscribes `observers` of optional elements, which get every event with elements wrapped. Call it on the main thread.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: A disposable that ends the subscription.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asSharedSequence()
            .asObservable()
            .map { $0 as Element? }
            .subscribe { event in
                observers.forEach { $0.on(event) }
            }
    }

    /// Sends every element to each of `relays`. Call it on the main thread.
    ///
    /// - Parameter relays: The relays that accept the elements.
    /// - Returns: A disposable that ends the subscription.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Sends every element, wrapped in `Optional`, to each of `relays`. Call it on the main thread.
    ///
    /// - Parameter relays: The relays that accept the elements.
    /// - Returns: A disposable that ends the subscription.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Sends every element to each of `relays`. Call it on the main thread.
    ///
    /// - Parameter relays: The relays that accept the elements.
    /// - Returns: A disposable that ends the subscription.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Sends every element, wrapped in `Optional`, to each of `relays`. Call it on the main thread.
    ///
    /// - Parameter relays: The relays that accept the elements.
    /// - Returns: A disposable that ends the subscription.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Passes the driver, as an `Observable`, to `transformation` and returns what it returns.
    ///
    /// - Parameter transformation: The function that subscribes the driver.
    /// - Returns: The result of `transformation`.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return transformation(asObservable())
    }

    /// Passes the driver, as an `Observable`, and `curriedArgument` to a curried function.
    ///
    /// - Parameters:
    ///   - with: The curried function that subscribes the driver.
    ///   - curriedArgument: Its second argument.
    /// - Returns: The result of `with`.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes closures that get `object` as long as it is alive, without retaining it.
    ///
    /// There is no `onError`: a driver cannot fail.
    ///
    /// - Parameters:
    ///   - object: Passed to every closure; held weakly.
    ///   - onNext: Called with `object` and each element.
    ///   - onCompleted: Called with `object` when the driver completes.
    ///   - onDisposed: Called with `object` once the subscription ends, whatever ends it.
    /// - Returns: A disposable that ends the subscription.
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures for the elements, completion and disposal. Call it on the main thread.
    ///
    /// There is no `onError`: a driver cannot fail.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called when the driver completes.
    ///   - onDisposed: Called once the subscription ends, whatever ends it.
    /// - Returns: A disposable that ends the subscription.
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with no closures, to keep the driver's source running.
    ///
    /// - Returns: A disposable that ends the subscription.
    public func drive() -> Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
