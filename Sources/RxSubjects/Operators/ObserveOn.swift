import Synchronization

extension ObservableType {
    /// Delivers the events to observers through `scheduler`, in order.
    ///
    /// Subscribing and disposing still happen where they are called; use `subscribe(on:)` to move
    /// those. On a `SerialDispatchQueueScheduler` (such as `MainScheduler`) each event is one piece
    /// of work on the queue; on other schedulers a queue of events is drained step by step.
    ///
    /// - Parameter scheduler: The scheduler that delivers the events.
    /// - Returns: The source sequence, observed on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if let serialScheduler = scheduler as? SerialDispatchQueueScheduler {
            return ObserveOnSerialQueueObservable(source: asObservable(), scheduler: serialScheduler)
        }
        return ObserveOnObservable(source: asObservable(), scheduler: scheduler)
    }
}

private final class ObserveOnSerialQueueObservable<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source: Observable<Element>
    let scheduler: SerialDispatchQueueScheduler

    init(source: Observable<Element>, scheduler: SerialDispatchQueueScheduler) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ObserveOnSerialQueueSink(scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

/// Schedules each event as one piece of work; stops at the first terminal event.
private final class ObserveOnSerialQueueSink<Observer: ObserverType>: ObserverType, Disposable, @unchecked Sendable {
    // @unchecked Sendable: `isStopped` is atomic; the rest is immutable and thread safe.
    private let scheduler: SerialDispatchQueueScheduler
    private let observer: Observer
    private let cancel: Cancelable
    private let isStopped = Atomic<Bool>(false)

    init(scheduler: SerialDispatchQueueScheduler, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        self.observer = observer
        self.cancel = cancel
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            if isStopped.load(ordering: .acquiring) { return }
        case .error, .completed:
            if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        }
        _ = scheduler.schedule(event) { event in
            guard !self.cancel.isDisposed else { return Disposables.create() }
            self.observer.on(event)
            if event.isStopEvent {
                self.dispose()
            }
            return Disposables.create()
        }
    }

    func dispose() {
        isStopped.store(true, ordering: .releasing)
        cancel.dispose()
    }
}

private final class ObserveOnObservable<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source: Observable<Element>
    let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ObserveOnSink(scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

/// Queues the events and drains the queue with recursive steps on the scheduler, one event per step.
private final class ObserveOnSink<Observer: ObserverType>: ObserverType, Disposable, @unchecked Sendable {
    // @unchecked Sendable: `lock` protects `queue` and `isDraining`; `isStopped` is atomic; the rest
    // is immutable or thread safe.
    private let scheduler: ImmediateSchedulerType
    private let observer: Observer
    private let cancel: Cancelable
    private let isStopped = Atomic<Bool>(false)
    private let lock = RecursiveLock()
    // exclusivity(unchecked): `lock` serialises every access.
    @exclusivity(unchecked) private var queue: [Event<Observer.Element>] = []
    @exclusivity(unchecked) private var isDraining = false
    private let drain = SerialDisposable()

    init(scheduler: ImmediateSchedulerType, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        self.observer = observer
        self.cancel = cancel
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            if isStopped.load(ordering: .acquiring) { return }
        case .error, .completed:
            if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        }
        let shouldStart: Bool = lock.performLocked {
            queue.append(event)
            if isDraining { return false }
            isDraining = true
            return true
        }
        if shouldStart {
            drain.disposable = scheduler.scheduleRecursive((), action: step)
        }
    }

    private func step(_: (), _ recurse: (()) -> Void) {
        let next: Event<Observer.Element>? = lock.performLocked {
            if queue.isEmpty {
                isDraining = false
                return nil
            }
            return queue.removeFirst()
        }
        guard let next, !cancel.isDisposed else { return }
        observer.on(next)
        if next.isStopEvent {
            dispose()
        }
        let hasMore: Bool = lock.performLocked {
            if queue.isEmpty {
                isDraining = false
                return false
            }
            return true
        }
        if hasMore {
            recurse(())
        }
    }

    func dispose() {
        isStopped.store(true, ordering: .releasing)
        cancel.dispose()
        drain.dispose()
    }
}

// The operators' names in a timeline (see `TimelineNamed`).
extension ObserveOnSerialQueueObservable: TimelineNamed {
    var timelineName: String { "observe(on:)" }
}
extension ObserveOnObservable: TimelineNamed {
    var timelineName: String { "observe(on:)" }
}
