/// One subscription to `flatMapLatest` or `switchLatest()`: subscribes to the inner sequence of
/// each element of the source, after disposing the subscription to the previous one.
///
/// Each inner sequence gets a number; only the events of the latest number get through, so an
/// element a replaced sequence sends while it is being left is dropped. Inner events and the
/// source's terminal events are handled, and forwarded, under `lock`.
final class SwitchSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>:
    Sink<Observer>, ObserverType, @unchecked Sendable
where Inner.Element == Observer.Element {
    // @unchecked Sendable: `lock` protects `latest`, `hasLatest` and `stopped`; the rest is immutable or thread safe.
    fileprivate let lock = RecursiveLock()
    private let selector: (SourceElement) throws -> Inner
    private let sourceSubscription = SingleAssignmentDisposable()
    /// The subscription to the latest inner sequence; setting the next one disposes it.
    private let innerSubscription = SerialDisposable()
    // exclusivity(unchecked): `lock` serialises every access.
    /// The number of the latest inner sequence.
    @exclusivity(unchecked) fileprivate var latest = 0
    /// Whether the latest inner sequence is still running.
    @exclusivity(unchecked) fileprivate var hasLatest = false
    /// Whether the source completed.
    @exclusivity(unchecked) fileprivate var stopped = false

    init(selector: @escaping (SourceElement) throws -> Inner, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(sourceSubscription, innerSubscription)
    }

    func _rxOnNext(_ element: SourceElement) {
        var id = 0
        let inner: Observable<Observer.Element>? = lock.performLocked {
            do {
                let inner = try selector(element).asObservable()
                hasLatest = true
                latest &+= 1
                id = latest
                return inner
            } catch {
                forwardErrorAndDispose(error)
                return nil
            }
        }
        guard let inner else { return }
        let observer = SwitchInnerObserver(sink: self, id: id)
        // Leaves the previous inner sequence before subscribing to this one.
        innerSubscription.disposable = observer
        observer.setDisposable(inner.subscribe(observer))
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            _rxOnNext(element)
        case .error(let error):
            lock.performLocked {
                forwardErrorAndDispose(error)
            }
        case .completed:
            lock.performLocked {
                stopped = true
                sourceSubscription.dispose()
                if !hasLatest {
                    forwardCompletedAndDispose()
                }
            }
        }
    }
}

/// The observer of one inner sequence, and its subscription (so one object per inner sequence).
private final class SwitchInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>:
    SingleAssignmentDisposable, ObserverType, @unchecked Sendable
where Inner.Element == Observer.Element {
    // @unchecked Sendable: immutable; the sink's state is read under its lock.
    private let sink: SwitchSink<SourceElement, Inner, Observer>
    private let id: Int

    init(sink: SwitchSink<SourceElement, Inner, Observer>, id: Int) {
        self.sink = sink
        self.id = id
    }

    func _rxOnNext(_ element: Observer.Element) {
        sink.lock.performLocked {
            if sink.latest == id {
                sink.forwardNext(element)
            }
        }
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            _rxOnNext(element)
        case .error(let error):
            sink.lock.performLocked {
                dispose()
                if sink.latest == id {
                    sink.forwardErrorAndDispose(error)
                }
            }
        case .completed:
            sink.lock.performLocked {
                dispose()
                guard sink.latest == id else { return }
                sink.hasLatest = false
                if sink.stopped {
                    sink.forwardCompletedAndDispose()
                }
            }
        }
    }
}
