/// A finding about the book, returned as a value; only the command-line tool prints it.
public struct Diagnostic: Error, Hashable, Sendable, Codable {
    public enum Severity: String, Hashable, Sendable, Codable {
        case error, warning, note
    }

    /// The file as the user named it, relative to the working directory when possible.
    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    /// A stable identifier, e.g. `output-mismatch`, that scripts and tests can rely on.
    public var id: String
    public var message: String
    /// Extra lines printed under the message: an excerpt, a diff, the compiler's own words.
    public var notes: [String]

    public init(
        file: String, line: Int, column: Int = 1, severity: Severity = .error,
        id: String, message: String, notes: [String] = []
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.id = id
        self.message = message
        self.notes = notes
    }

    public init(_ message: DiagnosticMessage, at location: FileLocation, notes: [String] = []) {
        self.init(
            file: location.file, line: location.line, column: location.column,
            severity: message.severity, id: message.id, message: message.text, notes: notes
        )
    }

    /// The compiler-style first line: `Chapters/02-publish.md:41:1: error: ... [id]`.
    public var headline: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(id)]"
    }
}

/// A file name with a 1-based line and byte column.
public struct FileLocation: Hashable, Sendable, Codable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// A message declared once, next to the code that raises it.
public struct DiagnosticMessage: Sendable {
    public var id: String
    public var severity: Diagnostic.Severity
    public var text: String

    public init(id: String, severity: Diagnostic.Severity = .error, _ text: String) {
        self.id = id
        self.severity = severity
        self.text = text
    }
}
