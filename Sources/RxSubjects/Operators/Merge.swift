extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to every sequence the source sends and merges what they all send.
    ///
    /// Fails with the first error; completes once the source and every inner sequence have completed.
    ///
    /// - Returns: The merged elements of the inner sequences.
    public func merge() -> Observable<Element.Element> {
        Merge(source: asObservable())
    }
}

extension ObservableType {
    /// Subscribes to each of `sources`, in order, and merges what they all send.
    ///
    /// Fails with the first error; completes once every source has completed (at once for none).
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged elements.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        MergeArray(sources: Array(sources))
    }

    /// Subscribes to each of `sources`, in order, and merges what they all send.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged elements.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeArray(sources: sources)
    }

    /// Subscribes to each of `sources`, in order, and merges what they all send.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged elements.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArray(sources: sources)
    }
}

/// The sequence of `merge()`; RxSwift's name, so it prints the same way.
final class Merge<Inner: ObservableConvertibleType>: Producer<Inner.Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source: Observable<Inner>

    init(source: Observable<Inner>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Inner.Element {
        let sink = MergeSink(selector: { (inner: Inner) in inner }, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// The sequence of `Observable.merge`. Private, as RxSwift's is.
private final class MergeArray<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = MergeSink(selector: { (inner: Observable<Element>) in inner }, observer: observer, cancel: cancel)
        return (sink, sink.run(merging: sources))
    }
}

// The operators' names in a timeline (see `TimelineNamed`).
extension Merge: TimelineNamed {
    var timelineName: String { "merge" }
}
extension MergeArray: TimelineNamed {
    var timelineName: String { "merge" }
}
