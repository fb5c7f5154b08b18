extension ObservableType where Element: Equatable {
    /// Drops each element equal to the one before it.
    ///
    /// - Returns: The sequence without consecutive duplicates.
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    }
}

extension ObservableType {
    /// Drops each element whose key, computed by `keySelector`, equals the previous element's key.
    ///
    /// - Parameter keySelector: Computes the key an element is compared by.
    /// - Returns: The sequence without consecutive duplicates.
    public func distinctUntilChanged(_ keySelector: @escaping (Element) throws -> some Equatable) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Drops each element that `comparer` finds equal to the previous element.
    ///
    /// - Parameter comparer: Returns true when two elements count as equal.
    /// - Returns: The sequence without consecutive duplicates.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops each element whose key `comparer` finds equal to the previous element's key.
    ///
    /// An error thrown by `keySelector` or `comparer` terminates the sequence with that error.
    ///
    /// - Parameters:
    ///   - keySelector: Computes the key an element is compared by.
    ///   - comparer: Returns true when two keys count as equal.
    /// - Returns: The sequence without consecutive duplicates.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        DistinctUntilChangedObservable(source: asObservable(), keySelector: keySelector, comparer: comparer)
    }

    /// Drops each element whose property at `keyPath` equals the previous element's.
    ///
    /// - Parameter keyPath: The property elements are compared by.
    /// - Returns: The sequence without consecutive duplicates.
    public func distinctUntilChanged(at keyPath: KeyPath<Element, some Equatable>) -> Observable<Element> {
        distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
    }
}

private final class DistinctUntilChangedObservable<Element, Key>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source: Observable<Element>
    let keySelector: (Element) throws -> Key
    let comparer: (Key, Key) throws -> Bool

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) {
        self.source = source
        self.keySelector = keySelector
        self.comparer = comparer
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DistinctUntilChangedSink(parent: self, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class DistinctUntilChangedSink<Observer: ObserverType, Key>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `currentKey` is only touched in `on`, which the source calls serially.
    private let parent: DistinctUntilChangedObservable<Observer.Element, Key>
    private var currentKey: Key?

    init(parent: DistinctUntilChangedObservable<Observer.Element, Key>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            do {
                let key = try parent.keySelector(element)
                if let currentKey, try parent.comparer(currentKey, key) {
                    return
                }
                currentKey = key
                forwardOn(event)
            } catch {
                forwardErrorAndDispose(error)
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

// The operators' names in a timeline (see `TimelineNamed`).
extension DistinctUntilChangedObservable: TimelineNamed {
    var timelineName: String { "distinctUntilChanged" }
}
