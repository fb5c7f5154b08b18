/// A disposable whose inner disposable can be replaced; replacing it disposes the previous one.
///
/// Once disposed, any disposable assigned to it is disposed at once.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `lock` protects `current` and `disposed`.
    private let lock = RecursiveLock()
    // exclusivity(unchecked): `lock` serialises every access.
    @exclusivity(unchecked) private var current: Disposable?
    @exclusivity(unchecked) private var disposed = false

    /// Creates a disposable with no inner disposable.
    public init() {}

    /// Whether `dispose()` was called.
    public var isDisposed: Bool {
        lock.performLocked { disposed }
    }

    /// The inner disposable; setting it disposes the previous one, or the new one if `self` is disposed.
    public var disposable: Disposable {
        get {
            lock.performLocked { current } ?? Disposables.create()
        }
        set {
            let toDispose: Disposable? = lock.performLocked {
                if disposed {
                    return newValue
                }
                let previous = current
                current = newValue
                return previous
            }
            toDispose?.dispose()
        }
    }

    /// Disposes the inner disposable and every later one.
    public func dispose() {
        let toDispose: Disposable? = lock.performLocked {
            if disposed {
                return nil
            }
            disposed = true
            let previous = current
            current = nil
            return previous
        }
        toDispose?.dispose()
    }
}
