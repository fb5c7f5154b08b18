/// Runs one of the book's examples under a header naming it, then runs the work it left on the main queue.
///
/// The header is part of what the example prints, so every expected-output block in the
/// book starts with it, and a reader who pastes the example sees the same first line.
/// Work the example queued on the main queue (a `Driver`'s later elements, `observe(on:
/// MainScheduler.instance)` from another thread) runs before the example ends, as it would in an
/// app's run loop, so its output belongs to the example that caused it.
/// - Parameters:
///   - description: The example's name, unique within its chapter.
///   - action: The example's body.
public func example(of description: String, action: () -> Void) {
    runExample(header: exampleHeader(for: description), action: action)
}

/// The line `example(of:)` prints before running an example.
public func exampleHeader(for description: String) -> String {
    "--- Example of: \(description) ---"
}

/// What `example(of:)` does, under another header: prints `header`, runs `action`, then the work
/// it left on the main queue. A book whose environment starts examples with another helper (such
/// as RxSwift's playground `example("Name")`) gets one from bookgen that calls this, so every
/// helper ends its examples alike.
/// - Parameters:
///   - header: The whole header, printed as one `print`.
///   - action: The example's body.
public func runExample(header: String, action: () -> Void) {
    print(header)
    action()
    MainQueue.drain()
}
