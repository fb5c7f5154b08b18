import BookCore

/// One file of the site, by its path inside the output folder.
public struct SiteFile: Sendable, Equatable {
    public var path: String
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }
}

/// A rendered site, not yet written anywhere, and what rendering found wrong with the book.
public struct SiteRender: Sendable {
    /// Sorted by path; the same book always gives the same files, byte for byte.
    public var files: [SiteFile]
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Results filled in from several threads, one slot each.
///
/// `@unchecked Sendable`: `lock` protects `slots`; every access goes through `set` or `values`.
final class Slots<Value>: @unchecked Sendable {
    private let lock = NSLockBox()
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { slots[index] = value }
    }

    var values: [Value] {
        lock.withLock { slots.map { $0! } }
    }
}
