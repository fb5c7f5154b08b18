import Dispatch

/// A time interval for scheduling work later, as in RxSwift.
public typealias RxTimeInterval = DispatchTimeInterval

/// A scheduler that can also run work after a delay.
///
/// RxSwift's protocol also has `now` (a Foundation `Date`) and `schedulePeriodic`; this library
/// stays free of Foundation and has no periodic operators, so it declares the delayed form only.
public protocol SchedulerType: ImmediateSchedulerType {
    /// Schedules `action` to run with `state` once `dueTime` has passed.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - dueTime: How long to wait.
    ///   - action: The work to run.
    /// - Returns: A disposable that cancels the work if it has not run yet (best effort).
    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable
}
