import Foundation

/// A continuation resumed once, by whichever comes first: the work's result or the task's cancellation.
///
/// `@unchecked Sendable`: `lock` protects `continuation` and `cancelled`.
final class ResumeOnce<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T?, Never>?
    /// Set when the task was cancelled before the continuation arrived.
    private var cancelled = false

    /// Keeps the continuation; false, after resuming it with nil, when the task is already cancelled.
    func arm(_ continuation: CheckedContinuation<T?, Never>) -> Bool {
        lock.lock()
        if cancelled {
            lock.unlock()
            continuation.resume(returning: nil)
            return false
        }
        self.continuation = continuation
        lock.unlock()
        return true
    }

    /// Resumes the continuation with `value`, unless something resumed it already.
    func resume(_ value: T?) {
        lock.lock()
        if value == nil { cancelled = true }
        let waiting = continuation
        continuation = nil
        lock.unlock()
        waiting?.resume(returning: value)
    }
}
