import Synchronization

/// The base of operators that run one sink per subscriber: RxSwift's `Producer`.
///
/// Subscribing installs the current-thread trampoline if none runs, so work that a source
/// schedules on `CurrentThreadScheduler` runs after the whole chain is subscribed, as in RxSwift.
/// (`Producer`, in Observable+Creation.swift, is this library's simpler script-based sequence.)
class SinkProducer<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: subclasses hold immutable configuration only.

    override init() {}

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if !CurrentThreadScheduler.isScheduleRequired {
            return runWithDisposer(observer)
        }
        return CurrentThreadScheduler.instance.schedule(()) { _ in
            self.runWithDisposer(observer)
        }
    }

    private func runWithDisposer<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let disposer = SinkDisposer()
        let (sink, subscription) = run(observer, cancel: disposer)
        disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
        return disposer
    }

    /// Subscribes `observer`; `cancel` ends the subscription, and the sink disposes it on termination.
    ///
    /// - Returns: The sink and the subscription to the sources, both disposed when `cancel` is.
    func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        rxAbstractMethod()
    }
}

/// The bits of `SinkDisposer.state`.
private enum DisposerState {
    static let disposed = 1
    static let set = 2
}

/// What a `SinkProducer` returns: it disposes the sink and the subscription once both are known.
///
/// A sink may end its subscription (on `completed`) before `run` has even returned, so disposal is
/// recorded first and carried out when they are set.
private final class SinkDisposer: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `state` is atomic; `sink` and `subscription` are written before `set` is
    // published and taken only by whoever sees both `set` and `disposed` first.
    private let state = Atomic<Int>(0)
    // exclusivity(unchecked): ordered by `state` (see above).
    @exclusivity(unchecked) private var sink: Disposable?
    @exclusivity(unchecked) private var subscription: Disposable?

    var isDisposed: Bool {
        state.load(ordering: .acquiring) & DisposerState.disposed != 0
    }

    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        self.sink = sink
        self.subscription = subscription
        let old = state.bitwiseOr(DisposerState.set, ordering: .acquiringAndReleasing).oldValue
        if old & DisposerState.disposed != 0 {
            disposeBoth()
        }
    }

    func dispose() {
        let old = state.bitwiseOr(DisposerState.disposed, ordering: .acquiringAndReleasing).oldValue
        if old & DisposerState.disposed == 0, old & DisposerState.set != 0 {
            disposeBoth()
        }
    }

    private func disposeBoth() {
        let sink = self.sink
        let subscription = self.subscription
        self.sink = nil
        self.subscription = nil
        sink?.dispose()
        subscription?.dispose()
    }
}
