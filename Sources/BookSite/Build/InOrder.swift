/// Hands values made in any order, on any thread, to `deliver` in index order, one at a time: a
/// chapter's part goes into the print page or the EPUB as soon as the parts before it are in, so
/// a large book's chapters are not all held at once.
///
/// `@unchecked Sendable`: `lock` guards `waiting` and `next`, and `deliver` runs under it.
final class InOrder<Value>: @unchecked Sendable {
    private let lock = NSLockBox()
    private var waiting: [Int: Value] = [:]
    private var next = 0
    private let deliver: (Int, Value) -> Void

    init(_ deliver: @escaping (Int, Value) -> Void) {
        self.deliver = deliver
    }

    /// Takes value `index`; delivers it and those after it that are waiting, if its turn has come.
    func put(_ index: Int, _ value: Value) {
        lock.withLock {
            waiting[index] = value
            while let ready = waiting.removeValue(forKey: next) {
                deliver(next, ready)
                next += 1
            }
        }
    }

    /// How many values were delivered.
    var delivered: Int {
        lock.withLock { next }
    }
}
