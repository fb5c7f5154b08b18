import Synchronization

/// A sequence that subscribes to its source only when `connect()` is called, and shares it.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes to the source; subscribers get its events from then on.
    ///
    /// - Returns: A disposable that disconnects from the source.
    func connect() -> Disposable
}

/// The base class of connectable sequences, as in RxSwift.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType, @unchecked Sendable {
    // @unchecked Sendable: no state; subclasses say what guards theirs.

    override init() {}

    /// Subscribes to the source; subscribers get its events from then on.
    ///
    /// - Returns: A disposable that disconnects from the source.
    public func connect() -> Disposable {
        rxAbstractMethod()
    }
}

extension ObservableType {
    /// Shares the source through `subject` once connected: subscribers subscribe to the subject.
    ///
    /// - Parameter subject: The subject every connection uses.
    /// - Returns: The connectable sequence.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { subject })
    }

    /// Shares the source through a subject made by `makeSubject` for each connection.
    ///
    /// The subject is dropped when the connection is disposed or the source terminates.
    ///
    /// - Parameter makeSubject: Makes the subject of a new connection.
    /// - Returns: The connectable sequence.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
    }

    /// A connectable sequence sharing the source through a `PublishSubject`.
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }

    /// A connectable sequence sharing the source through a `ReplaySubject` of `bufferSize` elements.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// A connectable sequence sharing the source through a `ReplaySubject` that replays everything.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}

/// `multicast`: a lazily made subject, and at most one connection to the source at a time.
private final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element>, @unchecked Sendable {
    // @unchecked Sendable: `lock` protects `subject` and `connection`.
    private let source: Observable<Subject.Observer.Element>
    private let makeSubject: () -> Subject
    fileprivate let lock = RecursiveLock()
    // exclusivity(unchecked): `lock` serialises every access.
    @exclusivity(unchecked) fileprivate var subject: Subject?
    @exclusivity(unchecked) fileprivate var connection: MulticastConnection<Subject>?

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
    }

    private var lazySubject: Subject {
        lock.performLocked {
            if let subject {
                return subject
            }
            let subject = makeSubject()
            self.subject = subject
            return subject
        }
    }

    override func connect() -> Disposable {
        lock.performLocked {
            if let connection {
                return connection
            }
            let subscription = SingleAssignmentDisposable()
            let connection = MulticastConnection(parent: self, subjectObserver: lazySubject.asObserver(), subscription: subscription)
            self.connection = connection
            subscription.setDisposable(source.subscribe(connection))
            return connection
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Subject.Element {
        lazySubject.subscribe(observer)
    }
}

/// One connection of a `multicast`: forwards the source's events into the subject.
private final class MulticastConnection<Subject: SubjectType>: ObserverType, Disposable, @unchecked Sendable {
    // @unchecked Sendable: the owner's `lock` protects `subscription`; `disposed` is atomic.
    typealias Element = Subject.Observer.Element

    private let owner: ConnectableObservableAdapter<Subject>
    private let subjectObserver: Subject.Observer
    private let disposed = Atomic<Bool>(false)
    // exclusivity(unchecked): the owner's lock serialises every access.
    @exclusivity(unchecked) private var subscription: Disposable?

    init(parent: ConnectableObservableAdapter<Subject>, subjectObserver: Subject.Observer, subscription: Disposable) {
        owner = parent
        self.subjectObserver = subjectObserver
        self.subscription = subscription
    }

    func on(_ event: Event<Element>) {
        if disposed.load(ordering: .acquiring) {
            return
        }
        if event.isStopEvent {
            dispose()
        }
        subjectObserver.on(event)
    }

    func dispose() {
        owner.lock.performLocked {
            disposed.store(true, ordering: .releasing)
            // The first disposal ends the connection and, if it is still current, forgets its subject.
            guard let subscription else { return }
            if owner.connection === self {
                owner.connection = nil
                owner.subject = nil
            }
            self.subscription = nil
            subscription.dispose()
        }
    }
}
