/// A sequence that never fails: RxSwift 6's `Infallible`.
///
/// Unlike a `Driver` or a `Signal`, it shares nothing and replays nothing, and delivers wherever its
/// source does: it is an `Observable` whose type promises no error event. Make one with
/// `asInfallible(onErrorJustReturn:)` and its siblings, `Infallible.create`, or the creation
/// functions (`just`, `of`, `from`...).
public protocol InfallibleType: ObservableConvertibleType {}

/// A sequence that never fails (see `InfallibleType`).
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    /// Wraps `source`, which must never fail.
    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// Returns the sequence as an `Observable`.
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension InfallibleType {
    /// Subscribes closures for the elements, completion and disposal; there is no `onError`.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called when the sequence completes.
    ///   - onDisposed: Called once when the subscription ends, whatever ends it.
    /// - Returns: A disposable that ends the subscription.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` as long as it is alive, without retaining it.
    ///
    /// - Parameters:
    ///   - object: Passed to every closure; held weakly. Once it is gone, the closures are not called.
    ///   - onNext: Called with `object` and each element.
    ///   - onCompleted: Called with `object` when the sequence completes.
    ///   - onDisposed: Called with `object` once when the subscription ends.
    /// - Returns: A disposable that ends the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure that receives every event.
    ///
    /// An error, which an `Infallible` must never send, stops a debug build and is printed in a
    /// release build, as in RxSwift.
    ///
    /// - Parameter on: The closure that receives the events.
    /// - Returns: A disposable that ends the subscription.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe { event in
            switch event {
            case .next(let element):
                on(.next(element))
            case .completed:
                on(.completed)
            case .error(let error):
                rxFatalErrorInDebug("Infallible must never emit a error event. error: \(error)")
            }
        }
    }
}
