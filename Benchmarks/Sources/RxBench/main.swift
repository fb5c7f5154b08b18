import Foundation

// RxSubjects against RxSwift 6.10.2, in one process, one benchmark at a time, the two libraries in
// alternation. RX_BENCH_RUNS sets the number of timed runs per side (default 15); RX_BENCH_ONLY
// keeps the benchmarks whose name contains it, and RX_BENCH_ITERATIONS fixes the iterations per run
// (for counting one benchmark's instructions under valgrind, with RX_BENCH_RUNS=1).
let environment = ProcessInfo.processInfo.environment
let runs = Int(environment["RX_BENCH_RUNS"] ?? "") ?? 15
let only = environment["RX_BENCH_ONLY"]
let target = Double(environment["RX_BENCH_SECONDS"] ?? "") ?? 0.05
let minimumRatio = 5.0

/// One line of the report: a figure for each library (RxSwift's is nil without the reference).
struct Row {
    let name: String
    let ours: Double
    let theirs: Double?
    let unit: String
    /// Whether this row must be at least `minimumRatio` times faster than RxSwift.
    let isTimed: Bool
}

let ours = ourWorkloads()
let theirs = rxSwiftWorkloads()

/// Measures one benchmark on both sides; `perOperation` divides the time of one iteration
/// (the deliveries of one `onNext`, say).
@MainActor func time(_ name: String, perOperation: Double = 1, _ workload: (Workloads) -> (Int) -> Void) -> Row? {
    guard only.map({ name.contains($0) }) ?? true else { return nil }
    let (our, their) = measureInterleaved(runs: runs, target: target, ours: workload(ours), theirs: theirs.map(workload))
    return Row(name: name, ours: our / perOperation, theirs: their.map { $0 / perOperation }, unit: "ns", isTimed: true)
}

/// Counts the allocations of one benchmark on both sides.
@MainActor func allocations(_ name: String, _ workload: (Workloads) -> (Int) -> Void) -> Row? {
    guard only.map({ name.contains($0) }) ?? true else { return nil }
    let our = allocationsPerIteration(100_000, workload(ours))
    let their = theirs.map { allocationsPerIteration(100_000, workload($0)) }
    return Row(name: name, ours: our, theirs: their, unit: "mallocs", isTimed: false)
}

let rows = [
    time("PublishSubject.onNext, 1 subscriber") { $0.onNext(1) },
    time("PublishSubject.onNext, 8 subscribers, per delivery", perOperation: 8) { $0.onNext(8) },
    time("PublishSubject.onNext, 64 subscribers, per delivery", perOperation: 64) { $0.onNext(64) },
    time("BehaviorRelay.accept + value, 1 subscriber") { $0.behaviorRelayAcceptAndValue() },
    time("ReplaySubject(bufferSize: 16) of 32: subscribe + dispose") { $0.replaySubscribeAndDispose() },
    time("PublishSubject subscribe + dispose") { $0.publishSubscribeAndDispose() },
    time("combineLatest of 2, per element") { $0.combineLatestPerElement() },
    time("withLatestFrom, per element") { $0.withLatestFromPerElement() },
    time("flatMapLatest, per inner element") { $0.flatMapLatestPerElement() },
    time("flatMapLatest, per switch") { $0.flatMapLatestPerSwitch() },
    time("merge of 2, per element") { $0.mergePerElement() },
    time("scan, per element") { $0.scanPerElement() },
    allocations("allocations per onNext, 1 subscriber") { $0.onNext(1) },
    allocations("allocations per subscribe + dispose") { $0.publishSubscribeAndDispose() },
    allocations("allocations per combineLatest element") { $0.combineLatestPerElement() },
    allocations("allocations per withLatestFrom element") { $0.withLatestFromPerElement() },
    allocations("allocations per flatMapLatest inner element") { $0.flatMapLatestPerElement() },
    allocations("allocations per flatMapLatest switch") { $0.flatMapLatestPerSwitch() },
    allocations("allocations per merge element") { $0.mergePerElement() },
    allocations("allocations per scan element") { $0.scanPerElement() },
].compactMap { $0 }

let cores = ProcessInfo.processInfo.activeProcessorCount
if theirs == nil {
    print("RxSubjects alone (the RxSwift reference was not built in; scripts/bench-rx says why):")
    print("release build, medians of \(runs) runs, \(cores) cores")
} else {
    print("RxSubjects vs RxSwift 6.10.2: release builds, medians of \(runs) interleaved runs each, \(cores) cores")
}
printTable(rows, minimumRatio: minimumRatio)
if only == nil {
    print()
    print("Why RxSubjects uses a pthread recursive mutex (uncontended lock + unlock, median of \(runs) runs):")
    printLocks(runs: runs)
}
print("(checksum \(sink.sum & 0xff))")
let slow = rows.filter { row in row.isTimed && (row.theirs.map { $0 / row.ours < minimumRatio } ?? false) }
if !slow.isEmpty {
    print("below \(Int(minimumRatio))x RxSwift: \(slow.map(\.name).joined(separator: "; "))")
}
