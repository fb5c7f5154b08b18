extension Observable {
    /// Returns a sequence that sends `elements` in order, then completes.
    ///
    /// Each element is one step on `scheduler`. On the default `CurrentThreadScheduler`, subscribed
    /// at top level it sends everything before `subscribe` returns; subscribed from inside another
    /// delivery on the same thread, its steps take turns with the steps already queued, as in RxSwift.
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        ObservableSequence(elements: elements, scheduler: scheduler)
    }

    /// Returns a sequence that sends the elements of `array` in order, one step each on `scheduler`, then completes.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        ObservableSequence(elements: array, scheduler: scheduler)
    }

    /// Returns a sequence that sends the elements of `sequence` in order, one step each on `scheduler`, then completes.
    ///
    /// The sequence is iterated lazily, one element per step, for each subscriber.
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Sequence.Element == Element {
        ObservableSequence(elements: sequence, scheduler: scheduler)
    }
}

/// The sequence of `of` and `from`. Private, as RxSwift's is, so it prints the same way.
private final class ObservableSequence<Elements: Sequence>: Producer<Elements.Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable; each subscriber iterates its own iterator.
    let elements: Elements
    let scheduler: ImmediateSchedulerType

    init(elements: Elements, scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Elements.Element {
        let sink = ObservableSequenceSink<Elements.Iterator, Observer>(observer: observer, cancel: cancel)
        return (sink, sink.run(elements.makeIterator(), on: scheduler))
    }
}

/// One subscription to an `of` or `from` sequence: one recursive step per element.
private final class ObservableSequenceSink<Iterator: IteratorProtocol, Observer: ObserverType>: Sink<Observer>, @unchecked Sendable
where Iterator.Element == Observer.Element {
    // @unchecked Sendable: see `Sink`; the iterator is owned by one step at a time.

    func run(_ iterator: Iterator, on scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.scheduleRecursive(iterator) { iterator, recurse in
            var iterator = iterator
            if let element = iterator.next() {
                self.forwardOn(.next(element))
                recurse(iterator)
            } else {
                self.forwardOn(.completed)
                self.dispose()
            }
        }
    }
}
