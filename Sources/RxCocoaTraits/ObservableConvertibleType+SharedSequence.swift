extension ObservableConvertibleType {
    /// Converts `self` to a shared sequence of strategy `S` that ends with `onErrorJustReturn` instead of failing.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy (usually inferred).
    ///   - onErrorJustReturn: The last element, sent in place of an error.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorJustReturn: Element) -> SharedSequence<S, Element> {
        let source = asObservable()
            .observe(on: S.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return SharedSequence(source)
    }

    /// Converts `self` to a shared sequence of strategy `S` that continues with `onErrorDriveWith` instead of failing.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy (usually inferred).
    ///   - onErrorDriveWith: The shared sequence to continue with after an error.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        let source = asObservable()
            .observe(on: S.scheduler)
            .catch { _ in onErrorDriveWith.asObservable() }
        return SharedSequence(source)
    }

    /// Converts `self` to a shared sequence of strategy `S` that continues with what `onErrorRecover` returns.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy (usually inferred).
    ///   - onErrorRecover: Returns the shared sequence to continue with after an error.
    public func asSharedSequence<S>(
        sharingStrategy: S.Type = S.self,
        onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        let source = asObservable()
            .observe(on: S.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return SharedSequence(source)
    }
}
