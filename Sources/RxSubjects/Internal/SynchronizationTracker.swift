#if DEBUG
import Synchronization

/// RxSwift's debug-build check that the events of one sequence never overlap.
///
/// Whatever delivers events (a subject's `on`, the observer of `subscribe(onNext:...)`, a sink
/// forwarding to its observer) registers for the duration of each delivery. If the same thread is
/// already inside, an event is being sent before the previous one finished: RxSwift prints its
/// "Reentrancy anomaly" warning. If another thread is inside, it prints its "Synchronization
/// anomaly" warning. Both go to standard output with `print`, every time, exactly where RxSwift's
/// do, with our source path in place of RxSwift's. Debug builds only, as in RxSwift.
///
/// Each thread keeps its own counts (a thread-local table), and the number of threads inside is a
/// relaxed atomic: unlike a lock, the check adds no synchronization that could hide a data race
/// from ThreadSanitizer.
@usableFromInline
final class SynchronizationTracker: @unchecked Sendable {
    // @unchecked Sendable: `threadsInside` is atomic; the per-thread counts live in thread-local storage.
    private let threadsInside = Atomic<Int>(0)

    @usableFromInline init() {}

    /// Marks the start of a delivery on this thread, and reports an overlap with another one.
    @usableFromInline func register() {
        let depth = ThreadDeliveries.current.enter(self)
        if depth > 1 {
            Self.report(Self.reentrancyAnomaly)
        }
        let threads = depth == 1
            ? threadsInside.wrappingAdd(1, ordering: .relaxed).newValue
            : threadsInside.load(ordering: .relaxed)
        if threads > 1 {
            Self.report(Self.synchronizationAnomaly)
        }
    }

    /// Marks the end of the delivery that the matching `register()` started.
    @usableFromInline func unregister() {
        if ThreadDeliveries.current.leave(self) == 0 {
            threadsInside.wrappingSubtract(1, ordering: .relaxed)
        }
    }

    /// Where tests collect the warnings instead of printing them; `nil` prints, as RxSwift does.
    @TaskLocal static var capture: WarningCapture?

    private static func report(_ message: String) {
        if let capture {
            capture.append(message)
        } else {
            print(message)
        }
    }

    // RxSwift 6.10.2's texts, word for word, with our file and line where it names its own.
    static let reentrancyAnomaly = """
        ⚠️ Reentrancy anomaly was detected.
          > Debugging: To debug this issue you can set a breakpoint in \(#filePath):\(#line) and observe the call stack.
          > Problem: This behavior is breaking the observable sequence grammar. `next (error | completed)?`
            This behavior breaks the grammar because there is overlapping between sequence events.
            Observable sequence is trying to send an event before sending of previous event has finished.
          > Interpretation: This could mean that there is some kind of unexpected cyclic dependency in your code,
            or that the system is not behaving in the expected way.
          > Remedy: If this is the expected behavior this message can be suppressed by adding `.observe(on:MainScheduler.asyncInstance)`
            or by enqueuing sequence events in some other way.

        """

    static let synchronizationAnomaly = """
        ⚠️ Synchronization anomaly was detected.
          > Debugging: To debug this issue you can set a breakpoint in \(#filePath):\(#line) and observe the call stack.
          > Problem: This behavior is breaking the observable sequence grammar. `next (error | completed)?`
            This behavior breaks the grammar because there is overlapping between sequence events.
            Observable sequence is trying to send an event before sending of previous event has finished.
          > Interpretation: Two different unsynchronized threads are trying to send some event simultaneously.
            This is undefined behavior because the ordering of the effects caused by these events is nondeterministic and depends on the\u{20}
            operating system thread scheduler. This will result in a random behavior of your program.
          > Remedy: If this is the expected behavior this message can be suppressed by adding `.observe(on:MainScheduler.asyncInstance)`
            or by synchronizing sequence events in some other way.

        """
}

/// The warnings a test collects in place of printing them (see `SynchronizationTracker.capture`).
final class WarningCapture: Sendable {
    private let lock = Mutex<[String]>([])

    init() {}

    func append(_ message: String) {
        lock.withLock { $0.append(message) }
    }

    /// The warnings collected so far, in order.
    var messages: [String] {
        lock.withLock { $0 }
    }
}

/// How deep this thread is inside each tracker's deliveries; read and written by its thread only.
private final class ThreadDeliveries {
    private static let slot = ThreadLocalSlot<ThreadDeliveries>()

    /// This thread's table, created on first use.
    static var current: ThreadDeliveries {
        if let deliveries = slot.value {
            return deliveries
        }
        let deliveries = ThreadDeliveries()
        slot.value = deliveries
        return deliveries
    }

    // Nesting is shallow (a subject, the observer it calls, perhaps another subject), so a small
    // array searched from the end beats a dictionary.
    private var depths: [(tracker: ObjectIdentifier, depth: Int)] = []

    /// Counts one more delivery inside `tracker` and returns this thread's depth in it.
    func enter(_ tracker: SynchronizationTracker) -> Int {
        let id = ObjectIdentifier(tracker)
        if let index = depths.lastIndex(where: { $0.tracker == id }) {
            depths[index].depth += 1
            return depths[index].depth
        }
        depths.append((tracker: id, depth: 1))
        return 1
    }

    /// Counts one delivery less inside `tracker` and returns this thread's remaining depth in it.
    func leave(_ tracker: SynchronizationTracker) -> Int {
        let id = ObjectIdentifier(tracker)
        guard let index = depths.lastIndex(where: { $0.tracker == id }) else { return 0 }
        depths[index].depth -= 1
        let depth = depths[index].depth
        if depth == 0 {
            depths.remove(at: index)
        }
        return depth
    }
}
#endif
