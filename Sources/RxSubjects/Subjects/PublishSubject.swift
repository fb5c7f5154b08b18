/// A subject that broadcasts each event to the observers subscribed at the time.
///
/// A late subscriber gets only the terminal event, if there was one; once disposed, the subject
/// answers new subscribers with `RxError.disposed`.
public final class PublishSubject<Element>:
    Observable<Element>, SubjectType, Cancelable, ObserverType, SynchronizedUnsubscribeType, @unchecked Sendable
{
    // @unchecked Sendable: `lock` protects `disposed`, `observers` and `stoppedEvent`.
    public typealias SubjectObserverType = PublishSubject<Element>
    @usableFromInline typealias Observers = Bag<EventHandler>

    @usableFromInline let lock = RecursiveLock()
    #if DEBUG
    // RxSwift's debug-build check that no event starts while another is being delivered.
    @usableFromInline let synchronizationTracker = SynchronizationTracker()
    #endif
    // exclusivity(unchecked) on the state below: `lock` already serialises every access, and the
    // runtime exclusivity check would cost a thread-local lookup per access on the hot path.
    @exclusivity(unchecked) @usableFromInline var disposed = false {
        didSet { hasEnded = stoppedEvent != nil || disposed }
    }
    @exclusivity(unchecked) @usableFromInline var observers = Observers()
    @exclusivity(unchecked) @usableFromInline var stoppedEvent: Event<Element>? {
        didSet { hasEnded = stoppedEvent != nil || disposed }
    }
    /// Whether a subscriber now gets the stop event or `RxError.disposed`: a plain flag, because
    /// generic code would look `Optional<Event<Element>>`'s metadata up to test `stoppedEvent`.
    @exclusivity(unchecked) @usableFromInline var hasEnded = false

    /// Whether the subject has any observers.
    @inlinable
    public var hasObservers: Bool {
        lock.performLocked { !observers.isEmpty }
    }

    /// Whether the subject has been disposed.
    @inlinable
    public var isDisposed: Bool {
        lock.performLocked { disposed }
    }

    /// What subscriptions keep to remove their observers (see `UnsubscribeHandle`).
    @usableFromInline let unsubscribeHandle: UnsubscribeHandle
    /// The subject's line in the timeline; nil unless the process records one (see `TimelineRecorder`).
    @usableFromInline let timeline: TimelineLine?

    /// Creates a subject.
    @inlinable
    public override init() {
        // Inlined where the subject is made, so this removal is specialized for the element type.
        unsubscribeHandle = UnsubscribeHandle { subject, key in
            unsafeDowncast(subject, to: PublishSubject<Element>.self).synchronizedUnsubscribe(key)
        }
        timeline = TimelineRecorder.shared?.newLine(kind: "PublishSubject", of: Element.self)
        super.init()
        unsubscribeHandle.subject = self
    }

    /// Sends `event` to every current observer, after releasing the lock.
    ///
    /// - Parameter event: The event to broadcast.
    @inlinable
    public func on(_ event: Event<Element>) {
        #if DEBUG
        synchronizationTracker.register()
        defer { synchronizationTracker.unregister() }
        #endif
        if timeline != nil { recordInTimeline(event) }
        dispatch(synchronized_on(event), event)
    }

    /// Does what `on(.next(element))` does, with no `Event` made (see `ObserverType._rxOnNext`).
    @inlinable
    public func _rxOnNext(_ element: Element) {
        if timeline != nil {
            return on(.next(element))
        }
        #if DEBUG
        synchronizationTracker.register()
        defer { synchronizationTracker.unregister() }
        #endif
        let observers: Observers = lock.performLocked { hasEnded ? Observers() : self.observers }
        withUnsafePointer(to: element) { dispatchNext(observers, $0) }
    }

    /// Out of line, so that `on` only tests `timeline`: the event is handed over only when recording.
    @usableFromInline @inline(never)
    func recordInTimeline(_ event: Event<Element>) {
        timeline?.received(event)
    }

    @inlinable
    func synchronized_on(_ event: Event<Element>) -> Observers {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .next:
            if hasEnded {
                return Observers()
            }
            return observers
        case .error, .completed:
            // After `dispose()` clears `stoppedEvent`, a stop event is recorded again (RxSwift does the same).
            if stoppedEvent == nil {
                stoppedEvent = event
                let stopped = observers
                observers.removeAll()
                return stopped
            }
            return Observers()
        }
    }

    /// Subscribes `observer` to the events sent from now on.
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
        if hasEnded {
            return synchronized_answerEnded(observer)
        }
        let key = observers.insert(EventHandler(observer))
        return SubscriptionDisposable(owner: self, key: key)
    }

    /// Sends a subscriber of an ended subject its stop event or `RxError.disposed`.
    @inlinable @inline(never)
    func synchronized_answerEnded<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // The stopped check comes first: a subject that terminated, then was disposed, then got
        // another stop event answers with that event.
        if let stoppedEvent {
            observer.on(stoppedEvent)
        } else {
            observer.on(.error(RxError.disposed(object: self)))
        }
        return Disposables.create()
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
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Removes every observer and releases resources; later subscribers get `RxError.disposed`.
    @inlinable
    public func dispose() {
        timeline?.disposed()
        let removed: Observers = lock.performLocked {
            disposed = true
            let removed = observers
            observers.removeAll()
            stoppedEvent = nil
            return removed
        }
        _ = removed
    }
}
