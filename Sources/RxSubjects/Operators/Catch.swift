extension ObservableType {
    /// Replaces an error with the sequence `handler` returns for it.
    ///
    /// An error thrown by `handler` terminates the sequence with that error.
    ///
    /// - Parameter handler: Returns the sequence to continue with after an error.
    /// - Returns: The source sequence, continued by the handler's sequence after an error.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        CatchObservable(source: asObservable(), handler: handler)
    }

    /// Replaces an error with `element`, then completes.
    ///
    /// - Parameter element: The last element, sent in place of the error.
    /// - Returns: The source sequence, ending with `element` after an error.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        CatchAndReturnObservable(source: asObservable(), handler: { _ in Observable.just(element) })
    }
}

private class CatchObservable<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source: Observable<Element>
    let handler: (Swift.Error) throws -> Observable<Element>

    init(source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
    }

    /// The operator's name in a timeline (see `TimelineNamed`).
    var timelineName: String { "catch" }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = CatchSink(handler: handler, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// The sequence of `catchAndReturn`: a `CatchObservable` under its own name in a timeline.
private final class CatchAndReturnObservable<Element>: CatchObservable<Element>, @unchecked Sendable {
    override var timelineName: String { "catchAndReturn" }
}

private final class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `handler` is immutable; `subscription` is thread safe.
    private let handler: (Swift.Error) throws -> Observable<Observer.Element>
    /// The subscription to the source, replaced by the one to the handler's sequence after an error.
    private let subscription = SerialDisposable()

    init(handler: @escaping (Swift.Error) throws -> Observable<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.handler = handler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Observer.Element>) -> Disposable {
        let sourceSubscription = SingleAssignmentDisposable()
        subscription.disposable = sourceSubscription
        sourceSubscription.setDisposable(source.subscribe(self))
        return subscription
    }

    func _rxOnNext(_ element: Observer.Element) {
        forwardNext(element)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            _rxOnNext(element)
        case .completed:
            forwardOn(event)
            dispose()
        case .error(let error):
            do {
                let continuation = try handler(error)
                subscription.disposable = continuation.subscribe(CatchContinuationObserver(sink: self))
            } catch {
                forwardErrorAndDispose(error)
            }
        }
    }

    /// Forwards an event of the handler's sequence, ending the subscription on its terminal event.
    fileprivate func forwardContinuation(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}

/// The observer of the handler's sequence: its events go straight downstream.
private struct CatchContinuationObserver<Observer: ObserverType>: ObserverType {
    let sink: CatchSink<Observer>

    func on(_ event: Event<Observer.Element>) {
        sink.forwardContinuation(event)
    }

    func _rxOnNext(_ element: Observer.Element) {
        sink.forwardNext(element)
    }
}

extension CatchObservable: TimelineNamed {}
