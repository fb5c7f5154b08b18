extension ObservableType {
    /// Keeps the elements for which `predicate` returns true.
    ///
    /// An error thrown by `predicate` terminates the sequence with that error.
    ///
    /// - Parameter predicate: Decides whether an element is kept.
    /// - Returns: The sequence of kept elements.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        FilterObservable(source: asObservable(), predicate: predicate)
    }
}

private final class FilterObservable<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source: Observable<Element>
    let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = FilterSink(predicate: predicate, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class FilterSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `predicate` is immutable.
    private let predicate: (Observer.Element) throws -> Bool

    init(predicate: @escaping (Observer.Element) throws -> Bool, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func _rxOnNext(_ element: Observer.Element) {
        do {
            if try predicate(element) {
                forwardNext(element)
            }
        } catch {
            forwardErrorAndDispose(error)
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
extension FilterObservable: TimelineNamed {
    var timelineName: String { "filter" }
}
