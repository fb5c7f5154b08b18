extension ObservableType {
    /// Combines each element with the latest element of `second`, using `resultSelector`.
    ///
    /// Elements that come before `second` has sent one are dropped. `second` is subscribed first;
    /// its completion changes nothing (its latest element is still used), its error terminates the
    /// sequence. The sequence ends when `self` does.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is read at each element of `self`.
    ///   - resultSelector: Combines an element of `self` with the latest element of `second`.
    /// - Returns: The sequence of combined elements, one per element of `self` after `second` sent one.
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// Sends the latest element of `second` at each element of `self`.
    ///
    /// Elements that come before `second` has sent one are dropped (see the form with `resultSelector`).
    ///
    /// - Parameter second: The sequence whose latest element is sent.
    /// - Returns: The sequence of the latest elements of `second`, one per element of `self` after `second` sent one.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: { $1 })
    }
}

/// The sequence of `withLatestFrom`. Private, as RxSwift's is, so it prints the same way.
private final class WithLatestFrom<FirstType, SecondType, ResultType>: Producer<ResultType>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let first: Observable<FirstType>
    let second: Observable<SecondType>
    let resultSelector: (FirstType, SecondType) throws -> ResultType

    init(first: Observable<FirstType>, second: Observable<SecondType>, resultSelector: @escaping (FirstType, SecondType) throws -> ResultType) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == ResultType {
        let sink = WithLatestFromSink<FirstType, SecondType, Observer>(resultSelector: resultSelector, observer: observer, cancel: cancel)
        return (sink, sink.run(first: first, second: second))
    }
}

/// One subscription to `withLatestFrom`: the observer of `first`. Both sources' events are
/// handled, and forwarded, under `lock`.
private final class WithLatestFromSink<FirstType, SecondType, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `lock` protects `latest`; the rest is immutable.
    fileprivate let lock = RecursiveLock()
    private let resultSelector: (FirstType, SecondType) throws -> Observer.Element
    // exclusivity(unchecked): `lock` serialises every access.
    @exclusivity(unchecked) fileprivate var latest = ElementSlot<SecondType>()

    init(resultSelector: @escaping (FirstType, SecondType) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
        self.resultSelector = resultSelector
        super.init(observer: observer, cancel: cancel)
    }

    func run(first: Observable<FirstType>, second: Observable<SecondType>) -> Disposable {
        let secondSubscription = SingleAssignmentDisposable()
        secondSubscription.setDisposable(second.subscribe(WithLatestFromSecond(sink: self, subscription: secondSubscription)))
        let firstSubscription = first.subscribe(self)
        return Disposables.create(firstSubscription, secondSubscription)
    }

    func _rxOnNext(_ element: FirstType) {
        lock.performLocked {
            guard latest.isFilled else { return }
            do {
                forwardNext(try resultSelector(element, latest.element))
            } catch {
                forwardErrorAndDispose(error)
            }
        }
    }

    func on(_ event: Event<FirstType>) {
        switch event {
        case .next(let element):
            _rxOnNext(element)
        case .error(let error):
            lock.performLocked { forwardErrorAndDispose(error) }
        case .completed:
            lock.performLocked { forwardCompletedAndDispose() }
        }
    }
}

/// The observer of `second`: records its latest element; only its error reaches downstream.
private struct WithLatestFromSecond<FirstType, SecondType, Observer: ObserverType>: ObserverType {
    let sink: WithLatestFromSink<FirstType, SecondType, Observer>
    let subscription: SingleAssignmentDisposable

    func _rxOnNext(_ element: SecondType) {
        sink.lock.performLocked {
            sink.latest.store(element)
        }
    }

    func on(_ event: Event<SecondType>) {
        switch event {
        case .next(let element):
            _rxOnNext(element)
        case .completed:
            sink.lock.performLocked { subscription.dispose() }
        case .error(let error):
            sink.lock.performLocked { sink.forwardErrorAndDispose(error) }
        }
    }
}

// The operators' names in a timeline (see `TimelineNamed`).
extension WithLatestFrom: TimelineNamed {
    var timelineName: String { "withLatestFrom" }
}
