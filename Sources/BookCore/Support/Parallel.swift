import Foundation

/// Runs `body` for every index in `0..<count`, at most `jobs` at a time, each worker taking the next
/// index as it finishes one, so a long task does not hold up the short ones queued behind it.
func parallelForEach(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> Void) {
    guard count > 0 else { return }
    let next = NextIndex()
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
        while let index = next.take(below: count) { body(index) }
    }
}

/// A counter shared by the workers of `parallelForEach`.
private final class NextIndex: @unchecked Sendable {
    // `lock` guards `value`.
    private let lock = NSLock()
    private var value = 0

    func take(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < count else { return nil }
        value += 1
        return value - 1
    }
}
