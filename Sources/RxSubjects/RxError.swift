/// Generic Rx error codes, with RxSwift's cases and descriptions.
///
/// `@unchecked Sendable` because `Swift.Error` requires `Sendable`: the object that `disposed`
/// carries is only ever used for its description, never mutated through the error.
public enum RxError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    /// Unknown error occurred.
    case unknown
    /// Performing an action on disposed object.
    case disposed(object: AnyObject)
    /// Arithmetic overflow error.
    case overflow
    /// Argument out of range error.
    case argumentOutOfRange
    /// Sequence doesn't contain any elements.
    case noElements
    /// Sequence contains more than one element.
    case moreThanOneElement
    /// Timeout error.
    case timeout
}

extension RxError {
    /// A textual representation of `self`, suitable for debugging.
    ///
    /// The disposed object is interpolated as RxSwift interpolates it, so a subject prints as its
    /// type's runtime name under RxSwift's module names, as RxSwift prints it:
    /// "Object `RxSwift.PublishSubject<Swift.Int>` was already disposed.", and for a replay subject
    /// its private class, "Object `RxSwift.(unknown context at $55d0c5e8a2c0).ReplayMany<Swift.String>`
    /// was already disposed." (the address is where the class's context lives, and changes per run).
    public var debugDescription: String {
        switch self {
        case .unknown:
            "Unknown error occurred."
        case .disposed(let object):
            "Object `\(RxSwiftNames.rewrite("\(object)"))` was already disposed."
        case .overflow:
            "Arithmetic overflow occurred."
        case .argumentOutOfRange:
            "Argument out of range."
        case .noElements:
            "Sequence doesn't contain any elements."
        case .moreThanOneElement:
            "Sequence contains more than one element."
        case .timeout:
            "Sequence timeout."
        }
    }

    /// The error domain Foundation shows, as in "(RxSwift.RxError error 0.)": RxSwift's module name.
    ///
    /// The standard library's default is the qualified type name, which would say `RxSubjects`.
    public var _domain: String {
        "RxSwift.RxError"
    }
}
