import Foundation

/// A plain lock with a scoped `withLock`, so no path forgets to unlock.
package final class NSLockBox: @unchecked Sendable {
    // NSLock is thread-safe by design; the class only wraps it.
    private let lock = NSLock()

    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
