import Dispatch

/// A scheduler that hands each piece of work to a dispatch queue without waiting for the work
/// before it: on a concurrent queue, several pieces may run at once, on different threads.
///
/// It suits work in the background, such as subscribing with `subscribe(on:)` to a sequence that
/// blocks. A serial queue works too.
public class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    // @unchecked Sendable: the stored properties are immutable and DispatchQueue is thread safe.
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    /// Creates a scheduler on `queue`.
    ///
    /// - Parameters:
    ///   - queue: The queue that runs the work.
    ///   - leeway: How late the system may run delayed work, to save power.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.queue = queue
        self.leeway = leeway
    }

    /// Creates a scheduler on a new concurrent queue of quality of service `qos`.
    ///
    /// Each call makes a new queue (labelled as RxSwift labels it), so two schedulers made this way
    /// share nothing but the threads of the system.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the new queue.
    ///   - leeway: How late the system may run delayed work, to save power.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        let queue = DispatchQueue(label: "rxswift.queue.\(qos)", qos: qos, attributes: [.concurrent])
        self.init(queue: queue, leeway: leeway)
    }

    /// Queues `action` on the scheduler's queue.
    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable(value: (state, action))
        queue.async {
            if cancel.isDisposed {
                return
            }
            cancel.setDisposable(work.value.1(work.value.0))
        }
        return cancel
    }

    /// Runs `action` on the scheduler's queue once `dueTime` has passed, within `leeway`.
    ///
    /// A dispatch timer does the waiting, as in RxSwift: disposing before it fires cancels it, which
    /// lets go of `action` and `state` at once rather than at the due time.
    public final func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + dueTime, leeway: leeway)
        let stopTimer = TimerCancellation(timer: timer)
        let result = SingleAssignmentDisposable()
        let work = UncheckedSendable(value: (state, action))
        timer.setEventHandler {
            if result.isDisposed {
                return
            }
            result.setDisposable(work.value.1(work.value.0))
            stopTimer.dispose()
        }
        timer.resume()
        return Disposables.create(stopTimer, result)
    }
}

/// Holds a dispatch timer until it is cancelled, once: the timer's handler, which refers back to
/// this object, is released with it.
private final class TimerCancellation: Disposable, @unchecked Sendable {
    // @unchecked Sendable: `lock` protects `timer`.
    private let lock = RecursiveLock()
    // exclusivity(unchecked): `lock` serialises every access.
    @exclusivity(unchecked) private var timer: DispatchSourceTimer?

    init(timer: DispatchSourceTimer) {
        self.timer = timer
    }

    func dispose() {
        let timer: DispatchSourceTimer? = lock.performLocked {
            let taken = self.timer
            self.timer = nil
            return taken
        }
        timer?.cancel()
    }
}
