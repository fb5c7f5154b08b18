import Synchronization

/// A value behind a lock, for the module's few global variables.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked Sendable: `mutex` guards `value`, the only state.
    private let mutex = Mutex(())
    // exclusivity(unchecked): only touched with `mutex` held.
    @exclusivity(unchecked) private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { _ in try body(&value) }
    }
}
