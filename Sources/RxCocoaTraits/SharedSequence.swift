@_spi(RxTimeline) import RxSubjects

/// A sequence that never fails, delivers its events on its strategy's scheduler, and shares one
/// subscription to its source among all subscribers, the way its strategy says.
///
/// `Driver` and `Signal` are the two strategies RxCocoa defines: a `Driver` replays its latest
/// element to a new subscriber, a `Signal` replays nothing.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType, ObservableConvertibleType {
    let source: Observable<Element>

    /// Wraps `source`, shared as the strategy says.
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
        RxTimeline.name(self.source, Self.timelineName)
    }

    /// What a timeline calls the shared source: the trait's name.
    private static var timelineName: String {
        SharingStrategy.self == DriverSharingStrategy.self ? "Driver"
            : SharingStrategy.self == SignalSharingStrategy.self ? "Signal" : "SharedSequence"
    }

    /// Wraps `source` as it is: for sources that need no sharing (`just`, `of`, `never`...).
    init(raw: Observable<Element>) {
        source = raw
    }

    /// Returns the shared source.
    public func asObservable() -> Observable<Element> {
        source
    }

    /// Returns `self`.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }
}

/// How a `SharedSequence` delivers and shares: RxCocoa's sharing strategies conform to it.
public protocol SharingStrategyProtocol {
    /// The scheduler every event is delivered on.
    static var scheduler: SchedulerType { get }

    /// Shares `source` among all subscribers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be converted to a `SharedSequence`.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy of the shared sequence.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// Converts `self` to a `SharedSequence`.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// Returns the shared sequence as an `Observable`.
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}
