/// `share(replay: 0 or 1, scope: .whileConnected)`: RxSwift's two dedicated implementations in one.
///
/// The first subscriber opens a connection (one subscription to the source); later subscribers join
/// it, getting the latest element at once when `replaysLatest`. The connection closes when its last
/// subscriber leaves or the source terminates; the next subscriber opens a new one.
final class ShareWhileConnected<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: `lock` protects `connection` and every connection's state.
    fileprivate typealias Connection = ShareConnection<Element>

    fileprivate let source: Observable<Element>
    fileprivate let replaysLatest: Bool
    fileprivate let lock = RecursiveLock()
    // exclusivity(unchecked): `lock` serialises every access.
    @exclusivity(unchecked) fileprivate var connection: Connection?
    /// The shared sequence's line in the timeline; nil unless the process records one (see `TimelineRecorder`).
    let timeline: TimelineLine?

    init(source: Observable<Element>, replaysLatest: Bool) {
        self.source = source
        self.replaysLatest = replaysLatest
        timeline = TimelineRecorder.shared?.newLine(kind: "share", of: Element.self)
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if let timeline {
            return timeline.subscribe(observer) { join($0) }
        }
        return join(observer)
    }

    /// Adds `observer` to the connection, opening one if there is none.
    private func join<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock()
        let connection: Connection
        if let existing = self.connection {
            connection = existing
        } else {
            connection = Connection(parent: self)
            self.connection = connection
        }
        let isFirst = connection.observers.isEmpty
        let key = connection.observers.insert(EventHandler(observer))
        let latest = connection.latest
        lock.unlock()

        if let latest {
            observer.on(.next(latest))
        }
        if isFirst {
            connection.connect()
        }
        return SubscriptionDisposable(owner: connection, key: key)
    }
}

/// One connection of a `ShareWhileConnected`: the subscribers and the subscription to the source.
private final class ShareConnection<Element>: ObserverType, SynchronizedUnsubscribeType, @unchecked Sendable {
    // @unchecked Sendable: the parent's `lock` protects `disposed`, `observers` and `latest`;
    // `subscription` is thread safe.
    private let parent: ShareWhileConnected<Element>
    private let subscription = SingleAssignmentDisposable()
    // exclusivity(unchecked): the parent's lock serialises every access.
    @exclusivity(unchecked) private var disposed = false
    @exclusivity(unchecked) var observers = Bag<EventHandler>()
    @exclusivity(unchecked) var latest: Element?

    /// What subscriptions keep to remove their observers (see `UnsubscribeHandle`).
    let unsubscribeHandle: UnsubscribeHandle

    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
        unsubscribeHandle = UnsubscribeHandle { connection, key in
            unsafeDowncast(connection, to: ShareConnection<Element>.self).synchronizedUnsubscribe(key)
        }
        unsubscribeHandle.subject = self
    }

    func connect() {
        if let timeline = parent.timeline {
            timeline.connecting { subscription.setDisposable(parent.source.subscribe(self)) }
        } else {
            subscription.setDisposable(parent.source.subscribe(self))
        }
    }

    func on(_ event: Event<Element>) {
        if let timeline = parent.timeline { timeline.received(event) }
        let observers: Bag<EventHandler> = parent.lock.performLocked {
            if disposed {
                return Bag()
            }
            switch event {
            case .next(let element):
                if parent.replaysLatest {
                    latest = element
                }
                return self.observers
            case .error, .completed:
                let observers = self.observers
                synchronizedDispose()
                return observers
            }
        }
        dispatch(observers, event)
    }

    func synchronizedUnsubscribe(_ disposeKey: BagKey) {
        if let timeline = parent.timeline { timeline.unsubscribed(disposeKey, handle: unsubscribeHandle) }
        let isLast: Bool = parent.lock.performLocked {
            guard observers.removeKey(disposeKey) != nil else { return false }
            if observers.isEmpty {
                synchronizedDispose()
                return true
            }
            return false
        }
        if isLast {
            subscription.dispose()
        }
    }

    /// Closes the connection; called with the parent's lock held.
    private func synchronizedDispose() {
        disposed = true
        if parent.connection === self {
            parent.connection = nil
        }
        observers = Bag()
    }
}
