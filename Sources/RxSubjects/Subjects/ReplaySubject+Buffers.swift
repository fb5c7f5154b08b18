/// The replay subject of buffer size one: an optional instead of a buffer.
final class ReplayOne<Element>: ReplaySubject<Element>, @unchecked Sendable {
    // @unchecked Sendable: the superclass's lock protects `value` (see the synchronized_ hooks).
    private var value: Element?

    override func synchronized_addValueToBuffer(_ element: Element) {
        value = element
    }

    override func synchronized_replayBuffer(_ observer: (Event<Element>) -> Void) {
        if let value {
            observer(.next(value))
        }
    }

    override func synchronized_removeBuffer() {
        value = nil
    }
}

/// The replay subject of a fixed buffer size other than one: a ring buffer, trimmed as it fills.
final class ReplayMany<Element>: ReplaySubject<Element>, @unchecked Sendable {
    // @unchecked Sendable: the superclass's lock protects `buffer` (see the synchronized_ hooks).
    private var buffer: RingBuffer<Element>

    init(bufferSize: Int) {
        buffer = RingBuffer(capacity: bufferSize)
        super.init()
    }

    override func synchronized_addValueToBuffer(_ element: Element) {
        buffer.append(element)
    }

    override func synchronized_replayBuffer(_ observer: (Event<Element>) -> Void) {
        // Iterate a copy: the observer may send to this subject, which appends to `buffer`.
        let snapshot = buffer
        snapshot.forEach { observer(.next($0)) }
    }

    override func synchronized_removeBuffer() {
        buffer.removeAll()
    }
}

/// The unbounded replay subject: an array that only grows.
final class ReplayAll<Element>: ReplaySubject<Element>, @unchecked Sendable {
    // @unchecked Sendable: the superclass's lock protects `buffer` (see the synchronized_ hooks).
    private var buffer = ContiguousArray<Element>()

    override func synchronized_addValueToBuffer(_ element: Element) {
        buffer.append(element)
    }

    override func synchronized_replayBuffer(_ observer: (Event<Element>) -> Void) {
        // Iterate a copy: the observer may send to this subject, which appends to `buffer`.
        let snapshot = buffer
        for element in snapshot {
            observer(.next(element))
        }
    }

    override func synchronized_removeBuffer() {
        buffer = []
    }
}
