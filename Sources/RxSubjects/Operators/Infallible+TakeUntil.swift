// `take(until:)` and `take(while:)` on an Infallible: the Observable operators (TakeUntil.swift)
// applied to the source and wrapped again, as the other Infallible operators are.

extension InfallibleType {
    /// Sends the elements until `other` sends one, then completes (see `Observable.take(until:)`).
    public func take(until other: some InfallibleType) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// Sends the elements until `other` sends one, then completes (see `Observable.take(until:)`).
    public func take(until other: some ObservableType) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// Sends the elements until one makes `predicate` return true, then completes (see
    /// `Observable.take(until:behavior:)`).
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// Sends the elements as long as `predicate` returns true for them, then completes (see
    /// `Observable.take(while:behavior:)`).
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }
}
