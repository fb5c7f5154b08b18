import Synchronization

/// `scheduleRecursive` on `CurrentThreadScheduler`: each step is queued on the thread's trampoline
/// as a plain closure, and disposing sets a flag that the steps still queued find when they run.
///
/// It orders steps exactly as the general `RecursiveImmediateScheduler` does on this scheduler (the
/// first step at once when no trampoline runs, every later one behind the work already queued),
/// without a scheduled item, a disposable and a group entry per step: `of`, `from` and `range`
/// then cost one small allocation per element.
final class TrampolineRecursion<State>: Disposable, @unchecked Sendable {
    // @unchecked Sendable: `disposed` is atomic and `action` immutable; the steps run on the thread
    // that queued them, and only `dispose()` may come from elsewhere.
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private let action: Action
    private let disposed = Atomic<Bool>(false)

    init(action: @escaping Action) {
        self.action = action
    }

    /// Queues (or runs) the first step and returns the disposable that stops the recursion.
    func start(_ state: State) -> Disposable {
        schedule(state)
        return self
    }

    private func schedule(_ state: State) {
        CurrentThreadScheduler.enqueue { [self] in
            if disposed.load(ordering: .acquiring) {
                return
            }
            action(state, schedule)
        }
    }

    func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
