/// One library's side of every benchmark: closures that run an operation `count` times.
///
/// The two sides are built by the same code, once against RxSubjects (`OurWorkloads.swift`) and
/// once against RxSwift (`RxSwiftWorkloads.swift`), so they measure exactly the same operations.
struct Workloads {
    /// `PublishSubject.onNext` with `subscribers` observers, each adding to a sum.
    let onNext: (_ subscribers: Int) -> (Int) -> Void
    /// `BehaviorRelay.accept` then reading `value`, with one subscriber.
    let behaviorRelayAcceptAndValue: () -> (Int) -> Void
    /// Subscribing to a `ReplaySubject(bufferSize: 16)` that received 32 elements, then disposing.
    let replaySubscribeAndDispose: () -> (Int) -> Void
    /// Subscribing to a `PublishSubject` with `subscribe(onNext:)`, then disposing.
    let publishSubscribeAndDispose: () -> (Int) -> Void
}

/// Somewhere for observers to put what they receive, so the optimizer cannot drop the work.
final class Sink: @unchecked Sendable {
    // @unchecked Sendable and exclusivity(unchecked): the benchmark runs on one thread, and the
    // harness should not add a runtime exclusivity check to every delivery it measures.
    @exclusivity(unchecked) var sum = 0
}

let sink = Sink()
