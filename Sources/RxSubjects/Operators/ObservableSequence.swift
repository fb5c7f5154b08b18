/// The sequence of `Observable.of` and `Observable.from`: one element per step on a scheduler.
final class ObservableSequence<Elements: Sequence>: SinkProducer<Elements.Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let elements: Elements
    let scheduler: ImmediateSchedulerType

    init(elements: Elements, scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Elements.Element {
        let sink = Sink(observer: observer, cancel: cancel)
        let subscription = scheduler.scheduleRecursive(elements.makeIterator()) { iterator, recurse in
            var iterator = iterator
            if let element = iterator.next() {
                sink.forwardOn(.next(element))
                recurse(iterator)
            } else {
                sink.forwardOn(.completed)
                sink.dispose()
            }
        }
        return (sink, subscription)
    }
}
