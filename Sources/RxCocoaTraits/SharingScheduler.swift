/// Makes the scheduler that `Driver` and `Signal` deliver on; tests can swap it.
public enum SharingScheduler {
    /// Makes the scheduler of a new shared sequence: a new `MainScheduler` unless mocked.
    ///
    /// A new instance each time, as in RxCocoa: each one counts its own queued work, which decides
    /// whether a delivery from the main queue runs at once.
    public static var make: () -> SchedulerType {
        factory.withLock { $0 }
    }

    /// Runs `action` with shared sequences made meanwhile delivering on `scheduler`.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler to use instead of the main scheduler.
    ///   - action: The code to run.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with shared sequences made meanwhile delivering on schedulers from `makeScheduler`.
    ///
    /// - Parameters:
    ///   - makeScheduler: Makes the scheduler to use instead of the main scheduler.
    ///   - action: The code to run.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let original = factory.withLock { factory in
            defer { factory = makeScheduler }
            return factory
        }
        defer { factory.withLock { $0 = original } }
        try action()
    }

    private static let factory = Locked<() -> SchedulerType> { MainScheduler() }
}
