/// Hands values made in any order, on any thread, to `deliver` in index order, one at a time: a
/// chapter's part goes into the print page or the EPUB as soon as the parts before it are in, so
/// a large book's chapters are not all held at once.
///
/// One thread delivers at a time, outside the lock: a thread that brings a value while another
/// delivers leaves it and goes back to its work (packing an EPUB chapter had made the other
/// renderer wait).
///
/// `@unchecked Sendable`: `lock` guards `waiting`, `next` and `delivering`; `deliver` runs only
/// on the thread that set `delivering`.
package final class InOrder<Value>: @unchecked Sendable {
    private let lock = NSLockBox()
    private var waiting: [Int: Value] = [:]
    private var next = 0
    private var delivering = false
    private let deliver: (Int, Value) -> Void

    package init(_ deliver: @escaping (Int, Value) -> Void) {
        self.deliver = deliver
    }

    /// Takes value `index`; delivers it and those after it that are waiting, if its turn has come.
    package func put(_ index: Int, _ value: Value) {
        var ready = lock.withLock { () -> (Int, Value)? in
            waiting[index] = value
            return delivering ? nil : takeNext()
        }
        while let (position, value) = ready {
            deliver(position, value)
            // Giving up the turn and looking for the next value is one step, so a value left
            // meanwhile by a thread that saw `delivering` is never left behind.
            ready = lock.withLock {
                delivering = false
                return takeNext()
            }
        }
    }

    /// The value whose turn it is, if it is here, claiming the turn to deliver it. Under `lock`.
    private func takeNext() -> (Int, Value)? {
        guard let value = waiting.removeValue(forKey: next) else { return nil }
        delivering = true
        next += 1
        return (next - 1, value)
    }

    /// How many values were delivered, or are being delivered.
    package var delivered: Int {
        lock.withLock { next }
    }
}
