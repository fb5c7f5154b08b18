import Synchronization

extension Disposables {
    /// Returns a disposable that disposes both disposables, in order, once.
    public static func create(_ disposable1: consuming Disposable, _ disposable2: consuming Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }
}

/// `Disposables.create(_:_:)` typed as a `Disposable`, for `subscribe(onNext:...)`, which returns
/// one: converting the `Cancelable` would copy the existential and destroy the original.
@usableFromInline
func makeBinaryDisposable(_ disposable1: consuming Disposable, _ disposable2: consuming Disposable) -> Disposable {
    BinaryDisposable(disposable1, disposable2)
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
    // Not optionals: a profile showed that wrapping an existential in `Optional` costs an enum-tag
    // call through its metadata on every access. A no-op disposable stands for "released".
    @exclusivity(unchecked) private var disposable1: Disposable
    @exclusivity(unchecked) private var disposable2: Disposable

    init(_ disposable1: consuming Disposable, _ disposable2: consuming Disposable) {
        self.disposable1 = disposable1
        self.disposable2 = disposable2
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    func dispose() {
        if !disposed.exchange(true, ordering: .acquiringAndReleasing) {
            disposable1.dispose()
            disposable2.dispose()
            // Released now rather than at deinit, as RxSwift does: they may hold resources, or
            // references back to whoever holds this disposable.
            disposable1 = NopDisposable()
            disposable2 = NopDisposable()
        }
    }
}
