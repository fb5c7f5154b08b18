/// A scheduler that runs work as soon as it can: at once, or after the work already queued.
public protocol ImmediateSchedulerType {
    /// Schedules `action` to run with `state`.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work to run; the disposable it returns is disposed with the scheduled work.
    /// - Returns: A disposable that cancels the work if it has not run yet (best effort).
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

extension ImmediateSchedulerType {
    /// Schedules `action`, which may schedule itself again through `recurse`.
    ///
    /// Each recursive step is a separate `schedule(_:action:)` call, so a scheduler that queues
    /// work (the current-thread trampoline, the main queue) runs the steps one after another
    /// instead of nesting them. Disposing the result stops the steps that have not run yet.
    ///
    /// - Parameters:
    ///   - state: The state of the first step.
    ///   - action: One step; it calls `recurse` with the next state to schedule another.
    /// - Returns: A disposable that stops the recursion.
    public func scheduleRecursive<State>(
        _ state: State,
        action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        if self is CurrentThreadScheduler {
            // Same order, one allocation per step instead of several (the default of `of`, `from`, `range`).
            return TrampolineRecursion(action: action).start(state)
        }
        let recursion = RecursiveImmediateScheduler(scheduler: self, action: action)
        recursion.schedule(state)
        return Disposables.create(with: recursion.dispose)
    }
}
