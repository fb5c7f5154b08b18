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
    /// module-qualified type under RxSwift's module names, as RxSwift prints it:
    /// "Object `RxSwift.PublishSubject<Swift.Int>` was already disposed." (RxSwift's replay subjects
    /// are private subclasses, whose printed names differ; ours is one class.)
    public var debugDescription: String {
        switch self {
        case .unknown:
            "Unknown error occurred."
        case .disposed(let object):
            "Object `\(Self.rxSwiftTypeName(of: object))` was already disposed."
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

extension RxError {
    /// Our modules stand in for RxSwift's (RxSubjects for RxSwift, RxRelays for RxRelay), so a type
    /// name printed for the reader says what RxSwift would say.
    static func rxSwiftTypeName(of object: AnyObject) -> String {
        let name = "\(object)"
        for (ours, theirs) in [("RxSubjects.", "RxSwift."), ("RxRelays.", "RxRelay.")] where name.hasPrefix(ours) {
            return theirs + name.dropFirst(ours.count)
        }
        return name
    }
}
