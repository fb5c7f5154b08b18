extension BehaviorRelay {
    /// Returns the relay as a `Driver`: its current value first, then each accepted value, on the main scheduler.
    ///
    /// A relay cannot fail, so no error handling is needed.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
