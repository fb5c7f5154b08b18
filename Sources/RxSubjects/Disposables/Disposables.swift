/// The namespace of the disposable factories.
public struct Disposables {
    private init() {}
}

extension Disposables {
    /// Returns a disposable that does nothing when disposed.
    @inlinable
    public static func create() -> Disposable {
        NopDisposable()
    }

    /// Returns a disposable that disposes the three disposables, in order, once.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// Returns a disposable that disposes all the disposables, in order, once.
    public static func create(
        _ disposable1: Disposable,
        _ disposable2: Disposable,
        _ disposable3: Disposable,
        _ disposables: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// Returns a disposable that disposes all the disposables, in order, once.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: create(disposables[0], disposables[1])
        default: CompositeDisposable(disposables: disposables)
        }
    }
}

/// The disposable of `Disposables.create()`: a value, so returning it allocates nothing.
@usableFromInline
struct NopDisposable: Disposable, Sendable {
    @inlinable init() {}

    @inlinable func dispose() {}
}
