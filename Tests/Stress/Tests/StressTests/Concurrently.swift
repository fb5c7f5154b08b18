import Foundation

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
            body(index)
            done.leave()
        }
        thread.start()
    }
    ready.wait()
    for _ in 0..<threads { start.signal() }
    done.wait()
}
