// Operators that keep a shared sequence shared: each applies the Observable operator to the
// source and shares the result again with the same strategy, as RxCocoa does.

extension SharedSequenceConvertibleType {
    /// Transforms each element with `selector`.
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().map(selector))
    }

    /// Transforms each element with `selector` and drops the `nil` results.
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().compactMap(selector))
    }

    /// Keeps the elements for which `predicate` returns true.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().filter(predicate))
    }

    /// Runs side effects for the elements, completion, subscription and disposal (a shared sequence cannot fail).
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable().do(
            onNext: onNext,
            afterNext: afterNext,
            onCompleted: onCompleted,
            afterCompleted: afterCompleted,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        )
        return SharedSequence(source)
    }

    /// Drops each element whose key, computed by `keySelector`, equals the previous element's key.
    public func distinctUntilChanged(_ keySelector: @escaping (Element) -> some Equatable) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: { $0 == $1 }))
    }

    /// Drops each element that `comparer` finds equal to the previous element.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged({ $0 }, comparer: comparer))
    }

    /// Drops each element whose key `comparer` finds equal to the previous element's key.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key,
        comparer: @escaping (Key, Key) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops the first `count` elements.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// Sends `element` to each subscriber first.
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops each element equal to the one before it.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged({ $0 }, comparer: { $0 == $1 }))
    }
}
