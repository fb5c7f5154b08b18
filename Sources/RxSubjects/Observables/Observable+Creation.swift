extension Observable {
    /// Returns a sequence that sends `element`, then completes.
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element)
    }

    /// Returns a sequence that sends the value of `optional` if there is one, then completes.
    public static func from(optional: Element?) -> Observable<Element> {
        ObservableOptional(optional)
    }

    /// Returns a sequence that completes at once.
    public static func empty() -> Observable<Element> {
        EmptyProducer()
    }

    /// Returns a sequence that never sends anything.
    public static func never() -> Observable<Element> {
        NeverProducer()
    }

    /// Returns a sequence that fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        ErrorProducer(error)
    }
}

// The sequences below send everything inside `subscribe`, with no sink and no trampoline, as
// RxSwift's do; they are private and keep RxSwift's names, so they print the same way.

private final class Just<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: `element` is immutable and only ever copied out.
    private let element: Element

    init(_ element: Element) {
        self.element = element
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }
}

private final class ObservableOptional<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: `optional` is immutable and only ever copied out.
    private let optional: Element?

    init(_ optional: Element?) {
        self.optional = optional
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if let optional {
            observer.on(.next(optional))
        }
        observer.on(.completed)
        return Disposables.create()
    }
}

private final class EmptyProducer<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: no state.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.completed)
        return Disposables.create()
    }
}

private final class NeverProducer<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: no state.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        Disposables.create()
    }
}

private final class ErrorProducer<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: `error` is immutable.
    private let error: Swift.Error

    init(_ error: Swift.Error) {
        self.error = error
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.error(error))
        return Disposables.create()
    }
}
