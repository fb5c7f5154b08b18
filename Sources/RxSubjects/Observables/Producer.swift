/// A sequence that does its work for each subscriber in a `Sink`, as RxSwift's `Producer` does.
///
/// Subscribing runs on the current thread's trampoline (`CurrentThreadScheduler`): the first
/// subscription on a thread installs it, so whatever the chain schedules on it while subscribing
/// (the steps of `of`, `range`, a nested subscription) runs once the whole chain is subscribed,
/// before `subscribe` returns. Sequences that send everything at once (`just`, `empty`...) override
/// `subscribe` instead, with no sink and no trampoline, as RxSwift's do.
class Producer<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: this class has no state; each subclass says what guards its own.

    override init() {}

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if !CurrentThreadScheduler.isScheduleRequired {
            return runWithDisposer(observer)
        }
        return CurrentThreadScheduler.instance.schedule(()) { _ in
            self.runWithDisposer(observer)
        }
    }

    private func runWithDisposer<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let disposer = SinkDisposer()
        let (sink, subscription) = run(observer, cancel: disposer)
        disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
        return disposer
    }

    /// Starts the work for `observer`; disposing `cancel` ends it, and the sink disposes `cancel`
    /// when the sequence terminates.
    ///
    /// - Parameters:
    ///   - observer: The subscriber.
    ///   - cancel: The disposable given to the subscriber.
    /// - Returns: The sink and the subscription to the sources, both disposed when `cancel` is.
    func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        rxAbstractMethod()
    }
}
