extension ObservableType {
    /// Subscribes a closure that receives every event.
    ///
    /// - Parameter on: The closure that receives the events.
    /// - Returns: A disposable that ends the subscription.
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribeClosures(AnonymousObserver(on))
    }

    /// Subscribes closures for elements, the error, completion and disposal.
    ///
    /// `onDisposed` runs once, after `onError` or `onCompleted`, or when the subscription is disposed.
    /// An error with no `onError` prints "Unhandled error happened: ..." in debug builds, as RxSwift's
    /// default error hook does.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onError: Called with the error that terminates the sequence.
    ///   - onCompleted: Called when the sequence completes.
    ///   - onDisposed: Called once when the subscription ends, whatever ends it.
    /// - Returns: A disposable that ends the subscription.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribeHandlers(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed) {
            subscribeClosures($0)
        }
    }

    /// Subscribes the observer of a subscriber's closures: `subscribeAsObservable`, or, when the
    /// process records a timeline, a line of its own if the sequence is an operator's (see
    /// `TimelineRecorder`). What a process that does not record pays is that one test.
    @inlinable
    func subscribeClosures<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if TimelineRecorder.shared != nil {
            return subscribeInTimeline(observer)
        }
        return subscribeAsObservable(observer)
    }

    /// `subscribeAsObservable` while recording: a subscription to an operator's sequence gets a
    /// line named after the operator; any other (a subject, a relay, a trait, `share`, `just`...)
    /// is made as it is.
    @usableFromInline @inline(never)
    func subscribeInTimeline<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let source = self as? Observable<Element> ?? asObservable()
        guard let recorder = TimelineRecorder.shared, let name = (source as? TimelineNamed)?.timelineName else {
            return source.subscribe(observer)
        }
        return recorder.subscribeOperator(named: name, source, observer)
    }

    /// RxSwift's `asObservable().subscribe(observer)`, which the closure forms of `subscribe` use.
    ///
    /// For an `Observable` (every sequence and subject here) `asObservable()` is the sequence itself,
    /// so it subscribes directly, and for a concrete type the check costs nothing at run time: the
    /// whole path can be specialized for the element type. Any other `ObservableType` (a relay, or a
    /// reader's own type) goes through its observable form, as in RxSwift, where for a type of one's
    /// own that is an `Observable.create` wrapper, with its trampoline and its reentrancy checks.
    @inlinable
    func subscribeAsObservable<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if self is Observable<Element> {
            return subscribe(observer)
        }
        return asObservable().subscribe(observer)
    }

    /// Subscribes closures that receive `object` as long as it is alive, without retaining it.
    ///
    /// Once `object` is deallocated the closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: The object passed to every closure; held weakly.
    ///   - onNext: Called with `object` and each element.
    ///   - onError: Called with `object` and the terminating error.
    ///   - onCompleted: Called with `object` when the sequence completes.
    ///   - onDisposed: Called with `object` once when the subscription ends.
    /// - Returns: A disposable that ends the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] in
                guard let object else { return }
                onNext?(object, $0)
            },
            onError: { [weak object] in
                guard let object else { return }
                onError?(object, $0)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}

/// The body of `subscribe(onNext:onError:onCompleted:onDisposed:)`; `subscribe` subscribes the observer
/// it is given to the sequence.
@inlinable
func subscribeHandlers<Element>(
    onNext: ((Element) -> Void)?,
    onError: ((Swift.Error) -> Void)?,
    onCompleted: (() -> Void)?,
    onDisposed: (() -> Void)?,
    subscribe: (SubscribeObserver<Element>) -> Disposable
) -> Disposable {
    guard let onDisposed else {
        // Two fresh no-op disposables rather than one shared: copying an existential costs more
        // than making one.
        let observer = SubscribeObserver(
            onNext: onNext, onError: onError, onCompleted: onCompleted, disposable: Disposables.create()
        )
        return makeBinaryDisposable(subscribe(observer), Disposables.create())
    }
    let disposable: Disposable = Disposables.create(with: onDisposed)
    let observer = SubscribeObserver(onNext: onNext, onError: onError, onCompleted: onCompleted, disposable: disposable)
    return makeBinaryDisposable(subscribe(observer), disposable)
}

/// RxSwift's default error hook: debug builds print the error nobody handled.
@usableFromInline
func reportUnhandledError(_ error: Swift.Error) {
    #if DEBUG
    print("Unhandled error happened: \(error)")
    #endif
}
