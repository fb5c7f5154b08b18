import Synchronization

/// An observer that forwards events to a closure and honours the sequence grammar.
///
/// After the first `error` or `completed` it ignores everything, as RxSwift's `ObserverBase` does.
@usableFromInline
final class AnonymousObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `isStopped` is atomic; `eventHandler` is immutable.
    @usableFromInline let isStopped = Atomic<Bool>(false)
    @usableFromInline let eventHandler: (Event<Element>) -> Void

    @inlinable
    init(_ eventHandler: @escaping (Event<Element>) -> Void) {
        self.eventHandler = eventHandler
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if !isStopped.load(ordering: .acquiring) {
                eventHandler(event)
            }
        case .error, .completed:
            if !isStopped.exchange(true, ordering: .acquiringAndReleasing) {
                eventHandler(event)
            }
        }
    }
}
