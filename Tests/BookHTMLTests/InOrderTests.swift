@testable import BookHTML
import Dispatch
import Testing

/// `InOrder`: values put from many threads in any order come out once each, in index order, and
/// one at a time, while a slow delivery lets the other threads go on putting.
struct InOrderTests {
    /// What the delivering side saw. `@unchecked Sendable`: `lock` guards every property.
    private final class Record: @unchecked Sendable {
        let lock = NSLockBox()
        var indices: [Int] = []
        var inside = 0
        var overlapped = false
    }

    @Test func valuesFromManyThreadsAreDeliveredOnceEachInOrderAndOneAtATime() {
        let count = 2_000
        let record = Record()
        let inOrder = InOrder<Int> { index, value in
            record.lock.withLock {
                record.inside += 1
                if record.inside > 1 { record.overlapped = true }
            }
            // Slow enough for other threads to put meanwhile.
            var spin = 0
            for step in 0..<(value % 7) * 200 { spin &+= step }
            record.lock.withLock {
                record.indices.append(index)
                record.inside -= 1
            }
            _ = spin
        }
        // A fixed shuffle: later indices often arrive before earlier ones.
        let order = (0..<count).map { ($0 * 7_919) % count }
        DispatchQueue.concurrentPerform(iterations: count) { inOrder.put(order[$0], order[$0]) }
        #expect(record.indices == Array(0..<count))
        #expect(!record.overlapped)
        #expect(inOrder.delivered == count)
    }
}
