import Synchronization

extension Disposables {
    /// Returns a disposable that disposes both disposables, in order, once.
    public static func create(_ disposable1: consuming Disposable, _ disposable2: consuming Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }
}

/// Disposes two disposables, in order, on the first `dispose()`, then releases them.
///
/// Private, as RxSwift's is, so that it prints the same way.
private final class BinaryDisposable: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `disposed` is atomic. The two disposables are written only by `init` and
    // by the single caller that wins the `disposed` exchange.
    private let disposed = Atomic<Bool>(false)
    // exclusivity(unchecked): only the winner of `disposed` touches it after init (see above), so the
    // runtime exclusivity check would only repeat that guarantee, at a thread-local lookup per access.
    @exclusivity(unchecked) private var disposable1: Disposable?
    @exclusivity(unchecked) private var disposable2: Disposable?

    init(_ disposable1: consuming Disposable, _ disposable2: consuming Disposable) {
        self.disposable1 = disposable1
        self.disposable2 = disposable2
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    func dispose() {
        if !disposed.exchange(true, ordering: .acquiringAndReleasing) {
            // Disposed where they are stored, not copied out first: copying a disposable that is a
            // value (a subject's subscription, with its weak reference) costs more than disposing it.
            disposable1?.dispose()
            disposable2?.dispose()
            disposable1 = nil
            disposable2 = nil
        }
    }
}
