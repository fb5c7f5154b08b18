extension ObservableType {
    /// Runs side effects for the events passing through, and for subscription and disposal.
    ///
    /// `onNext`, `onError` and `onCompleted` run before the event is sent on, the `after...` closures
    /// after it. An error thrown by any of them is sent on instead and ends the subscription.
    /// `onSubscribe` runs before subscribing to the source, `onSubscribed` after, and `onDispose`
    /// after the subscription to the source is disposed, whatever ended it.
    ///
    /// - Returns: The source sequence, unchanged.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        DoObservable(
            source: asObservable(),
            before: { event in
                switch event {
                case .next(let element): try onNext?(element)
                case .error(let error): try onError?(error)
                case .completed: try onCompleted?()
                }
            },
            after: { event in
                switch event {
                case .next(let element): try afterNext?(element)
                case .error(let error): try afterError?(error)
                case .completed: try afterCompleted?()
                }
            },
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        )
    }
}

private final class DoObservable<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    typealias EventHandler = (Event<Element>) throws -> Void

    let source: Observable<Element>
    let before: EventHandler
    let after: EventHandler
    let onSubscribe: (() -> Void)?
    let onSubscribed: (() -> Void)?
    let onDispose: (() -> Void)?

    init(
        source: Observable<Element>,
        before: @escaping EventHandler,
        after: @escaping EventHandler,
        onSubscribe: (() -> Void)?,
        onSubscribed: (() -> Void)?,
        onDispose: (() -> Void)?
    ) {
        self.source = source
        self.before = before
        self.after = after
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        onSubscribe?()
        let sink = DoSink(before: before, after: after, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        onSubscribed?()
        let onDispose = onDispose
        let subscriptionThenOnDispose = Disposables.create {
            subscription.dispose()
            onDispose?()
        }
        return (sink, subscriptionThenOnDispose)
    }
}

private final class DoSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    private let before: (Event<Observer.Element>) throws -> Void
    private let after: (Event<Observer.Element>) throws -> Void

    init(
        before: @escaping (Event<Observer.Element>) throws -> Void,
        after: @escaping (Event<Observer.Element>) throws -> Void,
        observer: Observer,
        cancel: Cancelable
    ) {
        self.before = before
        self.after = after
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        do {
            try before(event)
            forwardOn(event)
            try after(event)
            if event.isStopEvent {
                dispose()
            }
        } catch {
            forwardErrorAndDispose(error)
        }
    }
}

// The operators' names in a timeline (see `TimelineNamed`).
extension DoObservable: TimelineNamed {
    var timelineName: String { "do" }
}
