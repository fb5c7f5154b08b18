extension ObservableType {
    /// Returns a sequence that sends `element` forever; cut it with `take`.
    ///
    /// Each element is a separate step on `scheduler`, so disposing the subscription (which `take`
    /// does once it has enough) stops it.
    ///
    /// - Parameters:
    ///   - element: The element to repeat.
    ///   - scheduler: Runs the steps.
    /// - Returns: The sequence.
    public static func repeatElement(
        _ element: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        RepeatElementObservable(element: element, scheduler: scheduler)
    }
}

private final class RepeatElementObservable<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let element: Element
    let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = Sink(observer: observer, cancel: cancel)
        let subscription = scheduler.scheduleRecursive(element) { element, recurse in
            sink.forwardOn(.next(element))
            recurse(element)
        }
        return (sink, subscription)
    }
}
