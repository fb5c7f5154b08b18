/// When a test observable was subscribed to and when that subscription was disposed, in virtual
/// time; `unsubscribe` is `Int.max` while it lasts.
///
/// It prints as RxTest's does: `(200: 1000)`, or `(200: Infinity)` for a subscription not disposed.
public struct Subscription: Hashable, CustomDebugStringConvertible {
    /// The virtual time of the subscription.
    public let subscribe: TestTime
    /// The virtual time it was disposed at, or `Int.max` if it was not.
    public let unsubscribe: TestTime

    /// A subscription at `subscribe` that was not disposed.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Int.max)
    }

    /// A subscription at `subscribe` disposed at `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    public var debugDescription: String {
        "(\(subscribe): \(unsubscribe == Int.max ? "Infinity" : String(unsubscribe)))"
    }
}
