extension ObservableType {
    /// Sends `elements` to each subscriber first, then subscribes it to the source.
    ///
    /// - Parameter elements: The elements to send first, in order.
    /// - Returns: The source sequence with `elements` in front.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWithObservable(source: asObservable(), elements: elements)
    }
}

private final class StartWithObservable<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source: Observable<Element>
    let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        // As in RxSwift: straight to the observer, with no sink of its own.
        for element in elements {
            observer.on(.next(element))
        }
        return (Disposables.create(), source.subscribe(observer))
    }
}

// The operators' names in a timeline (see `TimelineNamed`).
extension StartWithObservable: TimelineNamed {
    var timelineName: String { "startWith" }
}
