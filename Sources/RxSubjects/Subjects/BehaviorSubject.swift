/// A subject that holds a current value and sends it to each new subscriber first.
///
/// After a terminal event new subscribers get only that event; once disposed, the subject answers
/// new subscribers, and `value()`, with `RxError.disposed`. Disposal is checked before termination.
public final class BehaviorSubject<Element>:
    Observable<Element>, SubjectType, ObserverType, SynchronizedUnsubscribeType, Cancelable, @unchecked Sendable
{
    // @unchecked Sendable: `lock` protects `disposed`, `element`, `observers` and `stoppedEvent`.
    public typealias SubjectObserverType = BehaviorSubject<Element>
    @usableFromInline typealias Observers = Bag<EventHandler>

    @usableFromInline let lock = RecursiveLock()
    #if DEBUG
    // RxSwift's debug-build check that no event starts while another is being delivered.
    @usableFromInline let synchronizationTracker = SynchronizationTracker()
    #endif
    // exclusivity(unchecked) on the state below: `lock` already serialises every access, and the
    // runtime exclusivity check would cost a thread-local lookup per access on the hot path.
    @exclusivity(unchecked) @usableFromInline var disposed = false
    @exclusivity(unchecked) @usableFromInline var element: Element
    @exclusivity(unchecked) @usableFromInline var observers = Observers()
    @exclusivity(unchecked) @usableFromInline var stoppedEvent: Event<Element>?
    /// What subscriptions keep to remove their observers (see `UnsubscribeHandle`).
    @usableFromInline let unsubscribeHandle: UnsubscribeHandle
    /// The subject's line in the timeline; nil unless the process records one (see `TimelineRecorder`).
    @usableFromInline let timeline: TimelineLine?

    /// Whether the subject has any observers.
    ///
    /// As in RxSwift, a terminal event does not remove the observers; only disposing does.
    @inlinable
    public var hasObservers: Bool {
        lock.performLocked { !observers.isEmpty }
    }

    /// Whether the subject has been disposed.
    @inlinable
    public var isDisposed: Bool {
        lock.performLocked { disposed }
    }

    /// Creates a subject whose current value is `value`.
    ///
    /// - Parameter value: The value sent to subscribers until another arrives.
    @inlinable
    public init(value: Element) {
        self.element = value
        // Inlined where the subject is made, so this removal is specialized for the element type.
        unsubscribeHandle = UnsubscribeHandle { subject, key in
            unsafeDowncast(subject, to: BehaviorSubject<Element>.self).synchronizedUnsubscribe(key)
        }
        timeline = TimelineRecorder.shared?.newLine(kind: "BehaviorSubject", of: Element.self)
        super.init()
        unsubscribeHandle.subject = self
    }

    /// Returns the current value.
    ///
    /// After completion it is the last value; after an error it throws that error.
    ///
    /// - Returns: The latest element.
    /// - Throws: `RxError.disposed` once disposed, or the error that terminated the subject.
    @inlinable
    public func value() throws -> Element {
        lock.lock()
        defer { lock.unlock() }
        if disposed {
            throw RxError.disposed(object: self)
        }
        if let error = stoppedEvent?.error {
            throw error
        }
        return element
    }

    /// Records `event` and sends it to every observer, after releasing the lock.
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

    /// Out of line, so that `on` only tests `timeline`: the event is handed over only when recording.
    @usableFromInline @inline(never)
    func recordInTimeline(_ event: Event<Element>) {
        timeline?.received(event)
    }

    @inlinable
    func synchronized_on(_ event: Event<Element>) -> Observers {
        lock.lock()
        defer { lock.unlock() }
        if stoppedEvent != nil || disposed {
            return Observers()
        }
        switch event {
        case .next(let element):
            self.element = element
        case .error, .completed:
            stoppedEvent = event
        }
        return observers
    }

    /// Subscribes `observer`, which gets the current value at once, then the later events.
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
        if disposed {
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        if let stoppedEvent {
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        // Inserted before the value is sent, as in RxSwift: an element the observer sends to this
        // subject from inside that first callback reaches it too.
        let key = observers.insert(EventHandler(observer))
        observer.on(.next(element))
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
    public func asObserver() -> BehaviorSubject<Element> {
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
