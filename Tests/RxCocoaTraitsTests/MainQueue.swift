import Dispatch

/// Lets the main queue run the blocks queued so far, and those they queue in turn, `rounds` deep.
///
/// A test on the main actor runs as a block of the main queue, so the work a `Driver` or
/// `observe(on: MainScheduler.instance)` queued there waits until the test suspends; each round
/// queues a block behind it and waits for that block. No chain in these tests is deeper than a few
/// blocks, and extra rounds do nothing, so the result does not depend on timing.
@MainActor
func runQueuedMainWork(rounds: Int = 8) async {
    for _ in 0..<rounds {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
    }
}

/// Whether the caller runs on the main queue; tests record it to check where events were delivered.
func isOnMainQueue() -> Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) != nil
}

private let mainQueueKey: DispatchSpecificKey<Void> = {
    let key = DispatchSpecificKey<Void>()
    DispatchQueue.main.setSpecific(key: key, value: ())
    return key
}()

/// Runs `work` on a global queue and blocks the caller until it has finished.
///
/// Blocking (rather than awaiting) keeps the main queue from running anything meanwhile, so what
/// `work` queued there is still queued when this returns, whatever the timing.
func onAnotherThread(_ work: @escaping @Sendable () -> Void) {
    let finished = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        work()
        finished.signal()
    }
    finished.wait()
}
