import Foundation

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
    /// module-qualified type: "Object `RxSubjects.PublishSubject<Swift.Int>` was already disposed."
    /// (RxSwift prints `RxSwift.` in place of `RxSubjects.`).
    public var debugDescription: String {
        switch self {
        case .unknown:
            "Unknown error occurred."
        case .disposed(let object):
            "Object `\(object)` was already disposed."
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
}

extension RxError: LocalizedError {
    /// A textual representation of `self`, suitable for show to users.
    public var errorDescription: String? {
        debugDescription
    }
}
