import Dispatch

/// The main-queue scheduler for subscribing: from the main queue it always runs work at once.
///
/// Unlike `MainScheduler` it does not queue work behind work already running, which suits
/// `subscribe(on:)`; for delivering events in order, use `MainScheduler`.
public final class ConcurrentMainScheduler: SchedulerType, @unchecked Sendable {
    // @unchecked Sendable: the stored properties are immutable and thread safe.
    private let mainScheduler: MainScheduler

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    /// Runs `action` at once on the main queue, or queues it there from another thread.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if DispatchQueue.isMain {
            return action(state)
        }
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable(value: (state, action))
        DispatchQueue.main.async {
            if cancel.isDisposed {
                return
            }
            cancel.setDisposable(work.value.1(work.value.0))
        }
        return cancel
    }

    /// Queues `action` on the main queue once `dueTime` has passed.
    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }
}
