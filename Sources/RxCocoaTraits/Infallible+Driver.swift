extension InfallibleType {
    /// Returns the sequence as a `Driver`, delivered on the main scheduler (it cannot fail).
    public func asDriver() -> Driver<Element> {
        SharedSequence(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension ControlEvent {
    /// Returns the occurrences as an `Infallible` (they cannot fail).
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}
