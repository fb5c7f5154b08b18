/// What a subscription keeps of its subject: the subject, weakly, and the function that removes an
/// observer from it. Each subject makes one, when it is made, and every subscription shares it.
///
/// It exists for speed. A subscription kept the subject itself, weakly, until a profile showed that
/// a struct with a weak reference cannot sit inside an existential's buffer on Linux: returned as
/// `Disposable`, each one took an allocation, and each copy a weak-reference copy. A strong
/// reference to this object costs neither. And `remove` is a closure made by the subject's `init`,
/// inlined where the element type is known, so a subscription disposed through `Disposable` (whose
/// code knows nothing of that type) still removes its observer with code specialized for it.
@usableFromInline
final class UnsubscribeHandle: @unchecked Sendable {
    // @unchecked Sendable: `subject` is written once, by the subject's init, before the subject is
    // shared with anyone; `remove` is immutable.

    /// The subject; nil once it is gone, and then there is nothing left to remove.
    @exclusivity(unchecked) @usableFromInline weak var subject: AnyObject?
    /// Removes the observer with the given key from the subject passed to it.
    @usableFromInline let remove: (AnyObject, BagKey) -> Void

    @inlinable
    init(remove: @escaping (AnyObject, BagKey) -> Void) {
        self.remove = remove
    }

    /// Removes the observer with `key` from the subject, if the subject is still there.
    @inlinable
    func unsubscribe(_ key: BagKey) {
        if let subject {
            remove(subject, key)
        }
    }
}
