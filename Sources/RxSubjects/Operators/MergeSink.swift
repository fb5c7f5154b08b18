/// One subscription to `flatMap`, `flatMapFirst`, `merge()` or `Observable.merge`: subscribes to
/// the inner sequence of each element of the source (or to each of a list) and forwards everything
/// they send, in the order it arrives.
///
/// Every inner sequence's events and the source's terminal events are handled, and forwarded, under
/// `lock`, so the merged sequence never sends two events at once. It fails with the first error and
/// completes once the source and every inner sequence have completed.
final class MergeSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>:
    Sink<Observer>, ObserverType, @unchecked Sendable
where Inner.Element == Observer.Element {
    // @unchecked Sendable: `lock` protects `activeCount` and `stopped`; the rest is immutable or thread safe.
    fileprivate let lock = RecursiveLock()
    private let selector: (SourceElement) throws -> Inner
    /// flatMapFirst: drops the source's elements while an inner sequence is running.
    private let dropsWhileActive: Bool
    /// The subscriptions to the source and to every running inner sequence.
    fileprivate let group = CompositeDisposable()
    private let sourceSubscription = SingleAssignmentDisposable()
    // exclusivity(unchecked): `lock` serialises every access.
    @exclusivity(unchecked) private var activeCount = 0
    /// Whether the source completed (for a list, whether every sequence was subscribed).
    @exclusivity(unchecked) private var stopped = false

    init(selector: @escaping (SourceElement) throws -> Inner, dropsWhileActive: Bool = false, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        self.dropsWhileActive = dropsWhileActive
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to `source`, whose elements give the inner sequences.
    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribe(self))
        return group
    }

    /// Subscribes to each of `sources`, in order, with no outer source.
    func run(merging sources: [Observable<Observer.Element>]) -> Disposable {
        lock.performLocked { activeCount += sources.count }
        for source in sources {
            subscribeInner(source)
        }
        lock.performLocked {
            stopped = true
            completeIfDone()
        }
        return group
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let inner: Inner? = lock.performLocked {
                if dropsWhileActive, activeCount > 0 {
                    return nil
                }
                do {
                    let inner = try selector(element)
                    activeCount += 1
                    return inner
                } catch {
                    forwardErrorAndDispose(error)
                    return nil
                }
            }
            if let inner {
                subscribeInner(inner.asObservable())
            }
        case .error(let error):
            lock.performLocked {
                forwardErrorAndDispose(error)
            }
        case .completed:
            lock.performLocked {
                stopped = true
                sourceSubscription.dispose()
                completeIfDone()
            }
        }
    }

    private func subscribeInner(_ inner: Observable<Observer.Element>) {
        let observer = MergeInnerObserver(sink: self)
        // nil once the whole subscription was disposed: nothing more is subscribed.
        guard let key = group.insert(observer) else { return }
        observer.key = key
        observer.setDisposable(inner.subscribe(observer))
    }

    /// An inner sequence completed; `lock` is held.
    fileprivate func innerCompleted() {
        activeCount -= 1
        completeIfDone()
    }

    private func completeIfDone() {
        if stopped, activeCount == 0 {
            forwardCompletedAndDispose()
        }
    }
}

/// The observer of one inner sequence, and its subscription (so one object per inner sequence).
private final class MergeInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>:
    SingleAssignmentDisposable, ObserverType, @unchecked Sendable
where Inner.Element == Observer.Element {
    // @unchecked Sendable: `key` is written once, before the inner sequence is subscribed.
    private let sink: MergeSink<SourceElement, Inner, Observer>
    // exclusivity(unchecked): see above.
    @exclusivity(unchecked) fileprivate var key: CompositeDisposable.DisposeKey?

    init(sink: MergeSink<SourceElement, Inner, Observer>) {
        self.sink = sink
    }

    func _rxOnNext(_ element: Observer.Element) {
        sink.lock.performLocked {
            sink.forwardNext(element)
        }
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            _rxOnNext(element)
        case .error(let error):
            sink.lock.performLocked { sink.forwardErrorAndDispose(error) }
        case .completed:
            sink.lock.performLocked {
                if let key {
                    sink.group.remove(for: key)
                }
                sink.innerCompleted()
            }
        }
    }
}
