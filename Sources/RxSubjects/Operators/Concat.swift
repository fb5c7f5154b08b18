extension ObservableType {
    /// Sends what the source sends, then, once it has completed, subscribes to `second` and sends
    /// what that sends.
    ///
    /// An error from either stops the result; after an error from the source, `second` is never
    /// subscribed.
    ///
    /// - Parameter second: The sequence that follows the source.
    /// - Returns: The elements of the source, then those of `second`.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Subscribes to each sequence of `sequence` in turn, the next one once the one before has
    /// completed, and sends what they send.
    ///
    /// The sequences are taken from `sequence` one at a time, as they are needed, so it may be lazy
    /// or endless. An error stops the result, and the sequences after it are never subscribed.
    /// Completes once the last one has (at once when there is none).
    ///
    /// - Parameter sequence: The sequences to subscribe to, in order.
    /// - Returns: The elements of every sequence, one sequence after the other.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Concat(sources: sequence, count: nil)
    }

    /// Subscribes to each sequence of `collection` in turn, the next one once the one before has
    /// completed, and sends what they send.
    ///
    /// An error stops the result, and the sequences after it are never subscribed. Completes once
    /// the last one has (at once when there is none).
    ///
    /// - Parameter collection: The sequences to subscribe to, in order.
    /// - Returns: The elements of every sequence, one sequence after the other.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        Concat(sources: collection, count: collection.count)
    }

    /// Subscribes to each of `sources` in turn, the next one once the one before has completed, and
    /// sends what they send.
    ///
    /// - Parameter sources: The sequences to subscribe to, in order.
    /// - Returns: The elements of every sequence, one sequence after the other.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Concat(sources: sources, count: sources.count)
    }
}

/// The sequence of `concat`; RxSwift's name, so it prints the same way.
///
/// `count`, when known, is how many sequences `sources` holds: the sink then lets go of the
/// iterator as soon as it has taken the last one, instead of asking it for one more.
private final class Concat<Sources: Swift.Sequence>: Producer<Sources.Element.Element>, @unchecked Sendable
where Sources.Element: ObservableConvertibleType {
    // @unchecked Sendable: immutable.
    let sources: Sources
    let count: Int?

    init(sources: Sources, count: Int?) {
        self.sources = sources
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ConcatSink<Sources, Observer>(observer: observer, cancel: cancel)
        return (sink, sink.run(sources.makeIterator(), count: count))
    }
}

/// One subscription to `concat`: subscribes to one source at a time and moves to the next when it
/// completes.
///
/// Moves are serialised and trampolined, as RxSwift's are: a source that completes while it is
/// being subscribed (`just`, `empty`, another `concat` that does) only queues the move, which the
/// move under way runs once that subscription has returned, so any number of such sources takes no
/// more stack than one. A completion on another thread during a move queues it the same way, and
/// the thread making the move then subscribes the next source.
///
/// A source that is itself a `concat` over the same type of sequence (both over arrays, say) is not
/// subscribed: its sequences join the stack of iterators (`iterators`), so `a.concat(b).concat(c)`,
/// however deep, subscribes to `a`, `b` and `c` directly, one after the other.
private final class ConcatSink<Sources: Swift.Sequence, Observer: ObserverType>:
    Sink<Observer>, ObserverType, @unchecked Sendable
where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Observer.Element {
    // @unchecked Sendable: `lock` protects `isMoving`, `pendingMoves` and `stopped`. `iterators` is
    // touched only by `run` before the first move and by the moves, which run one at a time (the
    // thread that sets `isMoving` runs them all until it clears it, and `lock` orders each handover).
    // `subscription` is thread safe.
    private typealias Iterator = (iterator: Sources.Iterator, remaining: Int?)

    /// The subscription to the current source; replacing it disposes the previous one.
    private let subscription = SerialDisposable()
    private let lock = RecursiveLock()
    // exclusivity(unchecked), here and on `iterators`: `lock` serialises every access to these
    // three, and the moves to `iterators` (see above).
    /// A move is running, on some thread.
    @exclusivity(unchecked) private var isMoving = false
    /// Moves asked for while one was running; the thread running it runs them after it.
    @exclusivity(unchecked) private var pendingMoves = 0
    /// Disposed: no move runs any more, queued or new.
    @exclusivity(unchecked) private var stopped = false
    /// The iterators still to draw sources from, the innermost (a nested `concat`'s) last.
    @exclusivity(unchecked) private var iterators: [Iterator] = []

    /// Subscribes to the first source of `sources`, or completes if it has none.
    ///
    /// - Parameters:
    ///   - sources: The iterator over the sources.
    ///   - count: How many sources it holds, if known.
    /// - Returns: The subscription to the current source.
    func run(_ sources: Sources.Iterator, count: Int?) -> Disposable {
        iterators.append((sources, count))
        requestMove()
        return subscription
    }

    func _rxOnNext(_ element: Observer.Element) {
        forwardNext(element)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            forwardNext(element)
        case .error(let error):
            forwardErrorAndDispose(error)
        case .completed:
            requestMove()
        }
    }

    /// Runs a move to the next source now, or queues it behind the move under way.
    private func requestMove() {
        let runsNow: Bool = lock.performLocked {
            if stopped {
                return false
            }
            if isMoving {
                pendingMoves += 1
                return false
            }
            isMoving = true
            return true
        }
        guard runsNow else { return }
        repeat {
            moveNext()
        } while takePendingMove()
    }

    /// Takes one queued move, or, when there is none, ends the turn of the thread running them.
    private func takePendingMove() -> Bool {
        lock.performLocked {
            if pendingMoves > 0 {
                pendingMoves -= 1
                return true
            }
            isMoving = false
            return false
        }
    }

    /// Subscribes to the next source, dropping the iterators it exhausts on the way, or completes
    /// when none is left.
    private func moveNext() {
        var next: Observable<Observer.Element>?
        repeat {
            if iterators.isEmpty {
                break
            }
            if isDisposed {
                return
            }
            let (taken, remaining) = iterators.removeLast()
            var iterator = taken
            guard let candidate = iterator.next()?.asObservable() else {
                continue
            }
            // Kept only while it may hold more: an iterator whose last source was just taken goes,
            // so that an endless chain of nested concats does not pile up spent iterators.
            if let remaining {
                if remaining > 1 {
                    iterators.append((iterator, remaining - 1))
                }
            } else {
                iterators.append((iterator, nil))
            }
            if let nested = candidate as? Concat<Sources> {
                iterators.append((nested.sources.makeIterator(), nested.count))
            } else {
                next = candidate
            }
        } while next == nil

        guard let next else {
            forwardCompletedAndDispose()
            return
        }
        // The previous source's subscription is disposed before the next one is subscribed.
        let current = SingleAssignmentDisposable()
        subscription.disposable = current
        current.setDisposable(next.subscribe(self))
    }

    override func dispose() {
        super.dispose()
        subscription.dispose()
        lock.performLocked {
            stopped = true
            pendingMoves = 0
        }
    }
}
