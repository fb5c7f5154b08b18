extension ObservableType {
    /// Sends every element, and `completed`, `dueTime` later than the source sent it; an error is
    /// sent at once, dropping the elements still waiting.
    ///
    /// The times are read from `scheduler`'s clock, and the events sent from work scheduled on it:
    /// the first waiting event after `dueTime`, each next one when its own `dueTime` is up (at the
    /// earliest in the scheduler's next piece of work).
    ///
    /// - Parameters:
    ///   - dueTime: How long each event waits.
    ///   - scheduler: The scheduler whose clock times the waits and that sends the events.
    /// - Returns: The source sequence, shifted `dueTime` later.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DelayObservable(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DelayObservable<Element>: Producer<Element>, @unchecked Sendable {
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
        let sink = DelaySink(dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
        sink.sourceSubscription.setDisposable(source.subscribe(sink))
        return (sink, sink.sourceSubscription)
    }
}

/// Queues each `next` and `completed` with the time it came, and sends the queue one event per
/// piece of scheduled work: the first when `dueTime` has passed since it came, then each following
/// one after what is left of its own wait.
///
/// The source's subscription ends at its stop event, though the events still queued are sent later.
private final class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `lock` guards the queue and the flags; `forwardOn` runs outside it, and
    // only from the one piece of scheduled work alive at a time (or from `on` for an error when
    // none is sending), so events never overlap.
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    let sourceSubscription = SingleAssignmentDisposable()
    private let lock = RecursiveLock()
    // exclusivity(unchecked): `lock` serialises every access.
    @exclusivity(unchecked) private var queue: [(time: Double, event: Event<Observer.Element>)] = []
    @exclusivity(unchecked) private var head = 0
    /// Work to send the queue is scheduled (or sending): a new event only joins the queue.
    @exclusivity(unchecked) private var isScheduled = false
    /// The scheduled work is sending an event right now: an error must wait for it to finish.
    @exclusivity(unchecked) private var isSending = false
    @exclusivity(unchecked) private var failure: Swift.Error?
    /// The scheduled work; each piece schedules the next.
    private let work = SerialDisposable()

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: Observer, cancel: Cancelable) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        if event.isStopEvent {
            sourceSubscription.dispose()
        }
        if case .error(let error) = event {
            let sendNow: Bool = lock.performLocked {
                queue = []
                head = 0
                failure = error
                return !isSending
            }
            if sendNow {
                forwardOn(event)
                dispose()
            }
            return
        }
        let startSending: Bool = lock.performLocked {
            queue.append((scheduler.nowInSeconds, event))
            if isScheduled { return false }
            isScheduled = true
            return true
        }
        if startSending {
            schedule(after: dueTime)
        }
    }

    private func schedule(after interval: RxTimeInterval) {
        let scheduled = SingleAssignmentDisposable()
        work.disposable = scheduled
        scheduled.setDisposable(scheduler.scheduleRelative((), dueTime: interval) { _ in
            self.sendOne()
            return Disposables.create()
        })
    }

    /// Sends the oldest queued event (or the error that came meanwhile), then schedules the next.
    private func sendOne() {
        let taken: (event: Event<Observer.Element>?, failed: Bool) = lock.performLocked {
            if failure != nil { return (nil, true) }
            isSending = true
            return (dequeue(), false)
        }
        if taken.failed { return }
        if let event = taken.event {
            forwardOn(event)
            if event.isCompleted {
                dispose()
                return
            }
        }
        // The error that came while sending, or how long the next queued event has left to wait.
        let next: (failure: Swift.Error?, wait: RxTimeInterval?) = lock.performLocked {
            isSending = false
            if let failure { return (failure, nil) }
            guard head < queue.count else {
                isScheduled = false
                return (nil, nil)
            }
            return (nil, dueTime.reduced(bySeconds: scheduler.nowInSeconds - queue[head].time))
        }
        if let failure = next.failure {
            forwardOn(.error(failure))
            dispose()
        } else if let wait = next.wait {
            schedule(after: wait)
        }
    }

    private func dequeue() -> Event<Observer.Element>? {
        guard head < queue.count else { return nil }
        let event = queue[head].event
        head += 1
        if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
        }
        return event
    }

    override func dispose() {
        super.dispose()
        work.dispose()
    }
}
