extension ObservableConvertibleType {
    /// Converts `self` to a `Driver` that ends with `onErrorJustReturn` instead of failing.
    ///
    /// - Parameter onErrorJustReturn: The last element, sent in place of an error.
    /// - Returns: The driver.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Driver(source)
    }

    /// Converts `self` to a `Driver` that continues with `onErrorDriveWith` instead of failing.
    ///
    /// - Parameter onErrorDriveWith: The driver to continue with after an error.
    /// - Returns: The driver.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { _ in onErrorDriveWith.asObservable() }
        return Driver(source)
    }

    /// Converts `self` to a `Driver` that continues with the driver `onErrorRecover` returns for the error.
    ///
    /// - Parameter onErrorRecover: Returns the driver to continue with after an error.
    /// - Returns: The driver.
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return Driver(source)
    }
}
