/// The key that removes one entry from a `Bag`; keys are never reused within a bag.
///
/// A struct around the number, as RxSwift's is, so that a printed key (inside a printed
/// subscription, say) reads the same: `BagKey(rawValue: 0)`.
@usableFromInline
struct BagKey: Hashable, Sendable {
    @usableFromInline let rawValue: UInt64

    @inlinable init(rawValue: UInt64) {
        self.rawValue = rawValue
    }
}

/// An insertion-keyed collection with an inline slot for the first entry, as RxSwift's `Bag`.
///
/// Most subjects have one observer, so the first entry lives in `value0` and needs no array.
/// Later entries go to `pairs`, which stays sorted by key because keys only grow. When the inline
/// slot empties, the next insert fills it again, so iteration order is "inline slot, then pairs in
/// subscription order": exactly RxSwift's order for up to 31 entries. (Beyond that RxSwift moves to
/// a dictionary whose order is unspecified; this bag keeps subscription order.)
///
/// A bag is a value: a subject copies it under its lock and iterates the copy after unlocking, which
/// costs two reference-count increments and no allocation.
@usableFromInline
struct Bag<Value> {
    @usableFromInline var nextKey = BagKey(rawValue: 0)
    @usableFromInline var key0: BagKey?
    @usableFromInline var value0: Value?
    @usableFromInline var pairs = ContiguousArray<(key: BagKey, value: Value)>()

    @inlinable init() {}

    /// The number of entries.
    @inlinable var count: Int {
        (key0 == nil ? 0 : 1) + pairs.count
    }

    @inlinable var isEmpty: Bool {
        key0 == nil && pairs.isEmpty
    }

    /// Adds `value` and returns the key that removes it.
    @inlinable mutating func insert(_ value: consuming Value) -> BagKey {
        let key = nextKey
        nextKey = BagKey(rawValue: key.rawValue &+ 1)
        if key0 == nil {
            key0 = key
            value0 = value
        } else {
            pairs.append((key: key, value: value))
        }
        return key
    }

    /// Removes and returns the entry for `key`, or `nil` when it was already removed.
    @inlinable mutating func removeKey(_ key: BagKey) -> Value? {
        if key0 == key {
            key0 = nil
            return value0.take()
        }
        // `pairs` is sorted by key: binary search.
        var low = 0
        var high = pairs.count
        while low < high {
            let middle = (low + high) / 2
            let middleKey = pairs[middle].key
            if middleKey == key {
                return pairs.remove(at: middle).value
            } else if middleKey.rawValue < key.rawValue {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return nil
    }

    /// Removes every entry; keys already handed out stay invalid.
    @inlinable mutating func removeAll() {
        key0 = nil
        value0 = nil
        pairs.removeAll()
    }

    /// Calls `body` on every entry: the inline slot first, then the rest in insertion order.
    @inlinable @inline(__always)
    func forEach(_ body: (Value) throws -> Void) rethrows {
        if let value0 {
            try body(value0)
        }
        for index in pairs.indices {
            try body(pairs[index].value)
        }
    }
}
