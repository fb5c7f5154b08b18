/// Stops a debug build with `message` and prints it, with its place, in a release build, as RxCocoa's helper does.
func rxFatalErrorInDebug(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    #if DEBUG
    fatalError(message(), file: file, line: line)
    #else
    print("\(file):\(line): \(message())")
    #endif
}

/// What RxCocoa does with an error bound into a control: stop a debug build, print it in release.
func bindingError(_ error: Swift.Error) {
    let message = "Binding error: \(error)"
    #if DEBUG
    fatalError(message)
    #else
    print(message)
    #endif
}
