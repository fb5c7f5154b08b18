/// A subject that sends only the last element, and only when it completes.
///
/// Subscribers get that element followed by `completed`, or just `completed` when there was no
/// element, or the error alone. Late subscribers get the same. Like RxSwift's, it cannot be disposed.
public final class AsyncSubject<Element>:
    Observable<Element>, SubjectType, ObserverType, SynchronizedUnsubscribeType, @unchecked Sendable
{
    // @unchecked Sendable: `lock` protects `observers`, `stoppedEvent` and `lastElement`.
    public typealias SubjectObserverType = AsyncSubject<Element>
    @usableFromInline typealias Observers = Bag<EventHandler>

    @usableFromInline let lock = RecursiveLock()
    #if DEBUG
    // RxSwift's debug-build check that no event starts while another is being delivered.
    @usableFromInline let synchronizationTracker = SynchronizationTracker()
    #endif
    // exclusivity(unchecked) on the state below: `lock` already serialises every access, and the
    // runtime exclusivity check would cost a thread-local lookup per access on the hot path.
    @exclusivity(unchecked) @usableFromInline var observers = Observers()
    /// `next(last)` after completing with an element, `completed` without one, or the error.
    @exclusivity(unchecked) @usableFromInline var stoppedEvent: Event<Element>?
    @exclusivity(unchecked) @usableFromInline var lastElement: Element?
    /// What subscriptions keep to remove their observers (see `UnsubscribeHandle`).
    @usableFromInline let unsubscribeHandle: UnsubscribeHandle
    /// The subject's line in the timeline; nil unless the process records one (see `TimelineRecorder`).
    @usableFromInline let timeline: TimelineLine?

    /// Whether the subject has any observers.
    @inlinable
    public var hasObservers: Bool {
        lock.performLocked { !observers.isEmpty }
    }

    /// Creates a subject.
    @inlinable
    public override init() {
        // Inlined where the subject is made, so this removal is specialized for the element type.
        unsubscribeHandle = UnsubscribeHandle { subject, key in
            unsafeDowncast(subject, to: AsyncSubject<Element>.self).synchronizedUnsubscribe(key)
        }
        timeline = TimelineRecorder.shared?.newLine(kind: "AsyncSubject", of: Element.self)
        super.init()
        unsubscribeHandle.subject = self
    }

    /// Records `event`; a terminal event releases the result to every observer.
    ///
    /// - Parameter event: The event to record.
    @inlinable
    public func on(_ event: Event<Element>) {
        #if DEBUG
        synchronizationTracker.register()
        defer { synchronizationTracker.unregister() }
        #endif
        if timeline != nil { recordInTimeline(event) }
        let (observers, event) = synchronized_on(event)
        switch event {
        case .next:
            dispatch(observers, event)
            dispatch(observers, Event<Element>.completed)
        case .completed, .error:
            dispatch(observers, event)
        }
    }

    /// Out of line, so that `on` only tests `timeline`: the event is handed over only when recording.
    @usableFromInline @inline(never)
    func recordInTimeline(_ event: Event<Element>) {
        timeline?.received(event)
    }

    @inlinable
    func synchronized_on(_ event: Event<Element>) -> (Observers, Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        if stoppedEvent != nil {
            return (Observers(), .completed)
        }
        switch event {
        case .next(let element):
            lastElement = element
            return (Observers(), .completed)
        case .error:
            stoppedEvent = event
            let stopped = observers
            observers.removeAll()
            return (stopped, event)
        case .completed:
            let stopped = observers
            observers.removeAll()
            if let lastElement {
                stoppedEvent = .next(lastElement)
                return (stopped, .next(lastElement))
            }
            stoppedEvent = event
            return (stopped, .completed)
        }
    }

    /// Subscribes `observer`; a subject that already terminated answers at once.
    ///
    /// - Parameter observer: The observer that receives the events.
    /// - Returns: A disposable that removes the observer.
    @inlinable
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if let timeline {
            return timeline.subscribe(observer) { observer in
                lock.performLocked { synchronized_subscribe(observer) }
            }
        }
        return lock.performLocked { synchronized_subscribe(observer) }
    }

    @inlinable
    func synchronized_subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if let stoppedEvent {
            switch stoppedEvent {
            case .next:
                observer.on(stoppedEvent)
                observer.on(.completed)
            case .completed, .error:
                observer.on(stoppedEvent)
            }
            return Disposables.create()
        }
        let key = observers.insert(EventHandler(observer))
        return SubscriptionDisposable(owner: self, key: key)
    }

    @inlinable
    func synchronizedUnsubscribe(_ disposeKey: BagKey) {
        if let timeline { timeline.unsubscribed(disposeKey, handle: unsubscribeHandle) }
        // Let the removed observer go after unlocking: its deinit may run arbitrary code.
        let removed = lock.performLocked { observers.removeKey(disposeKey) }
        _ = removed
    }

    /// Returns the observer side of the subject: the subject itself.
    @inlinable
    public func asObserver() -> AsyncSubject<Element> {
        self
    }
}
