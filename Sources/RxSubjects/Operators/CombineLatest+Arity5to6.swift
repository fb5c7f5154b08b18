// MARK: 5 sources

extension ObservableType {
    /// Combines the latest elements of five sources with `resultSelector` whenever any of them sends one.
    ///
    /// Starts once every source has sent an element; fails with the first error (a source's or the
    /// selector's); completes once every source has completed, or at the next element after a source
    /// completed without sending any.
    ///
    /// - Returns: The sequence of combined elements.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest5(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of five sources into a tuple whenever any of them sends one.
    ///
    /// Starts once every source has sent an element; fails with the first error (a source's or the
    /// selector's); completes once every source has completed, or at the next element after a source
    /// completed without sending any.
    ///
    /// - Returns: The sequence of tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        CombineLatest5(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), resultSelector: { ($0, $1, $2, $3, $4) })
    }
}

/// The sequence of `combineLatest` with five sources; RxSwift's name, so it prints the same way.
final class CombineLatest5<E1, E2, E3, E4, E5, Result>: Producer<Result>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source1: Observable<E1>
    let source2: Observable<E2>
    let source3: Observable<E3>
    let source4: Observable<E4>
    let source5: Observable<E5>
    let resultSelector: (E1, E2, E3, E4, E5) throws -> Result

    init(
        source1: Observable<E1>,
        source2: Observable<E2>,
        source3: Observable<E3>,
        source4: Observable<E4>,
        source5: Observable<E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Result
    ) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = CombineLatest5Sink(resultSelector: resultSelector, observer: observer, cancel: cancel)
        return (sink, sink.run(source1, source2, source3, source4, source5))
    }
}

private final class CombineLatest5Sink<E1, E2, E3, E4, E5, Observer: ObserverType>: CombineLatestSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: the base class's `lock` protects the latest elements.
    private let resultSelector: (E1, E2, E3, E4, E5) throws -> Observer.Element
    // exclusivity(unchecked): `lock` serialises every access.
    @exclusivity(unchecked) private var latest1 = ElementSlot<E1>()
    @exclusivity(unchecked) private var latest2 = ElementSlot<E2>()
    @exclusivity(unchecked) private var latest3 = ElementSlot<E3>()
    @exclusivity(unchecked) private var latest4 = ElementSlot<E4>()
    @exclusivity(unchecked) private var latest5 = ElementSlot<E5>()

    init(resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
        self.resultSelector = resultSelector
        super.init(arity: 5, observer: observer, cancel: cancel)
    }

    func run(_ source1: Observable<E1>, _ source2: Observable<E2>, _ source3: Observable<E3>, _ source4: Observable<E4>, _ source5: Observable<E5>) -> Disposable {
        Disposables.create([
            subscribe(source1, index: 0) { self.latest1.store($0) },
            subscribe(source2, index: 1) { self.latest2.store($0) },
            subscribe(source3, index: 2) { self.latest3.store($0) },
            subscribe(source4, index: 3) { self.latest4.store($0) },
            subscribe(source5, index: 4) { self.latest5.store($0) },
        ])
    }

    override func combine() throws -> Observer.Element {
        // Only called once every source has sent an element.
        try resultSelector(latest1.element, latest2.element, latest3.element, latest4.element, latest5.element)
    }
}

// MARK: 6 sources

extension ObservableType {
    /// Combines the latest elements of six sources with `resultSelector` whenever any of them sends one.
    ///
    /// Starts once every source has sent an element; fails with the first error (a source's or the
    /// selector's); completes once every source has completed, or at the next element after a source
    /// completed without sending any.
    ///
    /// - Returns: The sequence of combined elements.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest6(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of six sources into a tuple whenever any of them sends one.
    ///
    /// Starts once every source has sent an element; fails with the first error (a source's or the
    /// selector's); completes once every source has completed, or at the next element after a source
    /// completed without sending any.
    ///
    /// - Returns: The sequence of tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        CombineLatest6(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), resultSelector: { ($0, $1, $2, $3, $4, $5) })
    }
}

/// The sequence of `combineLatest` with six sources; RxSwift's name, so it prints the same way.
final class CombineLatest6<E1, E2, E3, E4, E5, E6, Result>: Producer<Result>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source1: Observable<E1>
    let source2: Observable<E2>
    let source3: Observable<E3>
    let source4: Observable<E4>
    let source5: Observable<E5>
    let source6: Observable<E6>
    let resultSelector: (E1, E2, E3, E4, E5, E6) throws -> Result

    init(
        source1: Observable<E1>,
        source2: Observable<E2>,
        source3: Observable<E3>,
        source4: Observable<E4>,
        source5: Observable<E5>,
        source6: Observable<E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Result
    ) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.source6 = source6
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = CombineLatest6Sink(resultSelector: resultSelector, observer: observer, cancel: cancel)
        return (sink, sink.run(source1, source2, source3, source4, source5, source6))
    }
}

private final class CombineLatest6Sink<E1, E2, E3, E4, E5, E6, Observer: ObserverType>: CombineLatestSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: the base class's `lock` protects the latest elements.
    private let resultSelector: (E1, E2, E3, E4, E5, E6) throws -> Observer.Element
    // exclusivity(unchecked): `lock` serialises every access.
    @exclusivity(unchecked) private var latest1 = ElementSlot<E1>()
    @exclusivity(unchecked) private var latest2 = ElementSlot<E2>()
    @exclusivity(unchecked) private var latest3 = ElementSlot<E3>()
    @exclusivity(unchecked) private var latest4 = ElementSlot<E4>()
    @exclusivity(unchecked) private var latest5 = ElementSlot<E5>()
    @exclusivity(unchecked) private var latest6 = ElementSlot<E6>()

    init(resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
        self.resultSelector = resultSelector
        super.init(arity: 6, observer: observer, cancel: cancel)
    }

    func run(_ source1: Observable<E1>, _ source2: Observable<E2>, _ source3: Observable<E3>, _ source4: Observable<E4>, _ source5: Observable<E5>, _ source6: Observable<E6>) -> Disposable {
        Disposables.create([
            subscribe(source1, index: 0) { self.latest1.store($0) },
            subscribe(source2, index: 1) { self.latest2.store($0) },
            subscribe(source3, index: 2) { self.latest3.store($0) },
            subscribe(source4, index: 3) { self.latest4.store($0) },
            subscribe(source5, index: 4) { self.latest5.store($0) },
            subscribe(source6, index: 5) { self.latest6.store($0) },
        ])
    }

    override func combine() throws -> Observer.Element {
        // Only called once every source has sent an element.
        try resultSelector(latest1.element, latest2.element, latest3.element, latest4.element, latest5.element, latest6.element)
    }
}
