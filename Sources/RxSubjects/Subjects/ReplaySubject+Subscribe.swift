// `ReplaySubject` is not a final class (RxSwift's `create` returns private subclasses, and so does
// ours), so a call that reaches `subscribe(_:)` through `ObservableType`, as the generic
// `subscribe(onNext:...)` does, is dispatched at run time to an unspecialized generic body, about
// ten times slower. These two overloads, picked over the protocol's for a `ReplaySubject`, call the
// final `subscribe(_:)` directly, so the whole path is specialized for the element type. They do
// exactly what the `ObservableType` versions do.
extension ReplaySubject {
    /// Subscribes a closure that receives every event.
    ///
    /// - Parameter on: The closure that receives the events.
    /// - Returns: A disposable that ends the subscription.
    @inlinable
    public final func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnonymousObserver(on))
    }

    /// Subscribes closures for elements, the error, completion and disposal.
    ///
    /// `onDisposed` runs once, after `onError` or `onCompleted`, or when the subscription is disposed.
    /// An error with no `onError` prints "Unhandled error happened: ..." in debug builds.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onError: Called with the error that terminates the sequence.
    ///   - onCompleted: Called when the sequence completes.
    ///   - onDisposed: Called once when the subscription ends, whatever ends it.
    /// - Returns: A disposable that ends the subscription.
    @inlinable
    public final func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribeHandlers(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed) {
            subscribe($0)
        }
    }
}
