/// Results written by `parallelForEach` workers, one slot each.
final class ConcurrentResults<Value>: @unchecked Sendable {
    // Each iteration writes only its own slot of a buffer allocated up front (no reallocation, no
    // copy-on-write), and `values` is read only after the loop has returned.
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    subscript(index: Int) -> Value? {
        get { slots[index] }
        set { slots[index] = newValue }
    }

    var values: [Value?] { Array(slots) }
}
