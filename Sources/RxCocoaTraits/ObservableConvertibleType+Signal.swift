extension ObservableConvertibleType {
    /// Converts `self` to a `Signal` that ends with `onErrorJustReturn` instead of failing.
    ///
    /// - Parameter onErrorJustReturn: The last element, sent in place of an error.
    /// - Returns: The signal.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Signal(source)
    }

    /// Converts `self` to a `Signal` that continues with `onErrorSignalWith` instead of failing.
    ///
    /// - Parameter onErrorSignalWith: The signal to continue with after an error.
    /// - Returns: The signal.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { _ in onErrorSignalWith.asObservable() }
        return Signal(source)
    }

    /// Converts `self` to a `Signal` that continues with the signal `onErrorRecover` returns for the error.
    ///
    /// - Parameter onErrorRecover: Returns the signal to continue with after an error.
    /// - Returns: The signal.
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return Signal(source)
    }
}
