/// The state behind `scheduleRecursive`: the pending steps, so that disposing cancels them all.
final class RecursiveImmediateScheduler<State>: @unchecked Sendable {
    // @unchecked Sendable: `lock` guards `action` and every step's phase; `pending` is thread safe.
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private let scheduler: ImmediateSchedulerType
    private let lock = RecursiveLock()
    // exclusivity(unchecked): only read or written with `lock` held.
    @exclusivity(unchecked) private var action: Action?
    private let pending = CompositeDisposable()

    init(scheduler: ImmediateSchedulerType, action: @escaping Action) {
        self.scheduler = scheduler
        self.action = action
    }

    /// Schedules one step. A step that is still queued stays in `pending`, so disposing cancels it;
    /// it leaves `pending` when it starts. A step may start (on another thread) before `schedule`
    /// returns its disposable, hence the phase, read and written under `lock`.
    func schedule(_ state: State) {
        let step = Step()
        let scheduled = scheduler.schedule(state) { state -> Disposable in
            if self.pending.isDisposed {
                return Disposables.create()
            }
            let (key, action) = self.lock.performLocked { () -> (CompositeDisposable.DisposeKey?, Action?) in
                defer { step.phase = .started }
                if case .remembered(let key) = step.phase {
                    return (key, self.action)
                }
                return (nil, self.action)
            }
            if let key {
                self.pending.remove(for: key)
            }
            action?(state, self.schedule)
            return Disposables.create()
        }
        lock.performLocked {
            guard case .scheduled = step.phase else { return }
            if let key = pending.insert(scheduled) {
                step.phase = .remembered(key)
            } else {
                step.phase = .started
            }
        }
    }

    func dispose() {
        lock.performLocked { action = nil }
        pending.dispose()
    }
}

/// Where one scheduled step is: queued and not yet in the pending group, queued and in it, or started.
private final class Step {
    enum Phase {
        case scheduled
        case remembered(CompositeDisposable.DisposeKey)
        case started
    }

    var phase = Phase.scheduled
}
