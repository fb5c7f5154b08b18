/// A subject that replays the latest elements it received to each new subscriber.
///
/// A new subscriber gets the buffered elements, then the terminal event if there was one; once
/// disposed, the subject answers new subscribers with `RxError.disposed`, checked first. Make one with
/// `create(bufferSize:)` or `createUnbounded()`, which pick a storage suited to the size.
///
/// As in RxSwift, what `create` returns is an instance of a private subclass (`ReplayOne`,
/// `ReplayMany` or `ReplayAll`), which is the name a disposed subject's error prints. Here the
/// subclasses carry only that name: the storage is the `buffer` enum and every member is `final`,
/// so `onNext` is one direct call with no dynamic dispatch whichever subclass it is.
public class ReplaySubject<Element>:
    Observable<Element>, SubjectType, ObserverType, Disposable, SynchronizedUnsubscribeType, @unchecked Sendable
{
    // @unchecked Sendable: `lock` protects `isDisposed`, `stoppedEvent`, `observers` and `buffer`.
    public typealias SubjectObserverType = ReplaySubject<Element>
    @usableFromInline typealias Observers = Bag<EventHandler>

    @usableFromInline let lock = RecursiveLock()
    #if DEBUG
    // RxSwift's debug-build check that no event starts while another is being delivered.
    @usableFromInline let synchronizationTracker = SynchronizationTracker()
    #endif
    // exclusivity(unchecked) on the state below: `lock` already serialises every access, and the
    // runtime exclusivity check would cost a thread-local lookup per access on the hot path.
    // Not public, as in RxSwift.
    @exclusivity(unchecked) @usableFromInline final var isDisposed = false
    @exclusivity(unchecked) @usableFromInline final var stoppedEvent: Event<Element>?
    @exclusivity(unchecked) @usableFromInline final var observers = Observers()
    @exclusivity(unchecked) @usableFromInline final var buffer: ReplayBuffer<Element>

    /// Whether the subject has any observers.
    @inlinable
    public final var hasObservers: Bool {
        lock.performLocked { !observers.isEmpty }
    }

    /// What subscriptions keep to remove their observers (see `UnsubscribeHandle`).
    @usableFromInline let unsubscribeHandle: UnsubscribeHandle
    /// The subject's line in the timeline; nil unless the process records one (see `TimelineRecorder`).
    @usableFromInline let timeline: TimelineLine?

    @usableFromInline
    init(buffer: ReplayBuffer<Element>) {
        self.buffer = buffer
        unsubscribeHandle = UnsubscribeHandle { subject, key in
            unsafeDowncast(subject, to: ReplaySubject<Element>.self).synchronizedUnsubscribe(key)
        }
        timeline = TimelineRecorder.shared?.newLine(kind: "ReplaySubject", of: Element.self)
        super.init()
        unsubscribeHandle.subject = self
    }

    /// Creates a subject that replays up to `bufferSize` elements.
    ///
    /// - Parameter bufferSize: The number of latest elements to replay; must not be negative.
    /// - Returns: The subject.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        // RxSwift's rule: a buffer of exactly one is ReplayOne, any other size ReplayMany.
        bufferSize == 1 ? ReplayOne() : ReplayMany(bufferSize: bufferSize)
    }

    /// Creates a subject that replays every element it ever received.
    ///
    /// - Returns: The subject.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplayAll()
    }

    /// Buffers `event` and sends it to every observer, after releasing the lock.
    ///
    /// - Parameter event: The event to broadcast.
    @inlinable
    public final func on(_ event: Event<Element>) {
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
    final func synchronized_on(_ event: Event<Element>) -> Observers {
        lock.lock()
        defer { lock.unlock() }
        if isDisposed || stoppedEvent != nil {
            return Observers()
        }
        switch event {
        case .next(let element):
            buffer.append(element)
            return observers
        case .error, .completed:
            stoppedEvent = event
            let stopped = observers
            observers.removeAll()
            return stopped
        }
    }

    /// Subscribes `observer`, which gets the buffer, then the terminal event or the later events.
    ///
    /// - Parameter observer: The observer that receives the events.
    /// - Returns: A disposable that removes the observer.
    @inlinable
    public final override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if let timeline {
            return timeline.subscribe(observer) { observer in
                lock.performLocked { synchronized_subscribe(observer) }
            }
        }
        return lock.performLocked { synchronized_subscribe(observer) }
    }

    @inlinable
    final func synchronized_subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if isDisposed {
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        // Replay a copy: the observer may send to this subject, which appends to `buffer`.
        let replayed = buffer
        replayed.forEach { observer.on(.next($0)) }
        if let stoppedEvent {
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        let key = observers.insert(EventHandler(observer))
        return SubscriptionDisposable(owner: self, key: key)
    }

    @inlinable
    final func synchronizedUnsubscribe(_ disposeKey: BagKey) {
        if let timeline { timeline.unsubscribed(disposeKey, handle: unsubscribeHandle) }
        // Let the removed observer go after unlocking: its deinit may run arbitrary code.
        let removed: EventHandler? = lock.performLocked {
            isDisposed ? nil : observers.removeKey(disposeKey)
        }
        _ = removed
    }

    /// Returns the observer side of the subject: the subject itself.
    @inlinable
    public final func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Removes every observer and empties the buffer; later subscribers get `RxError.disposed`.
    public final func dispose() {
        timeline?.disposed()
        let removed: (Observers, ReplayBuffer<Element>) = lock.performLocked {
            isDisposed = true
            let removed = (observers, buffer)
            observers.removeAll()
            buffer.removeAll()
            return removed
        }
        _ = removed
    }
}

// The classes `create(bufferSize:)` and `createUnbounded()` return. Private, as RxSwift's are, so
// that they print as `RxSwift.(unknown context at $...).ReplayMany<Swift.String>` in errors.

/// A replay subject that keeps only the latest element.
private final class ReplayOne<Element>: ReplaySubject<Element>, @unchecked Sendable {
    // @unchecked Sendable: no state of its own; the base class says what guards its state.
    init() {
        super.init(buffer: .one(nil))
    }
}

/// A replay subject that keeps the latest `bufferSize` elements.
private final class ReplayMany<Element>: ReplaySubject<Element>, @unchecked Sendable {
    // @unchecked Sendable: no state of its own; the base class says what guards its state.
    init(bufferSize: Int) {
        super.init(buffer: .many(RingBuffer(capacity: bufferSize)))
    }
}

/// A replay subject that keeps every element.
private final class ReplayAll<Element>: ReplaySubject<Element>, @unchecked Sendable {
    // @unchecked Sendable: no state of its own; the base class says what guards its state.
    init() {
        super.init(buffer: .all([]))
    }
}
