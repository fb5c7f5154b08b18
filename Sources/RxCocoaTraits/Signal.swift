/// A shared sequence for events that a user interface reacts to, such as taps.
///
/// It never fails, delivers on the main scheduler, and shares with `share(scope: .whileConnected)`:
/// a new subscriber gets only the elements that come after it subscribed.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The sharing strategy of `Signal`.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// A new scheduler from `SharingScheduler.make`: the main scheduler unless mocked.
    public static var scheduler: SchedulerType {
        SharingScheduler.make()
    }

    /// Shares `source` without replaying anything.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Returns `self` as a `Signal`.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}
