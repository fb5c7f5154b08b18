extension ObservableType {
    /// Combines the latest elements of every source in `collection` with `resultSelector` whenever
    /// any of them sends one.
    ///
    /// Starts once every source has sent an element; fails with the first error (a source's or the
    /// selector's); completes once every source has completed, or at the next element after a source
    /// completed without sending any. An empty collection sends `resultSelector([])` and completes.
    ///
    /// - Parameters:
    ///   - collection: The sources, subscribed in order.
    ///   - resultSelector: Combines the latest elements, in the order of the sources.
    /// - Returns: The sequence of combined elements.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        CombineLatestCollectionType(sources: collection, resultSelector: resultSelector)
    }

    /// Combines the latest elements of every source in `collection` into an array whenever any of
    /// them sends one.
    ///
    /// Starts once every source has sent an element; fails with the first error; completes once
    /// every source has completed, or at the next element after a source completed without sending
    /// any. An empty collection sends `[]` and completes.
    ///
    /// - Parameter collection: The sources, subscribed in order.
    /// - Returns: The sequence of arrays of the latest elements, in the order of the sources.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        CombineLatestCollectionType(sources: collection, resultSelector: { $0 })
    }
}

/// The sequence of `combineLatest` over a collection; RxSwift's name, so it prints the same way.
final class CombineLatestCollectionType<Collection: Swift.Collection, Result>: Producer<Result>, @unchecked Sendable
where Collection.Element: ObservableConvertibleType {
    // @unchecked Sendable: immutable.
    typealias SourceElement = Collection.Element.Element
    let sources: Collection
    let resultSelector: ([SourceElement]) throws -> Result

    init(sources: Collection, resultSelector: @escaping ([SourceElement]) throws -> Result) {
        self.sources = sources
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = CombineLatestCollectionSink<SourceElement, Observer>(
            count: sources.count, resultSelector: resultSelector, observer: observer, cancel: cancel
        )
        return (sink, sink.run(sources))
    }
}

/// One subscription to `combineLatest` over a collection. Every source's events are handled, and
/// forwarded, under `lock`.
private final class CombineLatestCollectionSink<SourceElement, Observer: ObserverType>: Sink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `lock` protects every `var`; `subscriptions` is set before any source is subscribed.
    fileprivate let lock = RecursiveLock()
    private let count: Int
    private let resultSelector: ([SourceElement]) throws -> Observer.Element
    private let subscriptions: [SingleAssignmentDisposable]
    // exclusivity(unchecked): `lock` serialises every access.
    /// The first element of each source, until every source has sent one.
    @exclusivity(unchecked) private var firstElements: [SourceElement?]
    @exclusivity(unchecked) private var sourcesWithElements = 0
    /// The latest element of each source, once every source has sent one.
    @exclusivity(unchecked) private var latest: [SourceElement] = []
    @exclusivity(unchecked) private var isCompleted: [Bool]
    @exclusivity(unchecked) private var completedSources = 0

    init(count: Int, resultSelector: @escaping ([SourceElement]) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
        self.count = count
        self.resultSelector = resultSelector
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        firstElements = Array(repeating: nil, count: count)
        isCompleted = Array(repeating: false, count: count)
        super.init(observer: observer, cancel: cancel)
    }

    func run<Sources: Collection>(_ sources: Sources) -> Disposable
    where Sources.Element: ObservableConvertibleType, Sources.Element.Element == SourceElement {
        for (index, source) in sources.enumerated() {
            let observer = CombineLatestCollectionObserver(sink: self, index: index)
            subscriptions[index].setDisposable(source.asObservable().subscribe(observer))
        }
        if sources.isEmpty {
            sendCombination()
            forwardCompletedAndDispose()
        }
        return Disposables.create(subscriptions)
    }

    /// Handles an event of the source at `index`; `lock` is held.
    fileprivate func on(_ event: Event<SourceElement>, from index: Int) {
        switch event {
        case .next(let element):
            if sourcesWithElements == count {
                // Not an `inout` that outlives this line: the selector may keep the array it was given.
                latest[index] = element
            } else {
                if firstElements[index] == nil {
                    sourcesWithElements += 1
                }
                firstElements[index] = element
                guard sourcesWithElements == count else {
                    let othersCompleted = completedSources - (isCompleted[index] ? 1 : 0)
                    if othersCompleted == count - 1 {
                        forwardCompletedAndDispose()
                    }
                    return
                }
                // Only one array from now on: each element replaces its source's slot.
                latest = firstElements.map { $0! }
                firstElements = []
            }
            sendCombination()
        case .error(let error):
            forwardErrorAndDispose(error)
        case .completed:
            guard !isCompleted[index] else { return }
            isCompleted[index] = true
            completedSources += 1
            if completedSources == count {
                forwardCompletedAndDispose()
            } else {
                subscriptions[index].dispose()
            }
        }
    }

    private func sendCombination() {
        do {
            forwardOn(.next(try resultSelector(latest)))
        } catch {
            forwardErrorAndDispose(error)
        }
    }
}

/// The observer of the source at `index` of a collection.
private struct CombineLatestCollectionObserver<SourceElement, Observer: ObserverType>: ObserverType {
    let sink: CombineLatestCollectionSink<SourceElement, Observer>
    let index: Int

    func on(_ event: Event<SourceElement>) {
        sink.lock.performLocked { sink.on(event, from: index) }
    }
}

// The operators' names in a timeline (see `TimelineNamed`).
extension CombineLatestCollectionType: TimelineNamed {
    var timelineName: String { "combineLatest" }
}
