extension ConnectableObservableType {
    /// Connects when the first subscriber arrives and disconnects when the last one leaves.
    ///
    /// - Returns: A sequence that manages the connection by counting its subscribers.
    public func refCount() -> Observable<Element> {
        RefCountObservable(source: self)
    }
}

private final class RefCountObservable<Source: ConnectableObservableType>: Producer<Source.Element>, @unchecked Sendable {
    // @unchecked Sendable: `lock` protects `count`, `connectionID` and `connection`.
    let source: Source
    let lock = RecursiveLock()
    // exclusivity(unchecked): `lock` serialises every access.
    @exclusivity(unchecked) var count = 0
    /// Changes when the source terminates, so that subscribers of a finished connection do not
    /// disconnect a later one.
    @exclusivity(unchecked) var connectionID: Int64 = 0
    @exclusivity(unchecked) var connection: Disposable?

    init(source: Source) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Source.Element {
        let sink = RefCountSink(parent: self, observer: observer, cancel: cancel)
        return (sink, sink.run())
    }
}

private final class RefCountSink<Source: ConnectableObservableType, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable
where Source.Element == Observer.Element {
    // @unchecked Sendable: the parent's `lock` protects `connectionID`.
    private let parent: RefCountObservable<Source>
    // exclusivity(unchecked): the parent's lock serialises every access.
    @exclusivity(unchecked) private var connectionID: Int64 = -1

    init(parent: RefCountObservable<Source>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let subscription = parent.source.subscribe(self)
        parent.lock.lock()
        defer { parent.lock.unlock() }
        connectionID = parent.connectionID
        if isDisposed {
            return Disposables.create()
        }
        parent.count += 1
        if parent.count == 1 {
            parent.connection = parent.source.connect()
        }
        let parent = parent
        return Disposables.create {
            subscription.dispose()
            parent.lock.lock()
            defer { parent.lock.unlock() }
            guard parent.connectionID == self.connectionID else { return }
            if parent.count == 1 {
                parent.count = 0
                let connection = parent.connection
                parent.connection = nil
                connection?.dispose()
            } else if parent.count > 1 {
                parent.count -= 1
            } else {
                fatalError("Something went wrong with RefCount disposing mechanism")
            }
        }
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            parent.lock.lock()
            var finished: Disposable?
            if parent.connectionID == connectionID {
                finished = parent.connection
                parent.count = 0
                parent.connectionID &+= 1
                parent.connection = nil
            }
            parent.lock.unlock()
            finished?.dispose()
            forwardOn(event)
            dispose()
        }
    }
}
