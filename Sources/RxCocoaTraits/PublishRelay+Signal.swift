extension PublishRelay {
    /// Returns the relay as a `Signal`: each value accepted from now on, on the main scheduler.
    ///
    /// A relay cannot fail, so no error handling is needed.
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
