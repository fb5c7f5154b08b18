import Foundation
import RxSubjects

/// A scheduler with a virtual clock, for testing code that depends on time: nothing runs until the
/// test starts it, and then the scheduled work runs in order of virtual time, each piece with the
/// clock set to its time, as fast as the machine goes.
///
/// Times are ticks (`TestTime`); `resolution` says how many seconds a tick is, for operators that
/// take a `RxTimeInterval` (`delay(.seconds(5), scheduler:)` waits 5 ticks at the default 1.0). With
/// `simulateProcessingDelay`, work scheduled for now or the past runs one tick later, so an event
/// sent through a scheduler is seen a tick after its cause.
///
/// Use it from one thread.
public class TestScheduler: SchedulerType, CustomDebugStringConvertible, @unchecked Sendable {
    // @unchecked Sendable: `lock` guards the queue, the clock and the flags; work runs outside it.

    /// The virtual times `start(_:)` uses: the sequence is made at 100, subscribed to at 200 and
    /// its subscription disposed at 1000.
    public enum Defaults {
        /// When `start` makes the sequence.
        public static let created = 100
        /// When `start` subscribes to it.
        public static let subscribed = 200
        /// When `start` disposes the subscription.
        public static let disposed = 1000
    }

    /// A point in virtual time.
    public typealias VirtualTime = TestTime
    /// A span of virtual time.
    public typealias VirtualTimeInterval = TestTime

    private let resolution: Double
    private let simulateProcessingDelay: Bool
    private let lock = NSRecursiveLock()
    // Guarded by `lock`.
    private var currentClock: TestTime
    private var queue = WorkQueue()
    private var nextOrder = 0
    private var isRunning = false

