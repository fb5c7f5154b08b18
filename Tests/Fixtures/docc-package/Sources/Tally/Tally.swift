/// Counts things by name.
public struct Tally {
    public private(set) var counts: [String: Int] = [:]

    public init() {}

    /// Adds one to `name`'s count.
    public mutating func add(_ name: String) {
        counts[name, default: 0] += 1
    }

    /// The names in order of their counts, largest first, ties by name.
    public var ranking: [String] {
        counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
    }
}
