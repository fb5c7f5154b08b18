import Synchronization

/// A recording subject's (or shared sequence's) line in the timeline: its number and the recorder
/// that writes its entries (see `TimelineRecorder`). Everything here runs only while recording,
/// so none of it is inlined into the subjects.
@usableFromInline
final class TimelineLine: Sendable {
    @usableFromInline let id: Int
    let recorder: TimelineRecorder

    init(id: Int, recorder: TimelineRecorder) {
        self.id = id
        self.recorder = recorder
    }

    /// Records the event the subject was sent, whether or not it delivers it.
    @usableFromInline @inline(never)
    func received<Element>(_ event: Event<Element>) {
        switch event {
        case .next(let element): recorder.record("next \(id) " + TimelineRecorder.escaped(String(describing: element)))
        case .error(let error): recorder.record("error \(id) " + TimelineRecorder.escaped(String(describing: error)))
        case .completed: recorder.record("completed \(id)")
        }
    }

    /// Records that the subject was disposed.
    @usableFromInline @inline(never)
    func disposed() {
        recorder.record("disposed \(id)")
    }

    /// Gives the line the name of the relay or trait it is the inside of.
    func rename(_ name: String) {
        recorder.record("name \(id) \(TimelineRecorder.escaped(name))")
    }

    /// Subscribes `observer` through `subscribe`, wrapped so that what it is handed is recorded.
    ///
    /// - Parameter subscribe: The subject's own subscription, given the wrapped observer.
    @usableFromInline @inline(never)
    func subscribe<Observer: ObserverType>(
        _ observer: Observer, through subscribe: (TimelineObserver<Observer.Element>) -> Disposable
    ) -> Disposable {
        let fed = (observer as? TimelineParticipant)?.timeline?.id ?? recorder.currentFeed
        let id = recorder.newSubscription(to: self.id, feeding: fed)
        let disposable = subscribe(TimelineObserver(observer, id: id, feeding: fed, recorder: recorder))
        if let keyed = disposable as? KeyedSubscription {
            recorder.remember(key: keyed.key, handle: keyed.handle, id: id)
        }
        return disposable
    }

    /// Records the disposal of the subscription with `key` in the bag behind `handle`.
    @usableFromInline @inline(never)
    func unsubscribed(_ key: BagKey, handle: UnsubscribeHandle) {
        recorder.disposed(key: key, handle: handle)
    }

    /// Runs `body`, which connects this shared sequence to its source: subscriptions made meanwhile
    /// are made on behalf of this line.
    func connecting<Result>(_ body: () -> Result) -> Result {
        recorder.connecting(id, body)
    }
}

extension TimelineRecorder {
    /// Subscribes `observer`, a subscriber's closures, to `source`, the sequence of the operator
    /// `name`, as a line of its own: `line L operator ELEMENT`, `name L NAME` and `subscribe L S`,
    /// then what `observer` is handed, as deliveries to S, and `dispose S` (see `TimelineRecorder`).
    /// The subscriptions the operator makes while it subscribes are made on behalf of L.
    func subscribeOperator<Observer: ObserverType>(
        named name: String, _ source: Observable<Observer.Element>, _ observer: Observer
    ) -> Disposable {
        let line = newLine(kind: "operator", of: Observer.Element.self)
        line.rename(name)
        // A subscriber's closures feed no line, whatever is being connected around them.
        let id = newSubscription(to: line.id, feeding: nil)
        let subscription = connecting(line.id) {
            source.subscribe(TimelineObserver(observer, id: id, feeding: nil, recorder: self))
        }
        return TimelineSubscription(subscription, id: id, recorder: self)
    }
}

/// What a subscriber to an operator's line holds: it records the subscription's disposal, once,
/// then disposes it.
private final class TimelineSubscription: Disposable, @unchecked Sendable {
    // @unchecked Sendable: `disposed` is atomic; the rest is immutable.
    private let subscription: Disposable
    private let id: Int
    private let recorder: TimelineRecorder
    private let disposed = Atomic<Bool>(false)

    init(_ subscription: Disposable, id: Int, recorder: TimelineRecorder) {
        self.subscription = subscription
        self.id = id
        self.recorder = recorder
    }

    func dispose() {
        if !disposed.exchange(true, ordering: .acquiringAndReleasing) {
            recorder.record("dispose \(id)")
            subscription.dispose()
        }
    }
}

/// The observer a recording subject (or an operator's line) keeps in place of a subscriber's: it
/// records each event it hands on. While the subscriber handles it, the subscriptions made are made
/// on behalf of the line this subscription feeds, or of none.
@usableFromInline
final class TimelineObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: immutable; the observer it wraps is the subscriber's, as thread safe as that is.
    let observer: EventHandler
    let id: Int
    /// The line the subscription feeds, if any.
    let fed: Int?
    let recorder: TimelineRecorder

    init<Observer: ObserverType>(_ observer: Observer, id: Int, feeding fed: Int?, recorder: TimelineRecorder)
    where Observer.Element == Element {
        self.observer = EventHandler(observer)
        self.id = id
        self.fed = fed
        self.recorder = recorder
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        recorder.record("deliver \(id) " + TimelineRecorder.describe(event))
        var event = event
        recorder.connecting(fed) { observer.on(&event) }
    }
}

/// What has a line in the timeline: the subjects and `share`'s shared sequence.
@usableFromInline
protocol TimelineParticipant: AnyObject {
    /// The line; nil when the process is not recording.
    var timeline: TimelineLine? { get }
}

/// A subscription that removes one key from a bag: what a recording subject remembers.
protocol KeyedSubscription {
    var key: BagKey { get }
    /// The handle of the bag's owner.
    var handle: UnsubscribeHandle { get }
}

extension SubscriptionDisposable: KeyedSubscription {}
