// MARK: 2 sources

extension ObservableType {
    /// Combines the latest elements of two sources with `resultSelector` whenever any of them sends one.
    ///
    /// Starts once every source has sent an element; fails with the first error (a source's or the
    /// selector's); completes once every source has completed, or at the next element after a source
    /// completed without sending any.
    ///
    /// - Returns: The sequence of combined elements.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest2(source1: source1.asObservable(), source2: source2.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of two sources into a tuple whenever any of them sends one.
    ///
    /// Starts once every source has sent an element; fails with the first error (a source's or the
    /// selector's); completes once every source has completed, or at the next element after a source
    /// completed without sending any.
    ///
    /// - Returns: The sequence of tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        CombineLatest2(source1: source1.asObservable(), source2: source2.asObservable(), resultSelector: { ($0, $1) })
    }
}

/// The sequence of `combineLatest` with two sources; RxSwift's name, so it prints the same way.
final class CombineLatest2<E1, E2, Result>: Producer<Result>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source1: Observable<E1>
    let source2: Observable<E2>
    let resultSelector: (E1, E2) throws -> Result

    init(
        source1: Observable<E1>,
        source2: Observable<E2>,
        resultSelector: @escaping (E1, E2) throws -> Result
    ) {
        self.source1 = source1
        self.source2 = source2
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = CombineLatest2Sink(resultSelector: resultSelector, observer: observer, cancel: cancel)
        return (sink, sink.run(source1, source2))
    }
}

private final class CombineLatest2Sink<E1, E2, Observer: ObserverType>: CombineLatestSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: the base class's `lock` protects the latest elements.
    private let resultSelector: (E1, E2) throws -> Observer.Element
    // exclusivity(unchecked): `lock` serialises every access.
    @exclusivity(unchecked) private var latest1 = ElementSlot<E1>()
    @exclusivity(unchecked) private var latest2 = ElementSlot<E2>()

    init(resultSelector: @escaping (E1, E2) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
        self.resultSelector = resultSelector
        super.init(arity: 2, observer: observer, cancel: cancel)
    }

    func run(_ source1: Observable<E1>, _ source2: Observable<E2>) -> Disposable {
        Disposables.create([
            subscribe(source1, index: 0) { self.latest1.store($0) },
            subscribe(source2, index: 1) { self.latest2.store($0) },
        ])
    }

    override func combine() throws -> Observer.Element {
        // Only called once every source has sent an element.
        try resultSelector(latest1.element, latest2.element)
    }
}

// MARK: 3 sources

extension ObservableType {
    /// Combines the latest elements of three sources with `resultSelector` whenever any of them sends one.
    ///
    /// Starts once every source has sent an element; fails with the first error (a source's or the
    /// selector's); completes once every source has completed, or at the next element after a source
    /// completed without sending any.
    ///
    /// - Returns: The sequence of combined elements.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest3(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of three sources into a tuple whenever any of them sends one.
    ///
    /// Starts once every source has sent an element; fails with the first error (a source's or the
    /// selector's); completes once every source has completed, or at the next element after a source
    /// completed without sending any.
    ///
    /// - Returns: The sequence of tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        CombineLatest3(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), resultSelector: { ($0, $1, $2) })
    }
}

/// The sequence of `combineLatest` with three sources; RxSwift's name, so it prints the same way.
final class CombineLatest3<E1, E2, E3, Result>: Producer<Result>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source1: Observable<E1>
    let source2: Observable<E2>
    let source3: Observable<E3>
    let resultSelector: (E1, E2, E3) throws -> Result

    init(
        source1: Observable<E1>,
        source2: Observable<E2>,
        source3: Observable<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Result
    ) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = CombineLatest3Sink(resultSelector: resultSelector, observer: observer, cancel: cancel)
        return (sink, sink.run(source1, source2, source3))
    }
}

