import Foundation
import RxSubjects

extension ObservableConvertibleType {
    /// The sequence as a `BlockingObservable`, whose calls wait for its events.
    ///
    /// - Parameter timeout: How many seconds a call waits at most before throwing
    ///   `RxError.timeout`; nil waits as long as it takes.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

/// A sequence whose calls (`toArray()`, `first()`, ...) subscribe to it and block the calling
/// thread until they have their answer, for tests and demonstrations.
///
/// While a call waits, the current thread's run loop runs: on the main thread, work queued on the
/// main queue (`observe(on: MainScheduler.instance)`) still runs. Each call subscribes anew.
public struct BlockingObservable<Element> {
    let timeout: TimeInterval?
    let source: Observable<Element>
}

/// How a sequence stopped, and the elements it sent before: what `materialize()` returns.
@frozen public enum MaterializedSequenceResult<T> {
    /// The sequence completed after sending `elements`.
    case completed(elements: [T])
    /// The sequence sent `elements`, then `error` (or the wait timed out, with `RxError.timeout`).
    case failed(elements: [T], error: Error)
}

extension BlockingObservable {
    /// Every element, once the sequence completes.
    ///
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        try collect(atMost: nil).elementsOrError()
    }

    /// The first element, or nil if the sequence completes without one; the subscription ends at
    /// the first element.
    ///
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func first() throws -> Element? {
        try collect(atMost: 1).elementsOrError().first
    }

    /// The last element, or nil if there is none, once the sequence completes.
    ///
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func last() throws -> Element? {
        try collect(atMost: nil).elementsOrError().last
    }

    /// The one element of the sequence, once it completes.
    ///
    /// - Throws: `RxError.noElements` or `RxError.moreThanOneElement` (as soon as a second element
    ///   comes), the sequence's error, or `RxError.timeout`.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// The one element that satisfies `predicate`, once the sequence completes.
    ///
    /// - Throws: `RxError.noElements` or `RxError.moreThanOneElement` (as soon as a second match
    ///   comes), what `predicate` throws, the sequence's error, or `RxError.timeout`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let matches = try collect(atMost: 2, where: predicate).elementsOrError()
        if matches.count > 1 {
            throw RxError.moreThanOneElement
        }
        guard let match = matches.first else {
            throw RxError.noElements
        }
        return match
    }

    /// The elements and how the sequence stopped, without throwing: an error, or a timeout as
    /// `RxError.timeout`, is in the result with the elements that came before it.
    public func materialize() -> MaterializedSequenceResult<Element> {
        collect(atMost: nil)
    }
}

extension MaterializedSequenceResult {
    fileprivate func elementsOrError() throws -> [T] {
        switch self {
        case .completed(let elements):
            return elements
        case .failed(_, let error):
            throw error
        }
    }
}

extension BlockingObservable {
    /// Subscribes, and waits for the sequence to stop, `limit` elements satisfying `predicate` to
    /// come, or the timeout; the subscription ends then. An error `predicate` throws stops it too.
    private func collect(atMost limit: Int?, where predicate: @escaping (Element) throws -> Bool = { _ in true })
        -> MaterializedSequenceResult<Element> {
        let state = Collected<Element>()
        let waiter = RunLoopWaiter()
        let subscription = SingleAssignmentDisposable()
        defer { subscription.dispose() }

        func stop(_ error: Swift.Error?) {
            state.failure = error
            subscription.dispose()
            waiter.wake()
        }

        waiter.perform {
            let disposable = source.subscribe { event in
                if subscription.isDisposed {
                    return
                }
                switch event {
                case .next(let element):
                    do {
                        if try predicate(element) {
                            state.elements.append(element)
                        }
                        if let limit, state.elements.count >= limit {
                            stop(nil)
                        }
                    } catch {
                        stop(error)
                    }
                case .error(let error):
                    stop(error)
                case .completed:
                    stop(nil)
                }
            }
            subscription.setDisposable(disposable)
        }

        if !waiter.wait(timeout: timeout) {
            state.failure = RxError.timeout
        }
        if let failure = state.failure {
            return .failed(elements: state.elements, error: failure)
        }
        return .completed(elements: state.elements)
    }
}

/// What a blocking call gathers; the events that fill it are serialized by the sequence, and the
/// waiting thread reads it only after they stopped or the wait ended.
private final class Collected<Element>: @unchecked Sendable {
    var elements: [Element] = []
    var failure: Swift.Error?
}
