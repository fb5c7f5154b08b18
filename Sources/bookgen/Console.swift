import BookCore
import Foundation

/// Where the command prints: results on stdout, problems with the run on stderr.
enum Console {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    }

    static func warning(_ message: String) {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }

    /// Prints a setup error and returns the exit status it calls for.
    static func fail(_ error: SetupError) -> ExitStatus {
        self.error(error.message)
        return ExitStatus(error.kind)
    }
}
