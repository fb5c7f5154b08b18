/// A shared sequence for state that drives a user interface.
///
/// It never fails, delivers on the main scheduler, and shares with `share(replay: 1, scope:
/// .whileConnected)`: a new subscriber gets the latest element at once, and the source is
/// subscribed while anyone drives it.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The sharing strategy of `Driver`.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// A new scheduler from `SharingScheduler.make`: the main scheduler unless mocked.
    public static var scheduler: SchedulerType {
        SharingScheduler.make()
    }

    /// Shares `source`, replaying its latest element to each new subscriber.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Returns `self` as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}
