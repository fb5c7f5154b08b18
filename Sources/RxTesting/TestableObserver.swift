import Foundation
import RxSubjects

/// An observer that records each event with the virtual time of its `TestScheduler` when it came.
///
/// `TestScheduler.createObserver(_:)` makes one; `start` returns one.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `lock` guards `recorded`.
    private let scheduler: TestScheduler
    private let lock = NSLock()
    private var recorded: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Every event received so far with its virtual time, in order.
    public var events: [Recorded<Event<Element>>] {
        lock.withLock { recorded }
    }

    public func on(_ event: Event<Element>) {
        let time = scheduler.clock
        lock.withLock { recorded.append(Recorded(time: time, value: event)) }
    }
}
