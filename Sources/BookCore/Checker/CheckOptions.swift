import Foundation

/// How `bookgen check` runs.
public struct CheckOptions: Sendable {
    /// Only examples whose name (or `chapter#name`) contains this text.
    package var filter: String?
    /// Only these environments (`--environment`); nil checks every environment book.toml uses.
    package var environments: [String]?
    /// How many compilers and example processes run at once.
    package var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// Seconds one example may run before it is stopped: finite, more than 0, at most a day.
    package var timeout: Double = 10
    /// Bytes one example may print before it is stopped.
    package var outputLimit = 1 << 20
    public var useCache = true
    /// Compile and run nothing: each example keeps the cached result of its current code, if the
    /// cache has one, and is not checked otherwise (`build --from-cache`).
    package var cachedResultsOnly = false
    /// Rewrite the expected-output blocks that differ from what the code printed (`UpdatePass`,
    /// which `check` runs after the check).
    package var update = false
    /// Compile and run each chapter's download and compare it with the examples (`download-differs`).
    /// `serve` leaves it to `check` and `build`: it would add a compile to every reload.
    package var provesDownloads = true
    /// Where environments and results are kept; by default the user's cache folder (`CacheLayout.defaultFolder`).
    package var cacheFolder: String?
    /// The package whose modules environments build and whose files `include=` shows; by default
    /// the nearest folder at or above the book holding a Package.swift, if any.
    public var packageRoot: String?

    public init() {}

    /// The longest `timeout` accepted: a day.
    package static let maximumTimeout: Double = 86_400

    /// Why `timeout` cannot be used, or nil when it can.
    package static func problem(withTimeout timeout: Double) -> String? {
        guard timeout.isFinite, timeout > 0, timeout <= maximumTimeout else {
            return "--timeout must be a number of seconds more than 0 and at most \(Int(maximumTimeout)) (a day), not \(timeout)"
        }
        return nil
    }
}
