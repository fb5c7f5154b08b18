/// Results written by `parallelForEach` workers, one slot each.
package final class ConcurrentResults<Value>: @unchecked Sendable {
    // Each iteration writes only its own slot of a buffer allocated up front (no reallocation, no
    // copy-on-write), and `values` is read only after the loop has returned.
    private let slots: UnsafeMutableBufferPointer<Value?>

    package init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    package subscript(index: Int) -> Value? {
        get { slots[index] }
        set { slots[index] = newValue }
    }

    package var values: [Value?] { Array(slots) }
}
