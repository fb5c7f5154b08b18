// MARK: 7 sources

extension ObservableType {
    /// Combines the latest elements of seven sources with `resultSelector` whenever any of them sends one.
    ///
    /// Starts once every source has sent an element; fails with the first error (a source's or the
    /// selector's); completes once every source has completed, or at the next element after a source
    /// completed without sending any.
    ///
    /// - Returns: The sequence of combined elements.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest7(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), source7: source7.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of seven sources into a tuple whenever any of them sends one.
    ///
    /// Starts once every source has sent an element; fails with the first error (a source's or the
    /// selector's); completes once every source has completed, or at the next element after a source
    /// completed without sending any.
    ///
    /// - Returns: The sequence of tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        CombineLatest7(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), source7: source7.asObservable(), resultSelector: { ($0, $1, $2, $3, $4, $5, $6) })
    }
}

/// The sequence of `combineLatest` with seven sources; RxSwift's name, so it prints the same way.
final class CombineLatest7<E1, E2, E3, E4, E5, E6, E7, Result>: Producer<Result>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source1: Observable<E1>
    let source2: Observable<E2>
    let source3: Observable<E3>
    let source4: Observable<E4>
    let source5: Observable<E5>
    let source6: Observable<E6>
    let source7: Observable<E7>
    let resultSelector: (E1, E2, E3, E4, E5, E6, E7) throws -> Result

    init(
        source1: Observable<E1>,
        source2: Observable<E2>,
        source3: Observable<E3>,
        source4: Observable<E4>,
        source5: Observable<E5>,
        source6: Observable<E6>,
        source7: Observable<E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Result
    ) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.source6 = source6
        self.source7 = source7
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = CombineLatest7Sink(resultSelector: resultSelector, observer: observer, cancel: cancel)
        return (sink, sink.run(source1, source2, source3, source4, source5, source6, source7))
    }
}

private final class CombineLatest7Sink<E1, E2, E3, E4, E5, E6, E7, Observer: ObserverType>: CombineLatestSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: the base class's `lock` protects the latest elements.
    private let resultSelector: (E1, E2, E3, E4, E5, E6, E7) throws -> Observer.Element
    // exclusivity(unchecked): `lock` serialises every access.
    @exclusivity(unchecked) private var latest1 = ElementSlot<E1>()
    @exclusivity(unchecked) private var latest2 = ElementSlot<E2>()
    @exclusivity(unchecked) private var latest3 = ElementSlot<E3>()
    @exclusivity(unchecked) private var latest4 = ElementSlot<E4>()
    @exclusivity(unchecked) private var latest5 = ElementSlot<E5>()
    @exclusivity(unchecked) private var latest6 = ElementSlot<E6>()
    @exclusivity(unchecked) private var latest7 = ElementSlot<E7>()

    init(resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
        self.resultSelector = resultSelector
        super.init(arity: 7, observer: observer, cancel: cancel)
    }

    func run(_ source1: Observable<E1>, _ source2: Observable<E2>, _ source3: Observable<E3>, _ source4: Observable<E4>, _ source5: Observable<E5>, _ source6: Observable<E6>, _ source7: Observable<E7>) -> Disposable {
        Disposables.create([
            subscribe(source1, index: 0) { self.latest1.store($0) },
            subscribe(source2, index: 1) { self.latest2.store($0) },
            subscribe(source3, index: 2) { self.latest3.store($0) },
            subscribe(source4, index: 3) { self.latest4.store($0) },
            subscribe(source5, index: 4) { self.latest5.store($0) },
            subscribe(source6, index: 5) { self.latest6.store($0) },
            subscribe(source7, index: 6) { self.latest7.store($0) },
        ])
    }

    override func combine() throws -> Observer.Element {
        // Only called once every source has sent an element.
        try resultSelector(latest1.element, latest2.element, latest3.element, latest4.element, latest5.element, latest6.element, latest7.element)
    }
}

// MARK: 8 sources

