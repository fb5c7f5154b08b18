extension ObservableType {
    /// Sends an element only once `dueTime` has passed without another one: each element restarts
    /// the wait, and the last one of a burst is the one sent.
    ///
    /// The waits run on `scheduler`. An element still waiting when the source completes is sent
    /// before `completed`; an error is sent at once and drops it.
    ///
    /// - Parameters:
    ///   - dueTime: How long the source must stay quiet after an element.
    ///   - scheduler: The scheduler that times the waits and sends the elements.
    /// - Returns: The sequence of the elements that were followed by `dueTime` of quiet.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DebounceObservable(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DebounceObservable<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

/// Keeps the latest element and one pending wait; a wait that fires sends the element only if no
/// newer element replaced it meanwhile (each element has a generation number).
private final class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `lock` guards `pending` and `generation`, and is held while forwarding,
    // so a wait firing on the scheduler's thread and the source's events never overlap.
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let lock = RecursiveLock()
    // exclusivity(unchecked): `lock` serialises every access.
    @exclusivity(unchecked) private var pending: Observer.Element?
    @exclusivity(unchecked) private var generation: UInt64 = 0
    /// The wait of the latest element; replacing it cancels the previous one.
    private let wait = SerialDisposable()

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: Observer, cancel: Cancelable) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        lock.performLocked {
            switch event {
            case .next(let element):
                generation &+= 1
                pending = element
                // Assigned before scheduling, so a scheduler that runs the work at once finds the
                // old wait already replaced (its own result is then disposed harmlessly).
                let scheduled = SingleAssignmentDisposable()
                wait.disposable = scheduled
                scheduled.setDisposable(scheduler.scheduleRelative(generation, dueTime: dueTime, action: fire))
            case .error:
                pending = nil
                forwardOn(event)
                dispose()
            case .completed:
                if let element = pending {
                    pending = nil
                    forwardOn(.next(element))
                }
                forwardOn(.completed)
                dispose()
            }
        }
    }

    /// The wait of the element of `scheduledGeneration` is over: send it, unless a newer one came.
    private func fire(_ scheduledGeneration: UInt64) -> Disposable {
        lock.performLocked {
            if scheduledGeneration == generation, let element = pending {
                pending = nil
                forwardOn(.next(element))
            }
        }
        return Disposables.create()
    }

    override func dispose() {
        super.dispose()
        wait.dispose()
    }
}

extension InfallibleType {
    /// Sends an element only once `dueTime` has passed without another one (see `ObservableType.debounce`).
    ///
    /// - Parameters:
    ///   - dueTime: How long the source must stay quiet after an element.
    ///   - scheduler: The scheduler that times the waits and sends the elements.
    /// - Returns: The sequence of the elements that were followed by `dueTime` of quiet.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }
}
