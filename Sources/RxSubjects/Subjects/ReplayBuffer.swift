/// The storage of a `ReplaySubject`, specialised for its size as RxSwift's `ReplayOne`,
/// `ReplayMany` and `ReplayAll` are: an optional, a ring buffer, or an array that only grows.
@usableFromInline
enum ReplayBuffer<Element> {
    case one(Element?)
    case many(RingBuffer<Element>)
    case all(ContiguousArray<Element>)

    @inlinable
    mutating func append(_ element: Element) {
        switch self {
        case .one:
            self = .one(element)
        case .many(var ring):
            // Drop this enum's reference first, so the ring's storage stays unique and is not copied.
            self = .one(nil)
            ring.append(element)
            self = .many(ring)
        case .all(var array):
            self = .one(nil)
            array.append(element)
            self = .all(array)
        }
    }

    /// Calls `body` on every buffered element, oldest first.
    @inlinable
    func forEach(_ body: (Element) -> Void) {
        switch self {
        case .one(let element):
            if let element { body(element) }
        case .many(let ring):
            ring.forEach(body)
        case .all(let array):
            for element in array { body(element) }
        }
    }

    @inlinable
    mutating func removeAll() {
        switch self {
        case .one: self = .one(nil)
        case .many(let ring): self = .many(RingBuffer(capacity: ring.capacity))
        case .all: self = .all([])
        }
    }
}
