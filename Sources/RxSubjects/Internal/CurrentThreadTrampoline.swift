/// RxSwift's `CurrentThreadScheduler`, reduced to what the sequences here need: a per-thread queue
/// that makes nested subscriptions take turns instead of running inside one another.
///
/// The first subscription on a thread to a sequence made by `create`, `deferred`, `of` or `from`
/// runs at once and makes the trampoline active; while it is active, `of` and `from` only queue
/// their elements, and the queue is drained before that first subscription returns. So a top-level
/// `Observable.of(1, 2).subscribe(...)` delivers everything before `subscribe` returns, and an
/// `Observable.of` subscribed from inside another one's callback starts after that callback, with
/// the two interleaved, exactly as in RxSwift.
final class CurrentThreadTrampoline {
    private static let slot = ThreadLocalSlot<CurrentThreadTrampoline>()

    private var actions: [() -> Void] = []
    private var next = 0

    /// Runs `body`; if no trampoline is active on this thread, makes one active for the duration of
    /// `body` and then runs every action scheduled meanwhile, in order, before returning.
    static func run<Result>(_ body: () -> Result) -> Result {
        if slot.value != nil {
            return body()
        }
        let trampoline = CurrentThreadTrampoline()
        slot.value = trampoline
        defer { slot.value = nil }
        let result = body()
        while trampoline.next < trampoline.actions.count {
            let action = trampoline.actions[trampoline.next]
            trampoline.next += 1
            if trampoline.next == trampoline.actions.count {
                // Emptied: start over, so a long `of` (one queued step at a time) reuses one slot.
                trampoline.actions.removeAll(keepingCapacity: true)
                trampoline.next = 0
            }
            action()
        }
        return result
    }

    /// Queues `action` on this thread's active trampoline, or runs it at once (making a trampoline
    /// active) when there is none.
    static func schedule(_ action: @escaping () -> Void) {
        if let trampoline = slot.value {
            trampoline.actions.append(action)
        } else {
            run(action)
        }
    }
}