    /// Creates a scheduler whose clock reads `initialClock`.
    ///
    /// - Parameters:
    ///   - initialClock: The virtual time to start from.
    ///   - resolution: How many seconds one tick is, for intervals given in seconds and fractions.
    ///   - simulateProcessingDelay: Whether work scheduled for now or the past runs a tick later.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        currentClock = initialClock
        self.resolution = resolution
        self.simulateProcessingDelay = simulateProcessingDelay
    }

    /// The virtual time now.
    public var clock: TestTime {
        lock.withLock { currentClock }
    }

    /// The virtual time now as a date: `clock` times `resolution` seconds after 1970.
    public var now: Date {
        date(at: clock)
    }

    /// The virtual clock in seconds, which `delay` reads.
    public var nowInSeconds: Double {
        now.timeIntervalSinceReferenceDate
    }

    private func date(at time: TestTime) -> Date {
        Date(timeIntervalSince1970: Double(time) * resolution)
    }

    // MARK: Scheduling

    /// Schedules `action` for now: at the next tick with `simulateProcessingDelay`, else at this one
    /// (after the work already due now).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` `dueTime` after now, converted to ticks by the resolution and rounded to
    /// the nearest one; a time not after now is moved as `adjustScheduledTime` says.
    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let ticks = Int(date(after: dueTime).timeIntervalSince1970 / resolution + 0.5)
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(ticks), action: action)
    }

    /// Schedules `action` `dueTime` ticks after now, with no adjustment.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType,
        dueTime: VirtualTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(state, time: clock + dueTime, action: action)
    }

    /// Schedules `action` at the virtual time `time`; work at the same time runs in the order it
    /// was scheduled, and work for a time already past runs next.
    ///
    /// - Returns: A disposable that cancels the work if it has not run yet.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType,
        time: VirtualTime,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let work = ScheduledWork(time: time) { action(state) }
        lock.withLock {
            work.order = nextOrder
            nextOrder += 1
            queue.insert(work)
        }
        return work
    }

    /// Runs `action` at the virtual time `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Where work asked for at `time` goes: a time not after now becomes the next tick with
    /// `simulateProcessingDelay`, else now.
    public func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        let now = clock
        if time > now {
            return time
        }
        return simulateProcessingDelay ? now + 1 : now
    }

    /// The date `interval` after now; `never` is as far as `Date` goes.
    private func date(after interval: RxTimeInterval) -> Date {
        let seconds: TimeInterval
        switch interval {
        case .seconds(let value): seconds = Double(value)
        case .milliseconds(let value): seconds = Double(value) / 1_000
        case .microseconds(let value): seconds = Double(value) / 1_000_000
        case .nanoseconds(let value): seconds = Double(value) / 1_000_000_000
        case .never: return Date.distantFuture
        @unknown default: fatalError("unknown DispatchTimeInterval \(interval)")
        }
        return now.addingTimeInterval(seconds)
    }

    // MARK: Running

    /// Runs the scheduled work, the work it schedules in turn included, in order of virtual time,
    /// setting the clock forward to each piece's time, until none is left or `stop()` is called.
    /// Does nothing if already running.
    public func start() {
        let started: Bool = lock.withLock {
            if isRunning { return false }
            isRunning = true
            return true
        }
        guard started else { return }
        while let work = takeNext(upTo: nil) {
            work.run()
        }
        lock.withLock { isRunning = false }
    }

    /// Runs the work scheduled up to `virtualTime` included, as `start()` does, then sets the clock
    /// to `virtualTime`.
    public func advanceTo(_ virtualTime: VirtualTime) {
        lock.withLock {
            if isRunning { fatalError("Scheduler is already running") }
            isRunning = true
        }
        while let work = takeNext(upTo: virtualTime) {
            work.run()
        }
        lock.withLock {
            currentClock = virtualTime
            isRunning = false
        }
    }

    /// Moves the clock `virtualInterval` ticks forward without running anything.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        lock.withLock {
            if virtualInterval < 0 { fatalError("Can't sleep to past.") }
            currentClock += virtualInterval
        }
    }

    /// Makes `start()` or `advanceTo(_:)` return once the piece of work running now ends.
    public func stop() {
        lock.withLock { isRunning = false }
    }

    /// The next work to run, its time at most `limit`, with the clock moved to it; nil when there
    /// is none or the scheduler was stopped.
    private func takeNext(upTo limit: VirtualTime?) -> ScheduledWork? {
        lock.withLock {
            guard isRunning else { return nil }
            while let first = queue.first {
                if first.isDisposed {
                    queue.removeFirst()
                    continue
                }
                if let limit, first.time > limit {
                    return nil
                }
                queue.removeFirst()
                if first.time > currentClock {
                    currentClock = first.time
                }
                return first
            }
            return nil
        }
    }

    /// The times of the work still scheduled, in the order it will run.
    public var debugDescription: String {
        lock.withLock { "[" + queue.sortedTimes.map(String.init).joined(separator: ", ") + "]" }
    }

    // MARK: Test sequences and observers

    /// A hot observable: it sends each of `events` at its virtual time, to whoever is subscribed
    /// then, and records the subscriptions.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(scheduler: self, recordedEvents: events)
    }

    /// A cold observable: each subscriber gets `events` at their times counted from its own
    /// subscription; it records the subscriptions.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(scheduler: self, recordedEvents: events)
    }

    /// An observer that records each event it gets with the virtual time it got it at.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Makes a sequence with `create` at `created`, subscribes a new recording observer to it at
    /// `subscribed` and disposes that subscription at `disposed`, running the scheduler until no
    /// work is left.
    ///
    /// - Returns: The observer, with the events it got.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        let observer = createObserver(Element.self)
        var source: Observable<Element>?
        var subscription: Disposable?
        scheduleAt(created) {
            source = create().asObservable()
        }
        scheduleAt(subscribed) {
            subscription = source?.subscribe(observer)
        }
        scheduleAt(disposed) {
            subscription?.dispose()
        }
        start()
        return observer
    }

    /// `start(created:subscribed:disposed:create:)` with the default times 100 and 200.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start(created:subscribed:disposed:create:)` with the default times 100, 200 and 1000.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}

/// One piece of scheduled work; disposing it before it runs cancels it.
private final class ScheduledWork: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `order` is set under the scheduler's lock before anyone else sees the
    // work; `result` is thread safe; `action` runs once, on the scheduler's thread.
    let time: TestTime
    var order = 0
    private let action: () -> Disposable
    private let result = SingleAssignmentDisposable()

    init(time: TestTime, action: @escaping () -> Disposable) {
        self.time = time
        self.action = action
    }

    var isDisposed: Bool {
        result.isDisposed
    }

    func run() {
        result.setDisposable(action())
    }

    func dispose() {
        result.dispose()
    }

    /// Whether `self` runs before `other`: earlier, or at the same time and scheduled first.
    func precedes(_ other: ScheduledWork) -> Bool {
        time != other.time ? time < other.time : order < other.order
    }
}

/// The scheduled work as a binary min-heap on (time, order).
private struct WorkQueue {
    private var heap: [ScheduledWork] = []

    var first: ScheduledWork? {
        heap.first
    }

    var sortedTimes: [TestTime] {
        heap.sorted { $0.precedes($1) }.map(\.time)
    }

    mutating func insert(_ work: ScheduledWork) {
        heap.append(work)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func removeFirst() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
            if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
            if smallest == parent { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
