import Dispatch

/// A time interval for scheduling work later, as in RxSwift.
public typealias RxTimeInterval = DispatchTimeInterval

/// A scheduler that can also run work after a delay, and tell the time by its own clock.
///
/// RxSwift's protocol has `now` (a Foundation `Date`) and `schedulePeriodic`; this library stays
/// free of Foundation and has no periodic operators, so it reads the clock as seconds
/// (`nowInSeconds`) and declares the delayed form of scheduling only.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's clock, in seconds since an origin of its own: what time-measuring operators
    /// (`delay`) read where RxSwift reads `now`. Only differences between two readings mean anything.
    ///
    /// The default reads the monotonic clock that `DispatchTime` and `asyncAfter` use; a
    /// virtual-time scheduler (RxTest's `TestScheduler`) gives its virtual clock.
    var nowInSeconds: Double { get }


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

extension SchedulerType {
    /// The monotonic clock of `DispatchTime`, in seconds since the system started.
    public var nowInSeconds: Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }
}

extension DispatchTimeInterval {
    /// The interval less `elapsed` seconds, kept in its own unit and rounded to the nearest whole
    /// one, never below zero; `never` stays `never`. How long a delayed event that has already
    /// waited `elapsed` seconds has left to wait.
    func reduced(bySeconds elapsed: Double) -> DispatchTimeInterval {
        func left(_ value: Int, perSecond: Double) -> Int {
            let remaining = Double(value) - elapsed * perSecond
            return remaining > 0 ? Int(remaining.rounded(.toNearestOrAwayFromZero)) : 0
        }
        switch self {
        case .seconds(let value): return .seconds(left(value, perSecond: 1))
        case .milliseconds(let value): return .milliseconds(left(value, perSecond: 1_000))
        case .microseconds(let value): return .microseconds(left(value, perSecond: 1_000_000))
        case .nanoseconds(let value): return .nanoseconds(left(value, perSecond: 1_000_000_000))
        case .never: return .never
        @unknown default: return self
        }
    }
}
