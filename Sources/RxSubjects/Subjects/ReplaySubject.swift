/// A subject that replays the latest elements it received to each new subscriber.
///
/// A new subscriber gets the buffered elements, then the terminal event if there was one; once
/// disposed, the subject answers new subscribers with `RxError.disposed`, checked first. Make one with
/// `create(bufferSize:)` or `createUnbounded()`, which pick a storage suited to the size.
public class ReplaySubject<Element>:
    Observable<Element>, SubjectType, ObserverType, Disposable, SynchronizedUnsubscribeType, @unchecked Sendable
{
    // @unchecked Sendable: `lock` protects `isDisposed`, `stoppedEvent`, `observers` and the
    // subclasses' buffers, which they touch only from the `synchronized_` hooks below.
    public typealias SubjectObserverType = ReplaySubject<Element>
    typealias Observers = Bag<(Event<Element>) -> Void>

    private let lock = RecursiveLock()
    // Not public, as in RxSwift.
    private var isDisposed = false
    private var stoppedEvent: Event<Element>?
    private var observers = Observers()

    /// Whether the subject has any observers.
    public var hasObservers: Bool {
        lock.performLocked { !observers.isEmpty }
    }

    override init() {
        super.init()
    }

    /// Creates a subject that replays up to `bufferSize` elements.
    ///
    /// - Parameter bufferSize: The number of latest elements to replay; must not be negative.
    /// - Returns: The subject.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        if bufferSize == 1 {
            ReplayOne()
        } else {
            ReplayMany(bufferSize: bufferSize)
        }
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
    public func on(_ event: Event<Element>) {
        dispatch(synchronized_on(event), event)
    }

    private func synchronized_on(_ event: Event<Element>) -> Observers {
        lock.lock()
        defer { lock.unlock() }
        if isDisposed || stoppedEvent != nil {
            return Observers()
        }
        switch event {
        case .next(let element):
            synchronized_addValueToBuffer(element)
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
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.performLocked { synchronized_subscribe(observer) }
    }

    private func synchronized_subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if isDisposed {
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        synchronized_replayBuffer(observer.on)
        if let stoppedEvent {
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        let key = observers.insert(observer.on)
        return SubscriptionDisposable(owner: self, key: key)
    }

    func synchronizedUnsubscribe(_ disposeKey: BagKey) {
        // Let the removed observer go after unlocking: its deinit may run arbitrary code.
        let removed: ((Event<Element>) -> Void)? = lock.performLocked {
            isDisposed ? nil : observers.removeKey(disposeKey)
        }
        _ = removed
    }

    /// Returns the observer side of the subject: the subject itself.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Removes every observer and empties the buffer; later subscribers get `RxError.disposed`.
    public func dispose() {
        let removed: Observers = lock.performLocked {
            isDisposed = true
            let removed = observers
            observers.removeAll()
            synchronized_removeBuffer()
            return removed
        }
        _ = removed
    }

    // Buffer hooks, called with `lock` held.

    func synchronized_addValueToBuffer(_ element: Element) {
        rxAbstractMethod()
    }

    func synchronized_replayBuffer(_ observer: (Event<Element>) -> Void) {
        rxAbstractMethod()
    }

    func synchronized_removeBuffer() {
        rxAbstractMethod()
    }
}
