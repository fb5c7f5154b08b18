/// A subject that can remove one observer by the key its bag gave out.
@usableFromInline
protocol SynchronizedUnsubscribeType: AnyObject {
    /// What the subject's subscriptions keep to remove their observers (see `UnsubscribeHandle`).
    var unsubscribeHandle: UnsubscribeHandle { get }

    /// Removes the observer with `disposeKey`, under the subject's lock.
    func synchronizedUnsubscribe(_ disposeKey: BagKey)
}

/// The disposable a subject returns from `subscribe`: it removes one observer from the subject.
///
/// It refers to the subject weakly (through the subject's `UnsubscribeHandle`), so a subscription
/// never keeps its subject alive and no cycle forms when an observer captures its own subscription.
/// It is a small value, a key and one strong reference, so returning it as `Disposable` allocates
/// nothing. It prints as RxSwift's does: `SubscriptionDisposable<PublishSubject<Int>>(key: ..., owner: ...)`.
@usableFromInline
struct SubscriptionDisposable<Owner: SynchronizedUnsubscribeType>: Disposable {
    @usableFromInline let key: BagKey
    @usableFromInline let handle: UnsubscribeHandle

    @inlinable
    init(owner: Owner, key: BagKey) {
        self.key = key
        self.handle = owner.unsubscribeHandle
    }

    @inlinable
    func dispose() {
        handle.unsubscribe(key)
    }
}

extension SubscriptionDisposable: CustomReflectable {
    /// RxSwift's fields, in RxSwift's order: the key and the subject, if it is still there.
    @usableFromInline
    var customMirror: Mirror {
        let owner = handle.subject as? Owner
        return Mirror(self, children: ["key": key, "owner": owner as Any], displayStyle: .struct)
    }
}
