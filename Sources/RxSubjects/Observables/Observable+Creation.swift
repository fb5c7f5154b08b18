extension Observable {
    /// Returns a sequence that sends `element`, then completes.
    public static func just(_ element: Element) -> Observable<Element> {
        Producer { observer in
            observer.on(.next(element))
            observer.on(.completed)
        }
    }

    /// Returns a sequence that sends `elements` in order, then completes.
    ///
    /// Each element is one step on `scheduler`; on the default trampoline, a subscription made while
    /// another runs on the same thread starts sending once that one's current step ends, as in RxSwift.
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        ObservableSequence(elements: elements, scheduler: scheduler)
    }

    /// Returns a sequence that sends the elements of `array` in order, one step each on `scheduler`, then completes.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        ObservableSequence(elements: array, scheduler: scheduler)
    }

    /// Returns a sequence that sends the elements of `sequence` in order, one step each on `scheduler`, then completes.
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Sequence.Element == Element {
        ObservableSequence(elements: sequence, scheduler: scheduler)
    }

    /// Returns a sequence that sends the value of `optional` if there is one, then completes.
    public static func from(optional: Element?) -> Observable<Element> {
        Producer { observer in
            if let optional {
                observer.on(.next(optional))
            }
            observer.on(.completed)
        }
    }

    /// Returns a sequence that completes at once.
    public static func empty() -> Observable<Element> {
        Producer { observer in
            observer.on(.completed)
        }
    }

    /// Returns a sequence that never sends anything.
    public static func never() -> Observable<Element> {
        Producer { _ in }
    }

    /// Returns a sequence that fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Producer { observer in
            observer.on(.error(error))
        }
    }
}

/// A cold sequence that replays a fixed script to each subscriber, synchronously.
///
/// The script runs inside `subscribe`, so the subscription is over when `subscribe` returns and a
/// no-op disposable is all there is to give back.
final class Producer<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: `script` is immutable.
    private let script: (AnyObserver<Element>) -> Void

    init(_ script: @escaping (AnyObserver<Element>) -> Void) {
        self.script = script
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        script(AnyObserver(observer))
        return Disposables.create()
    }
}
