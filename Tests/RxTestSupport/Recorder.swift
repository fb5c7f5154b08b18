import Foundation
import RxSubjects

/// An observer that records every event it receives, for comparing whole sequences in tests.
///
/// Thread safe, so the stress tests can record from many threads.
public final class Recorder<Element>: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `lock` protects `recorded`.
    private let lock = NSLock()
    private var recorded: [Event<Element>] = []

    public init() {}

    /// The events received so far, in order.
    public var events: [Event<Element>] {
        lock.withLock { recorded }
    }

    /// The elements of the `next` events received so far, in order.
    public var elements: [Element] {
        events.compactMap(\.element)
    }

    public func on(_ event: Event<Element>) {
        lock.withLock { recorded.append(event) }
    }
}

/// Events compare equal when their elements do, or when their errors have the same type and description.
extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)):
            left == right
        case (.error(let left), .error(let right)):
            sameError(left, right)
        case (.completed, .completed):
            true
        default:
            false
        }
    }
}

/// Whether two errors have the same dynamic type and print the same.
public func sameError(_ left: Swift.Error, _ right: Swift.Error) -> Bool {
    type(of: left) == type(of: right) && String(reflecting: left) == String(reflecting: right)
}

/// The error the tests send.
public enum TestError: Swift.Error, Equatable {
    case anError
    case another
}

/// An object whose lifetime the memory tests watch through a weak reference.
public final class Token: @unchecked Sendable {
    // @unchecked Sendable: no state.
    public init() {}
}

/// An ordered log that several observers append to, to check delivery order across observers.
public final class Log: @unchecked Sendable {
    // @unchecked Sendable: `lock` protects `entries`.
    private let lock = NSLock()
    private var entries: [String] = []

    public init() {}

    public var lines: [String] {
        lock.withLock { entries }
    }

    public func append(_ line: String) {
        lock.withLock { entries.append(line) }
    }
}
