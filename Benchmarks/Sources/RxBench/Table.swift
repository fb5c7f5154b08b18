import Foundation

/// Prints the rows as a table: the two columns, and how many times faster RxSubjects is.
func printTable(_ rows: [Row]) {
    func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? text + padding : padding + text
    }
    func figure(_ value: Double, _ unit: String) -> String {
        unit == "ns" ? String(format: value < 100 ? "%.1f ns" : "%.0f ns", value) : String(format: "%.1f", value)
    }
    let nameWidth = rows.map(\.name.count).max() ?? 10
    print(pad("benchmark", nameWidth, left: true), pad("RxSubjects", 11), pad("RxSwift", 11), pad("ratio", 12))
    print(String(repeating: "-", count: nameWidth + 37))
    for row in rows {
        let theirs = row.theirs.map { figure($0, row.unit) } ?? "-"
        var ratio = "-"
        if let target = row.target, let their = row.theirs {
            let times = their / row.ours
            ratio = String(format: "%.1fx", times) + (times < target ? " (<\(Int(target))x)" : "")
        }
        print(pad(row.name, nameWidth, left: true), pad(figure(row.ours, row.unit), 11), pad(theirs, 11), pad(ratio, 12))
    }
}
