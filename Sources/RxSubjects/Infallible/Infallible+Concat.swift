extension InfallibleType {
    /// Sends what the sequence sends, then, once it has completed, what `second` sends (see
    /// `Observable.concat(_:)`).
    ///
    /// As in RxSwift, `second` may be any observable sequence: an error from it would reach the
    /// subscriber, so pass one that never fails.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
    where Source.Element == Element {
        Infallible(Observable.concat([asObservable(), second.asObservable()]))
    }

    /// Sends what each sequence of `sequence` sends, one after the other (see `Observable.concat(_:)`).
    ///
    /// Unlike `Observable.concat(_:)`, it reads the whole of `sequence` when called, as RxSwift's does.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
    where Sequence.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// Sends what each sequence of `collection` sends, one after the other (see `Observable.concat(_:)`).
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Sends what each of `sources` sends, one after the other (see `Observable.concat(_:)`).
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }
}
