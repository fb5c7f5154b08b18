import Foundation

/// Where renderers put their files: the one channel out of every renderer. The build hands them
/// a staging folder; `serve` and tests, memory.
public protocol OutputConsumer: Sendable {
    /// Takes finished files, from any thread.
    func consume(_ files: [OutputFile])
}

/// Keeps every file handed over, in memory.
///
/// `@unchecked Sendable`: `lock` guards `collected`.
public final class MemoryOutput: OutputConsumer, @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [OutputFile] = []

    public init() {}

    public func consume(_ files: [OutputFile]) {
        lock.withLock { collected += files }
    }

    /// Every file so far, sorted by path.
    public var files: [OutputFile] {
        lock.withLock { collected }.sorted { $0.path < $1.path }
    }
}
