/// A group of disposables that are disposed together, and can be removed one by one.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `lock` protects `disposables` (nil once disposed).

    /// The key that removes one disposable from the group.
    public struct DisposeKey {
        fileprivate let key: BagKey
    }

    private let lock = RecursiveLock()
    // exclusivity(unchecked) on the state below: `lock` already serialises every access, and the
    // runtime exclusivity check would cost a thread-local lookup per access on the hot path.
    @exclusivity(unchecked) private var disposables: Bag<Disposable>? = Bag()

    /// Whether the group was disposed.
    public var isDisposed: Bool {
        lock.performLocked { disposables == nil }
    }

    /// Creates an empty group.
    public init() {}

    /// Creates a group of two disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        _ = disposables!.insert(disposable1)
        _ = disposables!.insert(disposable2)
    }

    /// Creates a group of three disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        _ = disposables!.insert(disposable1)
        _ = disposables!.insert(disposable2)
        _ = disposables!.insert(disposable3)
    }

    /// Creates a group of four or more disposables.
    public init(
        _ disposable1: Disposable,
        _ disposable2: Disposable,
        _ disposable3: Disposable,
        _ disposable4: Disposable,
        _ disposables: Disposable...
    ) {
        for disposable in [disposable1, disposable2, disposable3, disposable4] + disposables {
            _ = self.disposables!.insert(disposable)
        }
    }

    /// Creates a group of `disposables`.
    public init(disposables: [Disposable]) {
        for disposable in disposables {
            _ = self.disposables!.insert(disposable)
        }
    }

    /// Adds `disposable` to the group.
    ///
    /// - Parameter disposable: The disposable to add.
    /// - Returns: The key that removes it, or `nil` when the group is already disposed, in which
    ///   case `disposable` is disposed at once.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: BagKey? = lock.performLocked { disposables?.insert(disposable) }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(key: key)
    }

    /// The number of disposables in the group.
    public var count: Int {
        lock.performLocked { disposables?.count ?? 0 }
    }

    /// Removes the disposable for `disposeKey` from the group and disposes it.
    ///
    /// - Parameter disposeKey: The key `insert(_:)` returned.
    public func remove(for disposeKey: DisposeKey) {
        let removed: Disposable? = lock.performLocked { disposables?.removeKey(disposeKey.key) }
        removed?.dispose()
    }

    /// Disposes every disposable in the group, in insertion order, once.
    public func dispose() {
        let old: Bag<Disposable>? = lock.performLocked {
            let old = disposables
            disposables = nil
            return old
        }
        old?.forEach { $0.dispose() }
    }
}
