extension ObservableType {
    /// Subscribes to the sequence `selector` returns for each element, and merges what they all send.
    ///
    /// Fails with the first error (the source's, an inner sequence's, or thrown by `selector`);
    /// completes once the source and every inner sequence have completed.
    ///
    /// - Parameter selector: Returns the inner sequence for an element.
    /// - Returns: The merged elements of the inner sequences.
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        FlatMap(source: asObservable(), selector: selector, dropsWhileActive: false)
    }

    /// Like `flatMap`, but drops the elements that arrive while an inner sequence is still running.
    ///
    /// - Parameter selector: Returns the inner sequence for an element; not called for dropped ones.
    /// - Returns: The elements of the inner sequences, one inner sequence at a time.
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        FlatMap(source: asObservable(), selector: selector, dropsWhileActive: true)
    }
}

/// The sequence of `flatMap` and `flatMapFirst`. Private, as RxSwift's are.
private final class FlatMap<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source: Observable<SourceElement>
    let selector: (SourceElement) throws -> Inner
    let dropsWhileActive: Bool

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner, dropsWhileActive: Bool) {
        self.source = source
        self.selector = selector
        self.dropsWhileActive = dropsWhileActive
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Inner.Element {
        let sink = MergeSink(selector: selector, dropsWhileActive: dropsWhileActive, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

// The operators' names in a timeline (see `TimelineNamed`).
extension FlatMap: TimelineNamed {
    var timelineName: String { dropsWhileActive ? "flatMapFirst" : "flatMap" }
}
