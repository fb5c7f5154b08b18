import ArgumentParser
import BookCore

/// Every exit status bookgen uses, in one place; README.md lists them all.
enum ExitStatus: Int32 {
    /// Everything passed, or the book was published.
    case success = 0
    /// Some example or the book itself failed its checks; nothing was published.
    case failure = 1
    /// The command line is wrong (sysexits' EX_USAGE).
    case usage = 64
    /// The book folder does not exist (EX_NOINPUT).
    case noInput = 66
    /// The machine lacks something: a compiler, a library's sources, a package that builds (EX_UNAVAILABLE).
    case unavailable = 69
    /// bookgen may not write where it was asked to (EX_CANTCREAT).
    case cannotCreate = 73
    /// Reading or writing a file failed (EX_IOERR).
    case ioError = 74

    init(_ kind: SetupError.Kind) {
        switch kind {
        case .usage: self = .usage
        case .noInput: self = .noInput
        case .unavailable: self = .unavailable
        case .cannotCreate: self = .cannotCreate
        case .ioError: self = .ioError
        }
    }

    var exitCode: ExitCode { ExitCode(rawValue) }
}
