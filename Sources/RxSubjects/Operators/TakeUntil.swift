extension ObservableType {
    /// Sends the elements until `other` sends one, then completes and ends both subscriptions.
    ///
    /// `other` is subscribed first. Its error terminates the sequence with that error; its
    /// completion only ends the subscription to it, and the elements keep coming.
    ///
    /// - Parameter other: The sequence whose first element stops this one.
    /// - Returns: The elements sent before `other` sent one.
    public func take(until other: some ObservableType) -> Observable<Element> {
        TakeUntilObservable(source: asObservable(), other: other.asObservable())
    }

    /// Sends the elements until one makes `predicate` return true, then completes.
    ///
    /// An error thrown by `predicate` terminates the sequence with that error.
    ///
    /// - Parameters:
    ///   - predicate: Returns true for the element that stops the sequence.
    ///   - behavior: Whether that element is sent before the completion (`.inclusive`) or not.
    /// - Returns: The elements before the first one `predicate` accepts.
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        TakeUntilPredicateObservable(source: asObservable(), behavior: behavior, predicate: predicate)
    }

    /// Sends the elements as long as `predicate` returns true for them, then completes.
    ///
    /// - Parameters:
    ///   - predicate: Returns false for the element that stops the sequence.
    ///   - behavior: Whether that element is sent before the completion (`.inclusive`) or not.
    /// - Returns: The elements before the first one `predicate` rejects.
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        take(until: { try !predicate($0) }, behavior: behavior)
    }
}

/// Whether `take(until:behavior:)` and `take(while:behavior:)` send the element that stops them.
public enum TakeBehavior: Sendable {
    /// The element that stops the sequence is sent, then the completion.
    case inclusive
    /// Only the completion is sent.
    case exclusive
}

/// The sequence of `take(until:)` with another sequence. Private, as RxSwift's is.
private final class TakeUntilObservable<Element, Other>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source: Observable<Element>
    let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeUntilSink<Other, Observer>(observer: observer, cancel: cancel)
        return (sink, sink.run(source: source, other: other))
    }
}

/// One subscription to `take(until:)`: the observer of the source. The events of both sequences
/// are handled, and forwarded, under `lock`, so that a stop from `other` never overlaps an element.
private final class TakeUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: the sink keeps no state of its own; `lock` orders the two sequences' events.
    fileprivate let lock = RecursiveLock()

    func run(source: Observable<Observer.Element>, other: Observable<Other>) -> Disposable {
        let otherSubscription = SingleAssignmentDisposable()
        otherSubscription.setDisposable(other.subscribe(TakeUntilOther(sink: self, subscription: otherSubscription)))
        let sourceSubscription = source.subscribe(self)
        return Disposables.create(sourceSubscription, otherSubscription)
    }

    func _rxOnNext(_ element: Observer.Element) {
        lock.performLocked { forwardNext(element) }
    }

    func on(_ event: Event<Observer.Element>) {
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

/// The observer of `other`: its first element completes the sequence, its error fails it, and
/// its completion ends only the subscription to it.
private struct TakeUntilOther<Other, Observer: ObserverType>: ObserverType {
    let sink: TakeUntilSink<Other, Observer>
    let subscription: SingleAssignmentDisposable

    func on(_ event: Event<Other>) {
        sink.lock.performLocked {
            switch event {
            case .next:
                sink.forwardCompletedAndDispose()
            case .error(let error):
                sink.forwardErrorAndDispose(error)
            case .completed:
                subscription.dispose()
            }
        }
    }
}

/// The sequence of `take(until:behavior:)` with a predicate.
private final class TakeUntilPredicateObservable<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source: Observable<Element>
    let behavior: TakeBehavior
    let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.behavior = behavior
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeUntilPredicateSink(parent: self, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class TakeUntilPredicateSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `running` is only touched in `on` and `_rxOnNext`, which the source calls serially.
    private let parent: TakeUntilPredicateObservable<Observer.Element>
    private var running = true

    init(parent: TakeUntilPredicateObservable<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func _rxOnNext(_ element: Observer.Element) {
        guard running else { return }
        do {
            running = try !parent.predicate(element)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        if running {
            forwardNext(element)
            return
        }
        if parent.behavior == .inclusive {
            forwardNext(element)
        }
        forwardCompletedAndDispose()
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            _rxOnNext(element)
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

// The operators' names in a timeline (see `TimelineNamed`).
extension TakeUntilObservable: TimelineNamed {
    var timelineName: String { "take(until:)" }
}
extension TakeUntilPredicateObservable: TimelineNamed {
    var timelineName: String { "take" }
}
