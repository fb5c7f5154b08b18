extension Observable {
    /// Returns a sequence that sends `elements` in order, then completes.
    public static func of(_ elements: Element...) -> Observable<Element> {
        ObservableSequence(elements)
    }

    /// Returns a sequence that sends the elements of `array` in order, then completes.
    public static func from(_ array: [Element]) -> Observable<Element> {
        ObservableSequence(array)
    }

    /// Returns a sequence that sends the elements of `sequence` in order, then completes.
    ///
    /// The sequence is iterated lazily, one element per step, for each subscriber.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Element {
        ObservableSequence(sequence)
    }
}

/// The sequence of `of` and `from`. Private, as RxSwift's is, so it prints the same way.
///
/// Each element is one step on the current thread's trampoline, as with RxSwift's default
/// `CurrentThreadScheduler`: subscribed at top level, it sends everything before `subscribe`
/// returns; subscribed from inside another trampolined delivery, its steps take turns with the
/// steps already queued.
private final class ObservableSequence<Elements: Sequence>: Producer<Elements.Element>, @unchecked Sendable {
    // @unchecked Sendable: `elements` is immutable; each subscriber iterates its own iterator.
    private let elements: Elements

    init(_ elements: Elements) {
        self.elements = elements
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ObservableSequenceSink<Elements.Iterator, Observer>(observer)
        sink.scheduleStep(elements.makeIterator())
        return sink
    }
}

/// One subscription to an `of` or `from` sequence.
private final class ObservableSequenceSink<Iterator: IteratorProtocol, Observer: ObserverType>:
    Sink<Observer>, @unchecked Sendable
where Iterator.Element == Observer.Element {
    // @unchecked Sendable: see `Sink`; the iterator is owned by one step at a time.

    /// Queues the step that sends the next element of `iterator` (or completes), unless disposed.
    func scheduleStep(_ iterator: Iterator) {
        CurrentThreadTrampoline.schedule { [self] in
            if isDisposed {
                return
            }
            var iterator = iterator
            if let element = iterator.next() {
                forwardOn(.next(element))
                scheduleStep(iterator)
            } else {
                forwardOn(.completed)
                dispose()
            }
        }
    }
}
