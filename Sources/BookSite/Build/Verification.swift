import BookCore

/// What the checks said about the book's examples, in the form the pages need.
public struct Verification: Sendable {
    /// The verdict on one example or compile-fail check.
    public enum Status: Sendable, Equatable {
        /// Compiled, ran and printed what the page says.
        case verified
        /// Checked and failed; the messages say why. Shown only by `build --skip-check`.
        case failed([String])
        /// Not checked in this build.
        case unchecked
    }

    /// The library version examples were checked against, shown in the badges; nil when unchecked.
    public var libraryKey: String?
    /// Keyed by `Example.id` and `CompileFailureCheck.id`.
    public var statuses: [String: Status]

    public init(libraryKey: String?, statuses: [String: Status]) {
        self.libraryKey = libraryKey
        self.statuses = statuses
    }

    /// Nothing was checked: every example is shown as unchecked.
    public static let unchecked = Verification(libraryKey: nil, statuses: [:])

    /// The verdicts of a check run.
    ///
    /// - Parameters:
    ///   - report: What the checker found.
    ///   - libraryVersion: What the badges name as the library's version; by default the report's
    ///     library key, which also covers the compiler (its path, size and date) and so differs
    ///     between machines. `bookgen build` passes a digest of the library's sources instead, so
    ///     the committed site is the same wherever it is rebuilt.
    public init(report: CheckReport, libraryVersion: String? = nil) {
        libraryKey = libraryVersion ?? report.libraryKey
        var statuses: [String: Status] = [:]
        for result in report.results {
            switch result.status {
            case .passed: statuses[result.id] = .verified
            case .failed: statuses[result.id] = .failed(result.diagnostics.map(\.message))
            case .skipped: statuses[result.id] = .unchecked
            }
        }
        self.statuses = statuses
    }

    public func status(of id: String) -> Status {
        statuses[id] ?? .unchecked
    }
}
