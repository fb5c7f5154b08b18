/// A subject that can remove one observer by the key its bag gave out.
@usableFromInline
protocol SynchronizedUnsubscribeType: AnyObject {
    func synchronizedUnsubscribe(_ disposeKey: BagKey)
}

/// The disposable a subject returns from `subscribe`: it removes one observer from the subject.
///
/// It refers to the subject weakly, so a subscription never keeps its subject alive and no cycle
/// forms when an observer captures its own subscription. It is a small value (a weak reference and
/// a key), so returning it as `Disposable` allocates nothing.
@usableFromInline
struct SubscriptionDisposable<Owner: SynchronizedUnsubscribeType>: Disposable {
    // In RxSwift's order, so that a printed subscription reads the same.
    @usableFromInline let key: BagKey
    @usableFromInline weak var owner: Owner?

    @inlinable
    init(owner: Owner, key: BagKey) {
        self.owner = owner
        self.key = key
    }

    @inlinable
    func dispose() {
        owner?.synchronizedUnsubscribe(key)
    }
}
