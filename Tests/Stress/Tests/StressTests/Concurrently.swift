import Foundation
@testable import RxSubjects

/// Runs `body` on `threads` new threads that start together, and returns when all have finished.
///
/// Real threads rather than `DispatchQueue.concurrentPerform`, which may run short work serially on
/// a two-core machine and so hide the races these tests look for.
func concurrently(threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let ready = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    for index in 0..<threads {
        ready.enter()
        done.enter()
        let thread = Thread {
            ready.leave()
            start.wait()
            // Sending from several threads at once is what these tests do on purpose, and what
            // RxSwift's debug-build check reports as a "Synchronization anomaly", as ours does:
            // collect those warnings instead of printing thousands of them.
            #if DEBUG
            SynchronizationTracker.$capture.withValue(WarningCapture()) { body(index) }
            #else
            body(index)
            #endif
            done.leave()
        }
        thread.start()
    }
    ready.wait()
    for _ in 0..<threads { start.signal() }
    done.wait()
}
