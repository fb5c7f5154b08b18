#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A trampoline on the current thread: work scheduled while other work runs waits until it ends.
///
/// The first `schedule` on a thread runs its action at once, then every action scheduled meanwhile,
/// in order. This is what lets an infinite synchronous source (`repeatElement`) be cut by `take`,
/// and what orders nested subscriptions exactly as RxSwift does.
public class CurrentThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // @unchecked Sendable: no stored state; the queue is per thread.

    /// The instance every operator uses by default.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether the caller must call `schedule` (no trampoline runs on this thread) before running work.
    public static var isScheduleRequired: Bool {
        pthread_getspecific(trampolineKey) == nil
    }

    /// Runs `action` now if no trampoline runs on this thread, otherwise queues it behind the current work.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work to run.
    /// - Returns: A disposable that cancels the work if it is still queued.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        guard let queue = Self.queueIfRunning() else {
            return Self.runTrampoline { action(state) }
        }
        let item = ScheduledItem { action(state) }
        queue.items.append(.item(item))
        return item
    }

    /// Runs `step` at once, installing the trampoline, when none runs on this thread; otherwise
    /// queues it behind the current work.
    ///
    /// The fast path of `scheduleRecursive` on this scheduler: a queued step cannot be cancelled, so
    /// no disposable is made for it, and the step itself checks whether it is still wanted.
    static func enqueue(_ step: @escaping () -> Void) {
        guard let queue = queueIfRunning() else {
            _ = runTrampoline { () -> Disposable in
                step()
                return Disposables.create()
            }
            return
        }
        queue.items.append(.step(step))
    }

    /// This thread's queue if a trampoline runs on it (made on first use), nil if none runs.
    private static func queueIfRunning() -> TrampolineQueue? {
        guard let current = pthread_getspecific(trampolineKey) else {
            return nil
        }
        if current != runningWithoutQueue {
            return Unmanaged<TrampolineQueue>.fromOpaque(current).takeUnretainedValue()
        }
        let queue = TrampolineQueue()
        // The thread-local slot owns one reference, released when the trampoline ends.
        pthread_setspecific(trampolineKey, Unmanaged.passRetained(queue).toOpaque())
        return queue
    }

    /// Runs `first`, then every queued item, with this thread's trampoline installed.
    private static func runTrampoline(_ first: () -> Disposable) -> Disposable {
        pthread_setspecific(trampolineKey, runningWithoutQueue)
        defer {
            if let current = pthread_getspecific(trampolineKey), current != runningWithoutQueue {
                Unmanaged<TrampolineQueue>.fromOpaque(current).release()
            }
            pthread_setspecific(trampolineKey, nil)
        }
        let disposable = first()
        guard let current = pthread_getspecific(trampolineKey), current != runningWithoutQueue else {
            return disposable
        }
        let queue = Unmanaged<TrampolineQueue>.fromOpaque(current).takeUnretainedValue()
        while let work = queue.dequeue() {
            switch work {
            case .item(let item):
                if !item.isDisposed {
                    item.invoke()
                }
            case .step(let step):
                step()
            }
        }
        return disposable
    }
}

/// The thread-local slot: nil when no trampoline runs, `runningWithoutQueue` while one runs with
/// nothing queued yet, otherwise a retained `TrampolineQueue`.
private let trampolineKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed: \(status)")
    return key
}()

/// A distinct non-nil address that marks "trampoline running, queue not allocated yet".
private nonisolated(unsafe) let runningWithoutQueue = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

/// One piece of queued work: a `schedule` call's item, skipped once disposed, or a step of a
/// recursion on the trampoline, which checks for itself (see `CurrentThreadScheduler.enqueue`).
private enum TrampolineWork {
    case item(ScheduledItem)
    case step(() -> Void)
}

/// The work queued on one thread's trampoline; only that thread touches it.
private final class TrampolineQueue {
    var items: [TrampolineWork] = []
    private var head = 0

    func dequeue() -> TrampolineWork? {
        guard head < items.count else {
            return nil
        }
        let work = items[head]
        head += 1
        if head == items.count {
            // Emptied: start over, so a long recursion (one queued step at a time) reuses one slot
            // and a step that ran is released at once.
            items.removeAll(keepingCapacity: true)
            head = 0
        }
        return work
    }
}

/// One queued action; disposing it before it runs cancels it, after it runs disposes what it returned.
private final class ScheduledItem: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `action` is only run by the thread that queued it; `disposable` is thread safe.
    private let action: () -> Disposable
    private let disposable = SingleAssignmentDisposable()

    init(_ action: @escaping () -> Disposable) {
        self.action = action
    }

    var isDisposed: Bool {
        disposable.isDisposed
    }

    func invoke() {
        disposable.setDisposable(action())
    }

    func dispose() {
        disposable.dispose()
    }
}
