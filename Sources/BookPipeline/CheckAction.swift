import BookCore
import BookHTML

/// `bookgen check`: compiles and runs every example and judges it against its output blocks,
/// checks its links, anchors and images as the site does, then, with `--update`, rewrites the
/// output blocks that differ.
package struct CheckAction: Sendable {
    package var options: CheckOptions

    package init(options: CheckOptions) {
        self.options = options
    }

    /// Checks the book in `folder`.
    ///
    /// - Throws: `SetupError` when there is no book there, an environment cannot be built, or a
    ///   chapter cannot be rewritten.
    package func run(bookFolder folder: String, toolchain: Toolchain) throws(SetupError) -> CheckedBook {
        var book = try Checker(options: options, toolchain: toolchain).check(folder: folder)
        // A filter that matches nothing checks nothing: a typo must not read as a pass.
        if let filter = options.filter, !book.verdicts.contains(where: { $0.status != .skipped }) {
            throw SetupError(.usage, "--filter '\(filter)' matches no example or compile-fail check of the book")
        }
        // What `build` would refuse to publish, `check` reports: a book that passes its check builds.
        book.diagnostics += LinkCheck.diagnostics(of: book)
        if options.update { try UpdatePass.run(&book) }
        return book
    }
}
