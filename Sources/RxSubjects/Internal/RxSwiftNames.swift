/// Our modules stand in for RxSwift's: RxSubjects for RxSwift, RxRelays for RxRelay, RxCocoaTraits
/// for RxCocoa.
///
/// A type's runtime name carries the module it was compiled in, so where RxSwift prints a type name
/// for the reader (the object of `RxError.disposed`), we print ours under RxSwift's module names.
enum RxSwiftNames {
    private static let renames: [(ours: Substring, theirs: String)] = [
        ("RxSubjects.", "RxSwift."),
        ("RxRelays.", "RxRelay."),
        ("RxCocoaTraits.", "RxCocoa."),
    ]

    /// Renames every module qualifier of ours in `typeName`, generic arguments included:
    /// `RxSubjects.(unknown context at $1).ReplayMany<RxSubjects.Event<Swift.Int>>` becomes
    /// `RxSwift.(unknown context at $1).ReplayMany<RxSwift.Event<Swift.Int>>`.
    ///
    /// A qualifier counts only where a name starts (not after a letter, digit, `_` or `.`), so a
    /// reader's module that merely ends in "RxSubjects" keeps its name.
    static func rewrite(_ typeName: String) -> String {
        guard typeName.contains("Rx") else { return typeName }
        var result = ""
        var rest = Substring(typeName)
        var previous: Character?
        while let first = rest.first {
            let startsName = previous.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? true
            if startsName, let rename = renames.first(where: { rest.hasPrefix($0.ours) }) {
                result += rename.theirs
                rest = rest.dropFirst(rename.ours.count)
                previous = "."
                continue
            }
            result.append(first)
            previous = first
            rest = rest.dropFirst()
        }
        return result
    }
}
