extension ObservableType {
    /// Transforms each element with `transform` and drops the `nil` results.
    ///
    /// An error thrown by `transform` terminates the sequence with that error.
    ///
    /// - Parameter transform: The function applied to each element.
    /// - Returns: The sequence of non-nil transformed elements.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        CompactMapObservable(source: asObservable(), transform: transform)
    }
}

private final class CompactMapObservable<SourceElement, Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source: Observable<SourceElement>
    let transform: (SourceElement) throws -> Element?

    init(source: Observable<SourceElement>, transform: @escaping (SourceElement) throws -> Element?) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = CompactMapSink(transform: transform, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class CompactMapSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `transform` is immutable.
    private let transform: (SourceElement) throws -> Observer.Element?

    init(transform: @escaping (SourceElement) throws -> Observer.Element?, observer: Observer, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    func _rxOnNext(_ element: SourceElement) {
        do {
            if let mapped = try transform(element) {
                forwardNext(mapped)
            }
        } catch {
            forwardErrorAndDispose(error)
        }
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            _rxOnNext(element)
        case .error(let error):
            forwardErrorAndDispose(error)
        case .completed:
            forwardCompletedAndDispose()
        }
    }
}

// The operators' names in a timeline (see `TimelineNamed`).
extension CompactMapObservable: TimelineNamed {
    var timelineName: String { "compactMap" }
}
