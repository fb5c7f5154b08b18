extension StringProtocol {
    /// The text without the Unicode White_Space characters at either end, as Rust's `str::trim`
    /// (which mdBook uses on a directive's argument) trims them. Foundation's `.whitespaces` takes
    /// a zero-width space too, which is part of a file name.
    package func trimmingWhiteSpace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
