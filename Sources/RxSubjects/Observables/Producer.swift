/// A sequence that does its work for each subscriber, in a `Sink`, as RxSwift's `Producer` does.
///
/// Subscribing runs on the current thread's trampoline (see `CurrentThreadTrampoline`): the first
/// such subscription on a thread runs everything that nested subscriptions queued before it returns.
/// Sequences that send everything at once (`just`, `empty`...) override `subscribe` instead.
class Producer<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: this class has no state; each subclass says what guards its own.

    override init() {}

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        CurrentThreadTrampoline.run { run(observer) }
    }

    /// Starts the work for `observer` and returns the disposable that ends it.
    func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        rxAbstractMethod()
    }
}
