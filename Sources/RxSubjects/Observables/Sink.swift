import Synchronization

/// One subscriber's state in a `Producer`: forwards events to its observer until disposed, as
/// RxSwift's `Sink` does.
///
/// Disposing the sink disposes `cancel` (the `SinkDisposer` the subscriber holds), which ends the
/// whole subscription, the sources included. In debug builds `forwardOn` runs RxSwift's
/// synchronization check, so every operator reports an overlapping event exactly where RxSwift's do.
class Sink<Observer: ObserverType>: Disposable, @unchecked Sendable {
    // @unchecked Sendable: `disposed` is atomic; `observer` and `cancel` are immutable; the tracker
    // is thread safe. Subclasses say what guards their own state.
    let observer: Observer
    let cancel: Cancelable
    private let disposed = Atomic<Bool>(false)
    #if DEBUG
    private let synchronizationTracker = SynchronizationTracker()
    #endif

    init(observer: Observer, cancel: Cancelable) {
        self.observer = observer
        self.cancel = cancel
    }

    /// Sends `event` to the observer unless the sink was disposed.
    final func forwardOn(_ event: Event<Observer.Element>) {
        #if DEBUG
        synchronizationTracker.register()
        defer { synchronizationTracker.unregister() }
        #endif
        if disposed.load(ordering: .acquiring) {
            return
        }
        observer.on(event)
    }

    /// Whether the sink was disposed.
    final var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    func dispose() {
        disposed.store(true, ordering: .releasing)
        cancel.dispose()
    }
}
