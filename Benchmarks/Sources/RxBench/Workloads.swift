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
    /// `combineLatest` of two `PublishSubject`s with a result selector: one element into each source in turn.
    let combineLatestPerElement: () -> (Int) -> Void
    /// `withLatestFrom` a `BehaviorSubject`: one element into the first source.
    let withLatestFromPerElement: () -> (Int) -> Void
    /// `flatMapLatest` into a `PublishSubject`: one element into the current inner sequence.
    let flatMapLatestPerElement: () -> (Int) -> Void
    /// `flatMapLatest` between two `PublishSubject`s: one outer element, which leaves one inner sequence for the other.
    let flatMapLatestPerSwitch: () -> (Int) -> Void
    /// `merge` of two `PublishSubject`s: one element into each in turn.
    let mergePerElement: () -> (Int) -> Void
    /// `scan` summing: one element into the source.
    let scanPerElement: () -> (Int) -> Void
}

/// Somewhere for observers to put what they receive, so the optimizer cannot drop the work.
final class Sink: @unchecked Sendable {
    // @unchecked Sendable and exclusivity(unchecked): the benchmark runs on one thread, and the
    // harness should not add a runtime exclusivity check to every delivery it measures.
    @exclusivity(unchecked) var sum = 0
}

let sink = Sink()
