/// The integer types `range` accepts, as RxSwift names them.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// Returns a sequence of `count` consecutive integers from `start`, then completes.
    ///
    /// Each element is a separate step on `scheduler`: on the default trampoline a nested
    /// subscription's elements interleave with the outer ones exactly as in RxSwift.
    ///
    /// - Parameters:
    ///   - start: The first integer.
    ///   - count: How many integers; must not be negative, and `start + count - 1` must not overflow.
    ///   - scheduler: Runs the steps.
    /// - Returns: The sequence.
    public static func range(
        start: Element,
        count: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        RangeObservable(start: start, count: count, scheduler: scheduler)
    }
}

private final class RangeObservable<Element: RxAbstractInteger>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let start: Element
    let count: Element
    let scheduler: ImmediateSchedulerType

    init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        precondition(count >= 0, "count can't be negative")
        precondition(count == 0 || start &+ (count - 1) >= start, "overflow of count")
        self.start = start
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = Sink(observer: observer, cancel: cancel)
        let (start, count) = (start, count)
        let subscription = scheduler.scheduleRecursive(0 as Element) { offset, recurse in
            if offset < count {
                sink.forwardOn(.next(start + offset))
                recurse(offset + 1)
            } else {
                sink.forwardOn(.completed)
                sink.dispose()
            }
        }
        return (sink, subscription)
    }
}
