import Synchronization

/// An observer that forwards events to a closure and honours the sequence grammar.
///
/// After the first `error` or `completed` it ignores everything, as RxSwift's `ObserverBase` does.
final class AnonymousObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `isStopped` is atomic; `eventHandler` is immutable.
    private let isStopped = Atomic<Bool>(false)
    private let eventHandler: (Event<Element>) -> Void

    init(_ eventHandler: @escaping (Event<Element>) -> Void) {
        self.eventHandler = eventHandler
    }

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
