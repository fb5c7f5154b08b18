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

    /// Sends a `next` event carrying `element` to the observer unless the sink was disposed; what
    /// `forwardOn(.next(element))` does, with no `Event` made (see `ObserverType._rxOnNext`).
    final func forwardNext(_ element: Observer.Element) {
        #if DEBUG
        synchronizationTracker.register()
        defer { synchronizationTracker.unregister() }
        #endif
        if disposed.load(ordering: .acquiring) {
            return
        }
        observer._rxOnNext(element)
    }

    /// Sends `error` and disposes the sink. Out of line, so that a caller's path for elements does
    /// not reserve room for an `Event` (which costs a metadata lookup in generic code).
    @inline(never)
    final func forwardErrorAndDispose(_ error: Swift.Error) {
        forwardOn(.error(error))
        dispose()
    }

    /// Sends `completed` and disposes the sink; out of line for the same reason.
    @inline(never)
    final func forwardCompletedAndDispose() {
        forwardOn(.completed)
        dispose()
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
