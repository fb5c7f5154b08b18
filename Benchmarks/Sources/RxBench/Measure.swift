import Foundation

/// Times `body(iterations)` over `runs` runs after one warm-up run and returns the median in
/// nanoseconds per iteration.
func medianNanoseconds(runs: Int, iterations: Int, _ body: (Int) -> Void) -> Double {
    body(iterations)
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body(iterations)
        let end = DispatchTime.now().uptimeNanoseconds
        samples.append(Double(end - start) / Double(iterations))
    }
    samples.sort()
    return samples.count % 2 == 1
        ? samples[samples.count / 2]
        : (samples[samples.count / 2 - 1] + samples[samples.count / 2]) / 2
}

/// Somewhere for observers to put what they receive, so the optimizer cannot drop the work.
final class Sink: @unchecked Sendable {
    // @unchecked Sendable and exclusivity(unchecked): the benchmark runs on one thread, and the
    // harness should not add a runtime exclusivity check to every delivery it measures.
    @exclusivity(unchecked) var sum = 0
}

/// One line of the report.
struct Row {
    let name: String
    let nanoseconds: Double
    /// RxSwift 6.10.2's figure for the same operation on this kind of machine, if there is one.
    let reference: Double?
    let note: String

    var ratio: Double? {
        reference.map { $0 / nanoseconds }
    }
}

func printTable(_ rows: [Row]) {
    func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? text + padding : padding + text
    }
    let nameWidth = rows.map(\.name.count).max() ?? 10
    print(pad("benchmark", nameWidth, left: true), pad("ns/op", 9), pad("RxSwift", 9), pad("speed-up", 9), " note")
    print(String(repeating: "-", count: nameWidth + 50))
    for row in rows {
        let reference = row.reference.map { String(format: "%.0f", $0) } ?? "-"
        let ratio = row.ratio.map { String(format: "%.1fx%@", $0, $0 >= 3 ? "" : " (<3x)") } ?? "-"
        print(
            pad(row.name, nameWidth, left: true),
            pad(String(format: "%.1f", row.nanoseconds), 9),
            pad(reference, 9),
            pad(ratio, 9),
            " " + row.note
        )
    }
}
