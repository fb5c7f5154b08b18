extension ObservableType {
    /// Drops the first `count` elements and sends the rest.
    ///
    /// - Parameter count: How many elements to drop.
    /// - Returns: The sequence without its first `count` elements.
    public func skip(_ count: Int) -> Observable<Element> {
        SkipCountObservable(source: asObservable(), count: count)
    }
}

private final class SkipCountObservable<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source: Observable<Element>
    let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SkipCountSink(remaining: count, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class SkipCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `remaining` is only touched in `on` and `_rxOnNext`, which the source calls serially.
    private var remaining: Int

    init(remaining: Int, observer: Observer, cancel: Cancelable) {
        self.remaining = remaining
        super.init(observer: observer, cancel: cancel)
    }

    func _rxOnNext(_ element: Observer.Element) {
        if remaining <= 0 {
            forwardNext(element)
        } else {
            remaining -= 1
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
extension SkipCountObservable: TimelineNamed {
    var timelineName: String { "skip" }
}
