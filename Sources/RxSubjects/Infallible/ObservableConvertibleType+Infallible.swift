extension ObservableConvertibleType {
    /// Converts `self` to an `Infallible` that ends with `element` instead of failing.
    ///
    /// - Parameter element: The last element, sent in place of an error, before completing.
    /// - Returns: The infallible sequence.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// Converts `self` to an `Infallible` that continues with `infallible` instead of failing.
    ///
    /// - Parameter infallible: The sequence to continue with after an error.
    /// - Returns: The infallible sequence.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// Converts `self` to an `Infallible` that continues with what `onErrorRecover` returns for the error.
    ///
    /// - Parameter onErrorRecover: Returns the sequence to continue with after an error.
    /// - Returns: The infallible sequence.
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}

extension ObservableType {
    /// `flatMapLatest` into infallible sequences, which keeps the result infallible.
    ///
    /// - Parameter selector: Returns the inner sequence for an element.
    /// - Returns: The elements of the latest inner sequence.
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) throws -> Source) -> Infallible<Source.Element> {
        Infallible(flatMapLatest(selector))
    }
}