extension ObservableType {
    /// Combines the latest elements of eight sources with `resultSelector` whenever any of them sends one.
    ///
    /// Starts once every source has sent an element; fails with the first error (a source's or the
    /// selector's); completes once every source has completed, or at the next element after a source
    /// completed without sending any.
    ///
    /// - Returns: The sequence of combined elements.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest8(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), source7: source7.asObservable(), source8: source8.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of eight sources into a tuple whenever any of them sends one.
    ///
    /// Starts once every source has sent an element; fails with the first error (a source's or the
    /// selector's); completes once every source has completed, or at the next element after a source
    /// completed without sending any.
    ///
    /// - Returns: The sequence of tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        CombineLatest8(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), source7: source7.asObservable(), source8: source8.asObservable(), resultSelector: { ($0, $1, $2, $3, $4, $5, $6, $7) })
    }
}

/// The sequence of `combineLatest` with eight sources; RxSwift's name, so it prints the same way.
final class CombineLatest8<E1, E2, E3, E4, E5, E6, E7, E8, Result>: Producer<Result>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source1: Observable<E1>
    let source2: Observable<E2>
    let source3: Observable<E3>
    let source4: Observable<E4>
    let source5: Observable<E5>
    let source6: Observable<E6>
    let source7: Observable<E7>
    let source8: Observable<E8>
    let resultSelector: (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Result

    init(
        source1: Observable<E1>,
        source2: Observable<E2>,
        source3: Observable<E3>,
        source4: Observable<E4>,
        source5: Observable<E5>,
        source6: Observable<E6>,
        source7: Observable<E7>,
        source8: Observable<E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Result
    ) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.source6 = source6
        self.source7 = source7
        self.source8 = source8
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = CombineLatest8Sink(resultSelector: resultSelector, observer: observer, cancel: cancel)
        return (sink, sink.run(source1, source2, source3, source4, source5, source6, source7, source8))
    }
}

private final class CombineLatest8Sink<E1, E2, E3, E4, E5, E6, E7, E8, Observer: ObserverType>: CombineLatestSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: the base class's `lock` protects the latest elements.
    private let resultSelector: (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Observer.Element
    // exclusivity(unchecked): `lock` serialises every access.
    @exclusivity(unchecked) private var latest1 = ElementSlot<E1>()
    @exclusivity(unchecked) private var latest2 = ElementSlot<E2>()
    @exclusivity(unchecked) private var latest3 = ElementSlot<E3>()
    @exclusivity(unchecked) private var latest4 = ElementSlot<E4>()
    @exclusivity(unchecked) private var latest5 = ElementSlot<E5>()
    @exclusivity(unchecked) private var latest6 = ElementSlot<E6>()
    @exclusivity(unchecked) private var latest7 = ElementSlot<E7>()
    @exclusivity(unchecked) private var latest8 = ElementSlot<E8>()

    init(resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
        self.resultSelector = resultSelector
        super.init(arity: 8, observer: observer, cancel: cancel)
    }

    func run(_ source1: Observable<E1>, _ source2: Observable<E2>, _ source3: Observable<E3>, _ source4: Observable<E4>, _ source5: Observable<E5>, _ source6: Observable<E6>, _ source7: Observable<E7>, _ source8: Observable<E8>) -> Disposable {
        Disposables.create([
            subscribe(source1, index: 0) { self.latest1.store($0) },
            subscribe(source2, index: 1) { self.latest2.store($0) },
            subscribe(source3, index: 2) { self.latest3.store($0) },
            subscribe(source4, index: 3) { self.latest4.store($0) },
            subscribe(source5, index: 4) { self.latest5.store($0) },
            subscribe(source6, index: 5) { self.latest6.store($0) },
            subscribe(source7, index: 6) { self.latest7.store($0) },
            subscribe(source8, index: 7) { self.latest8.store($0) },
        ])
    }

    override func combine() throws -> Observer.Element {
        // Only called once every source has sent an element.
        try resultSelector(latest1.element, latest2.element, latest3.element, latest4.element, latest5.element, latest6.element, latest7.element, latest8.element)
    }
}
