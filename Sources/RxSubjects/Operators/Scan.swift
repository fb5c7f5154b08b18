extension ObservableType {
    /// Sends each intermediate result of folding the elements into `seed` with `accumulator`.
    ///
    /// Each subscriber starts from its own copy of `seed`. An error thrown by `accumulator`
    /// terminates the sequence with that error.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Updates the accumulated value in place with one element.
    /// - Returns: The sequence of accumulated values, one per element.
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        Scan(source: asObservable(), seed: seed, accumulator: accumulator)
    }

    /// Sends each intermediate result of folding the elements into `seed` with `accumulator`.
    ///
    /// Each subscriber starts from `seed`. An error thrown by `accumulator` terminates the
    /// sequence with that error.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Returns the next accumulated value from the current one and an element.
    /// - Returns: The sequence of accumulated values, one per element.
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        Scan(source: asObservable(), seed: seed) { accumulated, element in
            accumulated = try accumulator(accumulated, element)
        }
    }
}

/// The sequence of `scan`. Private, as RxSwift's is, so it prints the same way.
private final class Scan<SourceElement, Accumulate>: Producer<Accumulate>, @unchecked Sendable {
    // @unchecked Sendable: immutable; each subscriber folds into its own copy of `seed`.
    let source: Observable<SourceElement>
    let seed: Accumulate
    let accumulator: (inout Accumulate, SourceElement) throws -> Void

    init(source: Observable<SourceElement>, seed: Accumulate, accumulator: @escaping (inout Accumulate, SourceElement) throws -> Void) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Accumulate {
        let sink = ScanSink(seed: seed, accumulator: accumulator, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class ScanSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `accumulated` is only touched in `on` and `_rxOnNext`, which the source calls serially.
    private let accumulator: (inout Observer.Element, SourceElement) throws -> Void
    // exclusivity(unchecked): see above; the accumulator gets it `inout` once per element.
    @exclusivity(unchecked) private var accumulated: Observer.Element

    init(
        seed: Observer.Element,
        accumulator: @escaping (inout Observer.Element, SourceElement) throws -> Void,
        observer: Observer,
        cancel: Cancelable
    ) {
        self.accumulated = seed
        self.accumulator = accumulator
        super.init(observer: observer, cancel: cancel)
    }

    func _rxOnNext(_ element: SourceElement) {
        do {
            try accumulator(&accumulated, element)
            forwardNext(accumulated)
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
extension Scan: TimelineNamed {
    var timelineName: String { "scan" }
}
