/// What every arity of `combineLatest` shares: which sources have sent an element, which have
/// ended, and when the combination completes. Each arity's subclass keeps the latest elements.
///
/// Every source's events are handled under `lock`, and forwarded while it is held, so the
/// combined sequence never sends two events at once. The sequence completes when every source has
/// completed, or, once a source has completed without ever sending an element, at the next element
/// of any other (nothing can be combined any more), as RxSwift's does.
class CombineLatestSink<Observer: ObserverType>: Sink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `lock` protects `hasElement`, `completed` and the subclasses' latest elements.
    let lock = RecursiveLock()
    /// One bit per source, all set.
    private let allSources: UInt
    // exclusivity(unchecked): `lock` serialises every access.
    @exclusivity(unchecked) private var hasElement: UInt = 0
    @exclusivity(unchecked) private var completed: UInt = 0

    init(arity: Int, observer: Observer, cancel: Cancelable) {
        allSources = (1 << arity) - 1
        super.init(observer: observer, cancel: cancel)
    }

    /// Combines the latest elements; called with `lock` held, once every source has sent one.
    func combine() throws -> Observer.Element {
        rxAbstractMethod()
    }

    /// Subscribes the source at `index`, whose elements `store` records in the subclass.
    ///
    /// - Returns: The subscription, disposed on its own when that source terminates.
    final func subscribe<Element>(_ source: Observable<Element>, index: Int, store: @escaping (Element) -> Void) -> Disposable {
        let observer = CombineLatestObserver(sink: self, bit: 1 << index, store: store)
        observer.subscription.setDisposable(source.subscribe(observer))
        return observer.subscription
    }

    /// The source with `bit` sent an element, already stored; `lock` is held.
    final func sourceSentElement(_ bit: UInt) {
        hasElement |= bit
        if hasElement == allSources {
            do {
                forwardNext(try combine())
            } catch {
                forwardErrorAndDispose(error)
            }
        } else if completed | bit == allSources {
            // Every other source ended, one of them with no element: nothing can be combined.
            forwardCompletedAndDispose()
        }
    }

    /// A source failed; `lock` is held.
    final func sourceFailed(_ error: Swift.Error) {
        forwardErrorAndDispose(error)
    }

    /// The source with `bit` completed; `lock` is held.
    final func sourceCompleted(_ bit: UInt) {
        guard completed & bit == 0 else { return }
        completed |= bit
        if completed == allSources {
            forwardCompletedAndDispose()
        }
    }
}

/// The observer of one source of `combineLatest`: records its elements and reports to the sink.
private final class CombineLatestObserver<Element, Observer: ObserverType>: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: immutable; `store` runs under the sink's lock.
    private let sink: CombineLatestSink<Observer>
    private let bit: UInt
    private let store: (Element) -> Void
    /// This source's subscription, ended as soon as the source terminates.
    let subscription = SingleAssignmentDisposable()

    init(sink: CombineLatestSink<Observer>, bit: UInt, store: @escaping (Element) -> Void) {
        self.sink = sink
        self.bit = bit
        self.store = store
    }

    func _rxOnNext(_ element: Element) {
        sink.lock.performLocked {
            store(element)
            sink.sourceSentElement(bit)
        }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            _rxOnNext(element)
        case .error(let error):
            sink.lock.performLocked {
                subscription.dispose()
                sink.sourceFailed(error)
            }
        case .completed:
            sink.lock.performLocked {
                subscription.dispose()
                sink.sourceCompleted(bit)
            }
        }
    }
}
