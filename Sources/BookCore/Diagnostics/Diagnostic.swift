/// A finding about the book, returned as a value; only the command-line tool prints it.
public struct Diagnostic: Error, Hashable, Sendable, Codable {
    package enum Severity: String, Hashable, Sendable, Codable {
        case error, warning, note
    }

    /// A note attached to a diagnostic, as compilers print them: `file:line:column: note: message`
    /// when it points somewhere, `note: message` otherwise, with its own excerpt under it.
    package struct Note: Hashable, Sendable, Codable {
        package var location: FileLocation?
        /// `note` for a note proper; `error` when the note quotes another tool's error.
        package var severity: Severity
        package var message: String
        package var excerpt: [String]

        package init(_ message: String, at location: FileLocation? = nil, severity: Severity = .note, excerpt: [String] = []) {
            self.location = location
            self.severity = severity
            self.message = message
            self.excerpt = excerpt
        }

        /// The note's first line as printed.
        package var headline: String {
            let prefix = location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
            return prefix + "\(severity.rawValue): \(message)"
        }
    }

    /// The file as the user named it, relative to the working directory when possible.
    package var file: String
    package var line: Int
    package var column: Int
    package var severity: Severity
    /// A stable identifier, e.g. `output-mismatch`, that scripts and tests can rely on.
    package var id: String
    package var message: String
    /// Lines shown verbatim under the message: a source excerpt, a diff, a program's last words.
    package var excerpt: [String]
    /// Further findings tied to this one, each with its own location.
    package var notes: [Note]

    package init(
        file: String, line: Int, column: Int = 1, severity: Severity = .error,
        id: String, message: String, excerpt: [String] = [], notes: [Note] = []
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.id = id
        self.message = message
        self.excerpt = excerpt
        self.notes = notes
    }

    package init(_ message: DiagnosticMessage, at location: FileLocation, excerpt: [String] = [], notes: [Note] = []) {
        self.init(
            file: location.file, line: location.line, column: location.column,
            severity: message.severity, id: message.id, message: message.text, excerpt: excerpt, notes: notes
        )
    }

    package var location: FileLocation { FileLocation(file: file, line: line, column: column) }

    /// The compiler-style first line: `Chapters/02-publish.md:41:1: error: ... [id]`.
    package var headline: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(id)]"
    }

    /// Every line as a compiler prints it: the headline, the excerpt, then each note and its
    /// excerpt. Control characters (from a link's text, a file name, what an example printed) are
    /// shown as symbols (`␛`), so none reaches the terminal as a command.
    package var printedLines: [String] {
        var lines = [headline] + excerpt
        for note in notes { lines += [note.headline] + note.excerpt }
        return lines.map(OutputCharacters.visible)
    }
}

/// A file name with a 1-based line and byte column.
package struct FileLocation: Hashable, Sendable, Codable {
    package var file: String
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// A message declared once, next to the code that raises it.
package struct DiagnosticMessage: Sendable {
    package var id: String
    package var severity: Diagnostic.Severity
    package var text: String

    package init(id: String, severity: Diagnostic.Severity = .error, _ text: String) {
        self.id = id
        self.severity = severity
        self.text = text
    }
}
