extension ObservableType {
    /// Sends the first `count` elements, then completes and ends the subscription to the source.
    ///
    /// Ending the subscription is what stops an endless source such as `repeatElement`.
    ///
    /// - Parameter count: How many elements to send; must not be negative.
    /// - Returns: The sequence of the first `count` elements.
    public func take(_ count: Int) -> Observable<Element> {
        if count == 0 {
            return Observable.empty()
        }
        return TakeCountObservable(source: asObservable(), count: count)
    }
}

private final class TakeCountObservable<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source: Observable<Element>
    let count: Int

    init(source: Observable<Element>, count: Int) {
        precondition(count >= 0, "count can't be negative")
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeCountSink(remaining: count, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class TakeCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `remaining` is only touched in `on` and `_rxOnNext`, which the source calls serially.
    private var remaining: Int

    init(remaining: Int, observer: Observer, cancel: Cancelable) {
        self.remaining = remaining
        super.init(observer: observer, cancel: cancel)
    }

    func _rxOnNext(_ element: Observer.Element) {
        guard remaining > 0 else { return }
        remaining -= 1
        forwardNext(element)
        if remaining == 0 {
            forwardCompletedAndDispose()
        }
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            _rxOnNext(element)
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

// The operators' names in a timeline (see `TimelineNamed`).
extension TakeCountObservable: TimelineNamed {
    var timelineName: String { "take" }
}
