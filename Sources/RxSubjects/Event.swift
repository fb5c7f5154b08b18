/// A sequence event: an element, or the terminal error or completion.
///
/// Printing an event gives RxSwift's forms: `next(1)`, `error(anError)`, `completed`.
@frozen public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence terminated with an error.
    case error(Swift.Error)
    /// The sequence terminated successfully.
    case completed
}

extension Event: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch self {
        case .next(let value): "next(\(value))"
        case .error(let error): "error(\(error))"
        case .completed: "completed"
        }
    }
}

extension Event {
    /// Whether this is `completed` or `error`, after which a sequence sends nothing more.
    public var isStopEvent: Bool {
        switch self {
        case .next: false
        case .error, .completed: true
        }
    }

    /// The element of a `next` event, `nil` otherwise.
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event, `nil` otherwise.
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this is `completed`.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `next` event; an error thrown by `transform` becomes an `error` event.
    ///
    /// - Parameter transform: The function applied to the element.
    /// - Returns: The event carrying the transformed element, or the same terminal event.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element): return .next(try transform(element))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
    }
}

/// A type that can be read as an `Event` (an `Event` itself, or an `InfallibleEvent`).
public protocol EventConvertible {
    /// The type of the event's element.
    associatedtype Element

    /// The value as an `Event`.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// `self`.
    public var event: Event<Element> {
        self
    }
}
