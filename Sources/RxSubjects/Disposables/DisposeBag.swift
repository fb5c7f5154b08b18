/// Disposes everything added to it when it is deinitialized.
///
/// To dispose early, replace the bag with a new one. A disposable added to a bag that is already
/// disposing is disposed at once.
public final class DisposeBag: @unchecked Sendable {
    // @unchecked Sendable: `lock` protects `disposables` and `isDisposed`.
    private let lock = RecursiveLock()
    // exclusivity(unchecked) on the state below: `lock` already serialises every access, and the
    // runtime exclusivity check would cost a thread-local lookup per access on the hot path.
    @exclusivity(unchecked) private var disposables = [Disposable]()
    @exclusivity(unchecked) private var isDisposed = false

    /// Creates an empty bag.
    public init() {}

    /// Adds `disposable`, to be disposed when the bag is deinitialized.
    ///
    /// - Parameter disposable: The disposable to keep.
    public func insert(_ disposable: Disposable) {
        let rejected: Disposable? = lock.performLocked {
            if isDisposed {
                return disposable
            }
            disposables.append(disposable)
            return nil
        }
        rejected?.dispose()
    }

    private func dispose() {
        let old: [Disposable] = lock.performLocked {
            let old = disposables
            disposables.removeAll(keepingCapacity: false)
            isDisposed = true
            return old
        }
        for disposable in old {
            disposable.dispose()
        }
    }

    deinit {
        dispose()
    }
}

extension DisposeBag {
    /// Creates a bag that holds `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// Creates a bag that holds the disposables the builder lists.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Creates a bag that holds `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// Adds several disposables at once.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds the disposables the builder lists.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Adds several disposables at once.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables {
            insert(disposable)
        }
    }

    /// Lists disposables, one per line, for `DisposeBag(builder:)` and `insert(builder:)`.
    @resultBuilder
    public struct DisposableBuilder {
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}

extension Disposable {
    /// Adds this disposable to `bag`, to be disposed when the bag goes away.
    ///
    /// - Parameter bag: The bag that keeps this disposable.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