private final class CombineLatest3Sink<E1, E2, E3, Observer: ObserverType>: CombineLatestSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: the base class's `lock` protects the latest elements.
    private let resultSelector: (E1, E2, E3) throws -> Observer.Element
    // exclusivity(unchecked): `lock` serialises every access.
    @exclusivity(unchecked) private var latest1 = ElementSlot<E1>()
    @exclusivity(unchecked) private var latest2 = ElementSlot<E2>()
    @exclusivity(unchecked) private var latest3 = ElementSlot<E3>()

    init(resultSelector: @escaping (E1, E2, E3) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
        self.resultSelector = resultSelector
        super.init(arity: 3, observer: observer, cancel: cancel)
    }

    func run(_ source1: Observable<E1>, _ source2: Observable<E2>, _ source3: Observable<E3>) -> Disposable {
        Disposables.create([
            subscribe(source1, index: 0) { self.latest1.store($0) },
            subscribe(source2, index: 1) { self.latest2.store($0) },
            subscribe(source3, index: 2) { self.latest3.store($0) },
        ])
    }

    override func combine() throws -> Observer.Element {
        // Only called once every source has sent an element.
        try resultSelector(latest1.element, latest2.element, latest3.element)
    }
}

// MARK: 4 sources

extension ObservableType {
    /// Combines the latest elements of four sources with `resultSelector` whenever any of them sends one.
    ///
    /// Starts once every source has sent an element; fails with the first error (a source's or the
    /// selector's); completes once every source has completed, or at the next element after a source
    /// completed without sending any.
    ///
    /// - Returns: The sequence of combined elements.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest4(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of four sources into a tuple whenever any of them sends one.
    ///
    /// Starts once every source has sent an element; fails with the first error (a source's or the
    /// selector's); completes once every source has completed, or at the next element after a source
    /// completed without sending any.
    ///
    /// - Returns: The sequence of tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        CombineLatest4(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), resultSelector: { ($0, $1, $2, $3) })
    }
}

/// The sequence of `combineLatest` with four sources; RxSwift's name, so it prints the same way.
final class CombineLatest4<E1, E2, E3, E4, Result>: Producer<Result>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source1: Observable<E1>
    let source2: Observable<E2>
    let source3: Observable<E3>
    let source4: Observable<E4>
    let resultSelector: (E1, E2, E3, E4) throws -> Result

    init(
        source1: Observable<E1>,
        source2: Observable<E2>,
        source3: Observable<E3>,
        source4: Observable<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Result
    ) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = CombineLatest4Sink(resultSelector: resultSelector, observer: observer, cancel: cancel)
        return (sink, sink.run(source1, source2, source3, source4))
    }
}

private final class CombineLatest4Sink<E1, E2, E3, E4, Observer: ObserverType>: CombineLatestSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: the base class's `lock` protects the latest elements.
    private let resultSelector: (E1, E2, E3, E4) throws -> Observer.Element
    // exclusivity(unchecked): `lock` serialises every access.
    @exclusivity(unchecked) private var latest1 = ElementSlot<E1>()
    @exclusivity(unchecked) private var latest2 = ElementSlot<E2>()
    @exclusivity(unchecked) private var latest3 = ElementSlot<E3>()
    @exclusivity(unchecked) private var latest4 = ElementSlot<E4>()

    init(resultSelector: @escaping (E1, E2, E3, E4) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
        self.resultSelector = resultSelector
        super.init(arity: 4, observer: observer, cancel: cancel)
    }

    func run(_ source1: Observable<E1>, _ source2: Observable<E2>, _ source3: Observable<E3>, _ source4: Observable<E4>) -> Disposable {
        Disposables.create([
            subscribe(source1, index: 0) { self.latest1.store($0) },
            subscribe(source2, index: 1) { self.latest2.store($0) },
            subscribe(source3, index: 2) { self.latest3.store($0) },
            subscribe(source4, index: 3) { self.latest4.store($0) },
        ])
    }

    override func combine() throws -> Observer.Element {
        // Only called once every source has sent an element.
        try resultSelector(latest1.element, latest2.element, latest3.element, latest4.element)
    }
}
