/// A first-in first-out buffer of at most `capacity` elements that drops the oldest when full.
///
/// The storage of `ReplaySubject.create(bufferSize:)` for sizes above one: appending to a full
/// buffer overwrites in place, so a busy replay subject allocates nothing per element.
@usableFromInline
struct RingBuffer<Element> {
    @usableFromInline let capacity: Int
    @usableFromInline var storage = ContiguousArray<Element>()
    /// The index of the oldest element once `storage` is full.
    @usableFromInline var head = 0

    @inlinable init(capacity: Int) {
        precondition(capacity >= 0, "a buffer size cannot be negative")
        self.capacity = capacity
        storage.reserveCapacity(capacity)
    }

    @inlinable var count: Int {
        storage.count
    }

    @inlinable mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else if capacity > 0 {
            storage[head] = element
            head += 1
            if head == capacity {
                head = 0
            }
        }
    }

    /// Calls `body` on every element, oldest first.
    @inlinable @inline(__always)
    func forEach(_ body: (Element) throws -> Void) rethrows {
        for index in head..<storage.count {
            try body(storage[index])
        }
        for index in 0..<head {
            try body(storage[index])
        }
    }

    @inlinable mutating func removeAll() {
        storage = []
        head = 0
    }
}
