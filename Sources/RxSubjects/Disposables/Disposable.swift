/// A resource that can be released, typically a subscription.
public protocol Disposable {
    /// Releases the resource; calling it again does nothing.
    func dispose()
}

/// A disposable that can tell whether it was disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` was called.
    var isDisposed: Bool { get }
}
