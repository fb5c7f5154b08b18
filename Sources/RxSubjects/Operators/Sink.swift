import Synchronization

/// One subscriber's state in an operator: forwards events until disposed, as RxSwift's `Sink`.
///
/// Disposing the sink disposes `cancel`, which ends the whole subscription (the sources included).
class Sink<Observer: ObserverType>: Disposable, @unchecked Sendable {
    // @unchecked Sendable: `disposed` is atomic; `observer` and `cancel` are immutable. Subclasses
    // say what guards their own state.
    let observer: Observer
    let cancel: Cancelable
    private let disposed = Atomic<Bool>(false)

    init(observer: Observer, cancel: Cancelable) {
        self.observer = observer
        self.cancel = cancel
    }

    /// Sends `event` downstream unless the sink was disposed.
    final func forwardOn(_ event: Event<Observer.Element>) {
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
