import Synchronization

/// The bits of `SingleAssignmentDisposable.state`.
private enum AssignmentState {
    static let disposed = 1
    static let assigned = 2
}

/// A disposable whose inner disposable may be set once, before or after it is disposed.
///
/// Setting it after `dispose()` disposes the inner disposable at once; setting it twice is a
/// programmer error, as in RxSwift.
///
/// Not final, unlike RxSwift's, only so that the flattening operators' inner observers can be their
/// own subscriptions (one allocation per inner sequence instead of two); outside this module it
/// cannot be subclassed either way.
public class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `state` is atomic. `disposable` is written by `setDisposable(_:)` before
    // it publishes `assigned`, and taken only by whoever sees both `assigned` and `disposed` first.
    private let state = Atomic<Int>(0)
    // exclusivity(unchecked): ordered by `state` (see above).
    @exclusivity(unchecked) private var disposable: Disposable?

    /// Creates a disposable with no inner disposable yet.
    public init() {}

    /// Whether `dispose()` was called.
    public final var isDisposed: Bool {
        state.load(ordering: .acquiring) & AssignmentState.disposed != 0
    }

    /// Sets the inner disposable; disposes it at once when `self` is already disposed.
    ///
    /// - Parameter disposable: The inner disposable.
    public final func setDisposable(_ disposable: Disposable) {
        self.disposable = disposable
        let old = state.bitwiseOr(AssignmentState.assigned, ordering: .acquiringAndReleasing).oldValue
        precondition(old & AssignmentState.assigned == 0, "oldState.disposable != nil")
        if old & AssignmentState.disposed != 0 {
            self.disposable = nil
            disposable.dispose()
        }
    }

    /// Disposes the inner disposable, now or as soon as it is set.
    public final func dispose() {
        let old = state.bitwiseOr(AssignmentState.disposed, ordering: .acquiringAndReleasing).oldValue
        if old & AssignmentState.disposed == 0, old & AssignmentState.assigned != 0 {
            let disposable = self.disposable
            self.disposable = nil
            disposable?.dispose()
        }
    }
}
