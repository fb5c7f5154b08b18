extension ObservableType {
    /// Subscribes to the source, and disposes that subscription, through `scheduler`.
    ///
    /// Events are still delivered where the source sends them; use `observe(on:)` to move those.
    ///
    /// - Parameter scheduler: The scheduler that subscribes and disposes.
    /// - Returns: The source sequence, subscribed on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // `self`, not `asObservable()`: as in RxSwift, the source is subscribed to as it is, with
        // no wrapper that would dispose it at its stop event before the scheduled disposal does
        // (a test observable records when).
        SubscribeOnObservable(source: self, scheduler: scheduler)
    }
}

private final class SubscribeOnObservable<Source: ObservableType>: Producer<Source.Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source: Source
    let scheduler: ImmediateSchedulerType

    init(source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Source.Element {
        let sink = SubscribeOnSink(observer: observer, cancel: cancel)
        let everything = SerialDisposable()
        let cancelSchedule = SingleAssignmentDisposable()
        everything.disposable = cancelSchedule
        let (source, scheduler) = (source, scheduler)
        cancelSchedule.setDisposable(scheduler.schedule(()) { _ in
            let subscription = source.subscribe(sink)
            everything.disposable = Disposables.create {
                // Disposing, too, goes through the scheduler.
                _ = scheduler.schedule(()) { _ in
                    subscription.dispose()
                    return Disposables.create()
                }
            }
            return Disposables.create()
        })
        return (sink, everything)
    }
}

private final class SubscribeOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: no state beyond `Sink`'s.
    func on(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
