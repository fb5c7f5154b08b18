import Foundation
import MallocCounter

/// Nanoseconds per operation, as the median of several timed runs.
struct Timing {
    let nanoseconds: Double
}

/// Times one run of `body(iterations)` in nanoseconds per iteration.
private func sample(_ iterations: Int, _ body: (Int) -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body(iterations)
    let end = DispatchTime.now().uptimeNanoseconds
    return Double(end - start) / Double(iterations)
}

/// How many iterations of `body` take about `target` seconds, from a short trial run.
private func calibrate(_ body: (Int) -> Void, target: Double) -> Int {
    // A fixed count (RX_BENCH_ITERATIONS) makes a run repeatable, for counting instructions.
    if let fixed = Int(ProcessInfo.processInfo.environment["RX_BENCH_ITERATIONS"] ?? "") {
        return fixed
    }
    var iterations = 1_000
    while true {
        let nanoseconds = sample(iterations, body) * Double(iterations)
        if nanoseconds > 2e6 || iterations >= 1 << 26 {
            return max(1_000, Int(target * 1e9 / nanoseconds * Double(iterations)))
        }
        iterations *= 4
    }
}

private func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2]
        : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Times both sides in alternation, so that whatever else the machine is doing weighs on both
/// alike: after a warm-up, `runs` rounds of one run of ours then one of theirs, each run about
/// `target` seconds. Returns the medians in nanoseconds per iteration.
func measureInterleaved(
    runs: Int, target: Double, ours: (Int) -> Void, theirs: ((Int) -> Void)?
) -> (ours: Double, theirs: Double?) {
    let ourIterations = calibrate(ours, target: target)
    let theirIterations = theirs.map { calibrate($0, target: target) }
    var ourSamples: [Double] = []
    var theirSamples: [Double] = []
    for _ in 0..<runs {
        ourSamples.append(sample(ourIterations, ours))
        if let theirs, let theirIterations {
            theirSamples.append(sample(theirIterations, theirs))
        }
    }
    return (median(ourSamples), theirs == nil ? nil : median(theirSamples))
}

/// The number of allocations per iteration of `body`, after a warm-up.
func allocationsPerIteration(_ iterations: Int, _ body: (Int) -> Void) -> Double {
    body(1_000)
    malloc_counter_start()
    body(iterations)
    return Double(malloc_counter_stop()) / Double(iterations)
}
