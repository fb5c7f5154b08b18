import Foundation
import RxSubjects

/// Events compare equal as RxTest compares them: `next` events by their elements, `completed`
/// always, and `error` events by their errors' descriptions (on Apple's platforms, also by their
/// `NSError` domain and code).
///
/// Not `@retroactive`: SwiftPM builds this module in RxSubjects' package, where the attribute is an
/// error; a build of the modules on their own (bookgen's) warns instead.
extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)):
            left == right
        case (.completed, .completed):
            true
        case (.error(let left), .error(let right)):
            sameError(left, right)
        default:
            false
        }
    }
}

/// Whether two errors count as the same for comparing events.
func sameError(_ left: Swift.Error, _ right: Swift.Error) -> Bool {
    #if canImport(Darwin)
    let leftObject = left as NSError
    let rightObject = right as NSError
    guard leftObject.domain == rightObject.domain, leftObject.code == rightObject.code else {
        return false
    }
    #endif
    return "\(left)" == "\(right)"
}
