import Synchronization

/// The bits of `SinkDisposer.state`.
private enum DisposerState {
    static let disposed = 1
    static let set = 2
}

/// What a `Producer` gives its subscriber: it disposes the sink and the subscription once both are
/// known, then lets go of them, so a disposed subscription holds on to nothing (as in RxSwift).
///
/// A sink may end its subscription (on `completed`) before `run` has even returned, so disposal is
/// recorded first and carried out when they are set.
final class SinkDisposer: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `state` is atomic; `sink` and `subscription` are written before `set` is
    // published and taken only by whoever sees both `set` and `disposed` first.
    private let state = Atomic<Int>(0)
    // exclusivity(unchecked): ordered by `state` (see above), so the runtime check would only repeat
    // that guarantee, at a thread-local lookup per access.
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
