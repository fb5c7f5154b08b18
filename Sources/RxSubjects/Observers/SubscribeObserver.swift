import Synchronization

/// The observer of `subscribe(onNext:onError:onCompleted:onDisposed:)`.
///
/// RxSwift builds it from an `AnonymousObserver` and a closure; holding the handlers directly
/// saves one allocation per subscription and behaves the same: nothing after the first stop event,
/// and `disposable` (the `onDisposed` action) disposed right after `onError` or `onCompleted`.
@usableFromInline
final class SubscribeObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `isStopped` is atomic; everything else is immutable.
    @usableFromInline let isStopped = Atomic<Bool>(false)
    @usableFromInline let onNext: ((Element) -> Void)?
    @usableFromInline let onError: ((Swift.Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?
    @usableFromInline let disposable: Disposable
    #if DEBUG
    // RxSwift's debug-build check, which its `subscribe(onNext:...)` observer runs on every event
    // that gets past the stopped check.
    @usableFromInline let synchronizationTracker = SynchronizationTracker()
    #endif

    @inlinable
    init(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        disposable: Disposable
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.disposable = disposable
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            _rxOnNext(element)
        case .error(let error):
            if !isStopped.exchange(true, ordering: .acquiringAndReleasing) {
                deliverStop(error)
            }
        case .completed:
            if !isStopped.exchange(true, ordering: .acquiringAndReleasing) {
                deliverStop(nil)
            }
        }
    }

    @inlinable
    func _rxOnNext(_ element: Element) {
        if !isStopped.load(ordering: .acquiring) {
            #if DEBUG
            synchronizationTracker.register()
            defer { synchronizationTracker.unregister() }
            #endif
            onNext?(element)
        }
    }

    /// Calls the handler for the stop event (`error`, or `completed` when nil), once the grammar
    /// check has let it through.
    @inlinable
    func deliverStop(_ error: Swift.Error?) {
        #if DEBUG
        synchronizationTracker.register()
        defer { synchronizationTracker.unregister() }
        #endif
        if let error {
            if let onError {
                onError(error)
            } else {
                reportUnhandledError(error)
            }
        } else {
            onCompleted?()
        }
        disposable.dispose()
    }
}
