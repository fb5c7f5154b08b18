extension InfallibleType {
    /// Subscribes to the sequence `selector` returns for each element and merges what they all send (see `Observable.flatMap`).
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMap(selector))
    }

    /// Subscribes to the sequence `selector` returns for each element, leaving the previous one (see `Observable.flatMapLatest`).
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapLatest(selector))
    }

    /// Like `flatMap`, but drops the elements that arrive while an inner sequence runs (see `Observable.flatMapFirst`).
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapFirst(selector))
    }

    /// Subscribes to each of `sources`, in order, and merges what they all send.
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Subscribes to each of `sources`, in order, and merges what they all send.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Combines each element with the latest element of `second` (see `Observable.withLatestFrom`).
    public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Infallible<ResultType> {
        Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// Sends the latest element of `second` at each element (see `Observable.withLatestFrom`).
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        withLatestFrom(second) { $1 }
    }

    /// Combines the latest elements of every source in `collection` (see `Observable.combineLatest(_:resultSelector:)`).
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible(CombineLatestCollectionType(sources: collection, resultSelector: resultSelector))
    }

    /// Combines the latest elements of every source in `collection` into an array (see `Observable.combineLatest(_:)`).
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]>
    where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible(CombineLatestCollectionType(sources: collection) { $0 })
    }
}
