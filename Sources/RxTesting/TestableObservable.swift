import Foundation
import RxSubjects

/// A sequence made of recorded events, played on a `TestScheduler`, that records when it was
/// subscribed to and when each subscription was disposed.
///
/// `TestScheduler.createHotObservable` and `createColdObservable` make them.
public class TestableObservable<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: played on the scheduler's thread; `lock` guards `subscriptions`.

    /// Each subscription so far, in the order they were made.
    public internal(set) var subscriptions: [Subscription] {
        get { lock.withLock { recordedSubscriptions } }
        set { lock.withLock { recordedSubscriptions = newValue } }
    }

    /// The events the sequence plays.
    public internal(set) var recordedEvents: [Recorded<Event<Element>>]

    let scheduler: TestScheduler
    private let lock = NSRecursiveLock()
    private var recordedSubscriptions: [Subscription] = []

    init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.scheduler = scheduler
        self.recordedEvents = recordedEvents
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("TestableObservable.subscribe is abstract: use createHotObservable or createColdObservable")
    }

    /// Records a subscription starting now and returns its index, for `recordDisposal(of:)`.
    final func recordSubscription() -> Int {
        let now = scheduler.clock
        return lock.withLock {
            recordedSubscriptions.append(Subscription(now))
            return recordedSubscriptions.count - 1
        }
    }

    /// Records that the subscription at `index` was disposed now.
    final func recordDisposal(of index: Int) {
        let now = scheduler.clock
        lock.withLock {
            let subscribed = recordedSubscriptions[index].subscribe
            recordedSubscriptions[index] = Subscription(subscribed, now)
        }
    }
}

/// Sends each recorded event at its virtual time to the observers subscribed then, whether or not
/// anyone is: the events are scheduled when the observable is made.
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    // @unchecked Sendable: `observersLock` guards `observers` and `nextKey`.
    private let observersLock = NSLock()
    private var observers: [(key: Int, on: (Event<Element>) -> Void)] = []
    private var nextKey = 0

    override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(scheduler: scheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            scheduler.scheduleAt(recorded.time) {
                // The observers subscribed when the event is due, even if one of them disposes another.
                let current = self.observersLock.withLock { self.observers }
                for observer in current {
                    observer.on(recorded.value)
                }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let key: Int = observersLock.withLock {
            defer { nextKey += 1 }
            observers.append((nextKey, observer.on))
            return nextKey
        }
        let index = recordSubscription()
        return Disposables.create {
            self.observersLock.withLock { self.observers.removeAll { $0.key == key } }
            self.recordDisposal(of: index)
        }
    }
}

/// Plays the recorded events to each subscriber, each at its time counted from that subscription.
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let index = recordSubscription()
        // Disposed with the subscription: the events still scheduled then are skipped.
        let playing = SingleAssignmentDisposable()
        for recorded in recordedEvents {
            _ = scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                if !playing.isDisposed {
                    observer.on(recorded.value)
                }
                return Disposables.create()
            }
        }
        return Disposables.create {
            playing.dispose()
            self.recordDisposal(of: index)
        }
    }
}
