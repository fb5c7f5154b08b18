extension SharedSequence {
    /// Returns a shared sequence that completes, on the strategy's scheduler.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// Returns a shared sequence that never sends anything.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// Returns a shared sequence that sends `element` and completes, on the strategy's scheduler.
    ///
    /// - Parameter element: The only element.
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// Returns a shared sequence that calls `observableFactory` for each new connection.
    ///
    /// - Parameter observableFactory: Makes the shared sequence to subscribe to.
    public static func deferred(
        _ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { observableFactory().asObservable() })
    }

    /// Returns a shared sequence that sends `elements` in order, one step each on the strategy's scheduler.
    ///
    /// On the main scheduler only the first element is delivered at once: the later steps are
    /// queued on the main queue, as in RxCocoa.
    ///
    /// - Parameter elements: The elements to send.
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// Returns a shared sequence that sends the elements of `array`, as `of` does.
    ///
    /// - Parameter array: The elements to send.
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// Returns a shared sequence that sends the elements of `sequence`, as `of` does.
    ///
    /// - Parameter sequence: The elements to send.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element>
    where Sequence.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }
}
