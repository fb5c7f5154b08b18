// The same helpers as RxSubjectsTests/Warnings.swift: test targets cannot share code that needs
// `@testable import` (RxTestSupport is built outside tests too, where that import fails).
@testable import RxSubjects

/// Runs `body` and returns what it returned with the debug-build warnings it raised (RxSwift's
/// "Reentrancy anomaly" and "Synchronization anomaly"), collected instead of printed.
///
/// In a release build the library checks nothing, so the list is always empty there.
func collectingWarnings<Result>(_ body: () throws -> Result) rethrows -> (result: Result, warnings: [String]) {
    #if DEBUG
    let capture = WarningCapture()
    let result = try SynchronizationTracker.$capture.withValue(capture) { try body() }
    return (result, capture.messages)
    #else
    return (try body(), [])
    #endif
}

/// The first line of each warning, for comparing sequences of warnings.
func warningTitles(_ warnings: [String]) -> [String] {
    warnings.map { String($0.prefix { $0 != "\n" }) }
}

/// Whether the library was built with its debug-only checks (RxSwift's `DEBUG`).
var libraryChecksInDebug: Bool {
    #if DEBUG
    true
    #else
    false
    #endif
}
