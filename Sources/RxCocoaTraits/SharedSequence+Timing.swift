// The timed operators of a shared sequence: they time on the strategy's scheduler (the main
// scheduler, or what `SharingScheduler.mock` gives, a test's `TestScheduler` say).

extension SharedSequenceConvertibleType {
    /// Sends an element only once `dueTime` has passed without another one (see `ObservableType.debounce`).
    ///
    /// - Parameter dueTime: How long the source must stay quiet after an element.
    /// - Returns: The sequence of the elements that were followed by `dueTime` of quiet.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Sends every element, and the completion, `dueTime` later (see `ObservableType.delay`).
    ///
    /// - Parameter dueTime: How long each event waits.
    /// - Returns: The sequence, shifted `dueTime` later.
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}
