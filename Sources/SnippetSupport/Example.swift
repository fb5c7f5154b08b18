/// Runs one of the book's examples under a header naming it.
///
/// The header is part of what the example prints, so every expected-output block in the
/// book starts with it, and a reader who pastes the example sees the same first line.
/// - Parameters:
///   - description: The example's name, unique within its chapter.
///   - action: The example's body.
public func example(of description: String, action: () -> Void) {
    print(exampleHeader(for: description))
    action()
}

/// The line `example(of:)` prints before running an example.
public func exampleHeader(for description: String) -> String {
    "--- Example of: \(description) ---"
}
