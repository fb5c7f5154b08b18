/// A problem with the machine, the command line or the files around the book, rather than with the
/// book's examples: one message that says what to do. The command-line tool picks the exit status
/// from `kind`.
public struct SetupError: Error, Sendable, CustomStringConvertible {
    package enum Kind: Sendable, Equatable {
        /// The command line asks for something that cannot be (an unknown environment).
        case usage
        /// The book folder, or a file it needs, does not exist.
        case noInput
        /// The machine lacks something: a compiler, a library's sources, a package that builds.
        case unavailable
        /// bookgen may not write where it was asked to (a folder it did not create).
        case cannotCreate
        /// Reading or writing a file failed.
        case ioError
    }

    package var kind: Kind
    package var message: String
    /// Set when the book can fix the problem (a package book.toml names that SwiftPM cannot
    /// resolve): a check reports it at its file, line and column and goes on with the other environments.
    package var diagnostic: Diagnostic?

    package init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
