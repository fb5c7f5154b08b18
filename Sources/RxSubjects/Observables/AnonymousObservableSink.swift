import Synchronization

/// The bits of `AnonymousObservableSink.state`.
private enum State {
    static let disposed = 1
    static let stopped = 2
    static let subscriptionSet = 4
}

/// One subscription to an `AnonymousObservable`: enforces the grammar and owns the inner disposable.
///
/// It is both the observer given to the `create` closure and the disposable given to the
/// subscriber. Whichever comes last, the `create` closure returning its disposable or the
/// subscription ending (by a stop event or by `dispose()`), disposes that inner disposable, once.
final class AnonymousObservableSink<Observer: ObserverType>: ObserverType, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `state` is atomic. `subscription` is written by `setSubscription` before
    // it publishes `State.subscriptionSet`, and taken only by whoever observes both that flag and
    // `State.disposed` first: the atomic `state` orders the two sides.
    typealias Element = Observer.Element

    private let observer: Observer
    private let state = Atomic<Int>(0)
    // exclusivity(unchecked): only the winner of `disposed` touches it after init (see above), so the
    // runtime exclusivity check would only repeat that guarantee, at a thread-local lookup per access.
    @exclusivity(unchecked) private var subscription: Disposable?

    init(_ observer: Observer) {
        self.observer = observer
    }

    var isDisposed: Bool {
        state.load(ordering: .acquiring) & State.disposed != 0
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if state.load(ordering: .acquiring) & (State.disposed | State.stopped) == 0 {
                observer.on(event)
            }
        case .error, .completed:
            let old = state.bitwiseOr(State.stopped, ordering: .acquiringAndReleasing).oldValue
            if old & (State.disposed | State.stopped) == 0 {
                observer.on(event)
                dispose()
            }
        }
    }

    func setSubscription(_ subscription: Disposable) {
        self.subscription = subscription
        let old = state.bitwiseOr(State.subscriptionSet, ordering: .acquiringAndReleasing).oldValue
        if old & State.disposed != 0 {
            disposeSubscription()
        }
    }

    func dispose() {
        let old = state.bitwiseOr(State.disposed, ordering: .acquiringAndReleasing).oldValue
        if old & State.disposed == 0, old & State.subscriptionSet != 0 {
            disposeSubscription()
        }
    }

    private func disposeSubscription() {
        let subscription = self.subscription
        self.subscription = nil
        subscription?.dispose()
    }
}
