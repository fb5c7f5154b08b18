/// The function that starts an example, as book.toml's `example` sets it for an environment:
/// `example(of: "Name") { ... }` printing `--- Example of: Name ---` by default, or RxSwift's
/// playground form `example("Name") { ... }` printing a blank line and `--- Name example ---`.
package struct ExampleHelper: Hashable, Sendable {
    /// The function's name.
    package var function: String
    /// The argument label of the example's name; nil when the argument is unlabelled.
    package var label: String?
    /// What the function prints before the example's body; each `%s` stands for the example's name.
    package var header: String

    package init(function: String, label: String?, header: String) {
        self.function = function
        self.label = label
        self.header = header
    }

    /// `example(of:)` from the book's support module.
    package static let standard = ExampleHelper(function: "example", label: "of", header: "--- Example of: %s ---")

    /// How a reader writes the call: `example(of:)` or `example(_:)`.
    package var callForm: String {
        "\(function)(\(label ?? "_"):)"
    }

    /// The header it prints for the example `name`.
    package func header(for name: String) -> String {
        header.replacing("%s", with: name)
    }

    /// Whether `text` can name a Swift function or argument label: an identifier that is no keyword.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        let keywords: Set<String> = ["_", "func", "let", "var", "if", "else", "for", "while", "return", "class", "struct",
                                     "enum", "protocol", "import", "in", "do", "try", "throw", "switch", "case", "default",
                                     "true", "false", "nil", "self", "Self", "super", "init", "deinit", "subscript"]
        return !keywords.contains(text)
            && text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }
}
