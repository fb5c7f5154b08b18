/// Stops a debug build with `message` and prints it in a release build, as RxSwift's helper does.
///
/// Used where RxSwift reports programmer errors, such as binding a sequence that fails.
func rxFatalErrorInDebug(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    #if DEBUG
    fatalError(message(), file: file, line: line)
    #else
    print("\(file):\(line): \(message())")
    #endif
}

/// Marks a method that a subclass must override.
func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method", file: file, line: line)
}
