/// The module bookgen generates for an environment whose examples start with another helper than
/// `example(of:)` (book.toml's `example`): the helper, which prints its header and hands the body to
/// the support module's `runExample(header:action:)`, so it drains the main queue as `example(of:)`
/// does. It is built beside the environment's other modules, and snippets import it instead of the
/// support module.
enum ExampleHelperSource {
    static let moduleName = "BookgenExample"

    /// The module's one file.
    ///
    /// - Parameter support: The book's support module, which provides `runExample(header:action:)`.
    static func text(_ helper: ExampleHelper, support: String) -> String {
        // The header as a concatenation, each `%s` the example's name: no interpolation to escape.
        let pieces = helper.header.split(separator: "%s", omittingEmptySubsequences: false).map { SourceGenerator.stringLiteral(String($0)) }
        let header = pieces.joined(separator: " + description + ")
        return """
        import \(support)

        /// Runs one of the book's examples: prints its header, runs its body, then the work it left on the main queue.
        public func \(helper.function)(\(helper.label ?? "_") description: String, action: () -> Void) {
            \(support).runExample(header: \(header), action: action)
        }

        """
    }
}
