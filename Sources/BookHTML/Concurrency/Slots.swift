import BookCore

/// Results filled in from several threads, one slot each.
///
/// `@unchecked Sendable`: `lock` protects `slots`; every access goes through `set` or `values`.
package final class Slots<Value>: @unchecked Sendable {
    private let lock = NSLockBox()
    private var slots: [Value?]

    package init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    package func set(_ index: Int, _ value: Value) {
        lock.withLock { slots[index] = value }
    }

    /// The values, which the slots then let go of, so the caller holds the only reference.
    package func takeValues() -> [Value] {
        lock.withLock {
            let values = slots.map { $0! }
            slots = []
            return values
        }
    }
}
