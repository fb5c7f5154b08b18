import Synchronization

extension Disposables {
    /// Returns a disposable that runs `dispose` once, on the first call to `dispose()`.
    ///
    /// - Parameter dispose: The action to run.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }
}

/// Runs an action on the first `dispose()`, then forgets it.
///
/// Private, as RxSwift's is, so that it prints the same way.
private final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `disposed` is atomic. `disposeAction` is written only by `init` and by the
    // single caller that wins the `disposed` exchange, so no two threads ever touch it at once.
    private let disposed = Atomic<Bool>(false)
    // exclusivity(unchecked): only the winner of `disposed` touches it after init (see above), so the
    // runtime exclusivity check would only repeat that guarantee, at a thread-local lookup per access.
    @exclusivity(unchecked) private var disposeAction: (() -> Void)?

    init(_ disposeAction: @escaping () -> Void) {
        self.disposeAction = disposeAction
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    func dispose() {
        if !disposed.exchange(true, ordering: .acquiringAndReleasing) {
            let action = disposeAction
            disposeAction = nil
            action?()
        }
    }
}
