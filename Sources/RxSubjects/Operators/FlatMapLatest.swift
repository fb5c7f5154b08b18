extension ObservableType {
    /// Subscribes to the sequence `selector` returns for each element, leaving the previous one:
    /// only the latest inner sequence is heard.
    ///
    /// Fails with the first error (the source's, the latest inner sequence's, or thrown by
    /// `selector`); completes once the source and the latest inner sequence have completed.
    ///
    /// - Parameter selector: Returns the inner sequence for an element.
    /// - Returns: The elements of the latest inner sequence.
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        FlatMapLatest(source: asObservable(), selector: selector)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to each sequence the source sends, leaving the previous one: only the latest is heard.
    ///
    /// - Returns: The elements of the latest inner sequence (see `flatMapLatest`).
    public func switchLatest() -> Observable<Element.Element> {
        Switch(source: asObservable())
    }
}

/// The sequence of `flatMapLatest`. Private, as RxSwift's is.
private final class FlatMapLatest<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source: Observable<SourceElement>
    let selector: (SourceElement) throws -> Inner

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Inner.Element {
        let sink = SwitchSink(selector: selector, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// The sequence of `switchLatest()`. Private, as RxSwift's is.
private final class Switch<Inner: ObservableConvertibleType>: Producer<Inner.Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source: Observable<Inner>

    init(source: Observable<Inner>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Inner.Element {
        let sink = SwitchSink(selector: { (inner: Inner) in inner }, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

// The operators' names in a timeline (see `TimelineNamed`).
extension FlatMapLatest: TimelineNamed {
    var timelineName: String { "flatMapLatest" }
}
extension Switch: TimelineNamed {
    var timelineName: String { "switchLatest" }
}
