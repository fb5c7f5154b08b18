import CoreFoundation
import Foundation
import RxSubjects

/// Blocks a thread by running its run loop until woken or out of time, so that what the run loop
/// serves (on the main thread, the main queue) goes on while a blocking call waits.
///
/// The work given to `perform` runs from the run loop once the wait has started, on the current
/// thread's trampoline (`CurrentThreadScheduler`) as a subscription from top-level code would.
final class RunLoopWaiter: @unchecked Sendable {
    // @unchecked Sendable: `woken` is guarded by `lock`; `stopped` and `waited` are only touched on
    // the waiting thread (the stop block runs on its run loop); the CFRunLoop functions used from
    // other threads (`CFRunLoopPerformBlock`, `CFRunLoopWakeUp`) are thread safe.
    private let runLoop: CFRunLoop = CFRunLoopGetCurrent()
    private let lock = NSLock()
    /// `wake()` was called, or the wait timed out: no stop block will be queued any more.
    private var woken = false
    /// The stop block queued by `wake()` has run.
    private var stopped = false
    private var waited = false

    #if canImport(Darwin)
    private let mode = CFRunLoopMode.defaultMode!
    private var modeName: CFString { mode.rawValue }
    #else
    private let mode = kCFRunLoopDefaultMode!
    private var modeName: CFString { mode }
    #endif

    /// Runs `work` from the run loop during `wait`.
    func perform(_ work: @escaping () -> Void) {
        CFRunLoopPerformBlock(runLoop, modeName) {
            if CurrentThreadScheduler.isScheduleRequired {
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    work()
                    return Disposables.create()
                }
            } else {
                work()
            }
        }
        CFRunLoopWakeUp(runLoop)
    }

    /// Ends `wait`; from any thread, once the work is under way. Later calls do nothing.
    func wake() {
        guard claim() else { return }
        CFRunLoopPerformBlock(runLoop, modeName) {
            self.stopped = true
            CFRunLoopStop(self.runLoop)
        }
        CFRunLoopWakeUp(runLoop)
    }

    /// Sets `woken`; true if this call set it.
    private func claim() -> Bool {
        lock.withLock {
            defer { woken = true }
            return !woken
        }
    }

    /// Runs the current run loop until `wake()` stops it, or `timeout` seconds have passed.
    ///
    /// - Returns: false if the time ran out first.
    func wait(timeout: TimeInterval?) -> Bool {
        precondition(!waited, "a RunLoopWaiter waits once")
        waited = true
        // A run loop with nothing to serve returns at once: a timer that never fires keeps it waiting.
        let keepAlive = Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }
        RunLoop.current.add(keepAlive, forMode: .default)
        defer { keepAlive.invalidate() }
        let deadline = timeout.map { Date(timeIntervalSinceNow: $0) }
        while !stopped {
            guard let deadline else {
                _ = CFRunLoopRunInMode(mode, 86_400, false)
                continue
            }
            // At least one pass, so the work runs even with no time to wait.
            _ = CFRunLoopRunInMode(mode, max(deadline.timeIntervalSinceNow, 0), false)
            if !stopped, deadline.timeIntervalSinceNow <= 0, claim() {
                return false
            }
            // Otherwise, woken just as the time ran out: the stop block is on its way, and counts.
        }
        return true
    }
}
