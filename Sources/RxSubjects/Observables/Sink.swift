import Synchronization

/// The bits of `Sink.state`.
enum SinkState {
    static let disposed = 1
    static let stopped = 2
    static let subscriptionSet = 4
}

/// One subscription to a `Producer`: forwards events to its observer until it is disposed, and
/// owns the disposable of whatever it subscribed to on the observer's behalf.
///
/// It is the disposable given to the subscriber. Whichever comes last, `setSubscription` or
/// `dispose()`, disposes that inner subscription, once. (RxSwift splits this between `Sink` and
/// `SinkDisposer`; one object does both here.)
class Sink<Observer: ObserverType>: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `state` is atomic. `subscription` is written by `setSubscription` before
    // it publishes `SinkState.subscriptionSet`, and taken only by whoever observes both that flag and
    // `SinkState.disposed` first: the atomic `state` orders the two sides.
    let observer: Observer
    let state = Atomic<Int>(0)
    // exclusivity(unchecked): only the winner of the flags touches it after init (see above), so the
    // runtime exclusivity check would only repeat that guarantee, at a thread-local lookup per access.
    @exclusivity(unchecked) private final var subscription: Disposable?
    #if DEBUG
    private let synchronizationTracker = SynchronizationTracker()
    #endif

    init(_ observer: Observer) {
        self.observer = observer
    }

    final var isDisposed: Bool {
        state.load(ordering: .acquiring) & SinkState.disposed != 0
    }

    /// Sends `event` to the observer unless the subscription was disposed.
    final func forwardOn(_ event: Event<Observer.Element>) {
        #if DEBUG
        synchronizationTracker.register()
        defer { synchronizationTracker.unregister() }
        #endif
        if isDisposed {
            return
        }
        observer.on(event)
    }

    /// Hands over the inner subscription, disposed at once if the sink already was.
    final func setSubscription(_ subscription: Disposable) {
        self.subscription = subscription
        let old = state.bitwiseOr(SinkState.subscriptionSet, ordering: .acquiringAndReleasing).oldValue
        if old & SinkState.disposed != 0 {
            disposeSubscription()
        }
    }

    final func dispose() {
        let old = state.bitwiseOr(SinkState.disposed, ordering: .acquiringAndReleasing).oldValue
        if old & SinkState.disposed == 0, old & SinkState.subscriptionSet != 0 {
            disposeSubscription()
        }
    }

    private final func disposeSubscription() {
        let subscription = self.subscription
        self.subscription = nil
        subscription?.dispose()
    }
}
