/// Finds where a key of a TOML file is written, so that a problem TOMLKit's tree reveals (an unknown
/// key, a value of the wrong type) can be reported at its line and column. TOMLKit parses; this only
/// scans lines for table headers and `key =` at their start, which is where book.toml's keys stand.
package struct TOMLKeyLocator {
    private struct Entry {
        var path: [String]
        var line: Int
        var column: Int
    }

    private var entries: [Entry] = []
    private let lines: [Substring]

    package init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var table: [String] = []
        for (index, rawLine) in lines.enumerated() {
            let indent = rawLine.prefix { $0 == " " || $0 == "\t" }.count
            let line = rawLine.dropFirst(indent)
            if line.hasPrefix("[") {
                let inner = line.dropFirst(line.hasPrefix("[[") ? 2 : 1)
                guard let (keys, _) = Self.keyPath(inner) else { continue }
                table = keys
                entries.append(Entry(path: keys, line: index + 1, column: indent + 1))
            } else if let (keys, rest) = Self.keyPath(line), rest.first == "=" {
                let path = table + keys
                entries.append(Entry(path: path, line: index + 1, column: indent + 1))
                // Keys of an inline table on the same line: `aliases = { RxSwift = "RxSubjects" }`.
                let value = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
                if value.hasPrefix("{") { addInlineKeys(value.dropFirst(), under: path, line: index + 1) }
            }
        }
    }

    /// The line and column of the key (or table) at `path`, or of the nearest enclosing table.
    package func location(of path: [String], file: String) -> FileLocation {
        var prefix = path
        while !prefix.isEmpty {
            if let entry = entries.first(where: { $0.path == prefix }) {
                return FileLocation(file: file, line: entry.line, column: entry.column)
            }
            prefix.removeLast()
        }
        return FileLocation(file: file, line: 1)
    }

    /// Where the string `value` is written in the value of the key at `path` (an array's element).
    func location(ofValue value: String, in path: [String], file: String) -> FileLocation {
        let key = location(of: path, file: file)
        // An array may run over several lines; look from the key's line to the closing bracket.
        for lineNumber in key.line...max(key.line, lines.count) {
            let line = lines[lineNumber - 1]
            for quote in ["\"", "'"] {
                if let range = line.range(of: quote + value + quote) {
                    return FileLocation(file: file, line: lineNumber, column: line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)
                }
            }
            if line.contains("]") && lineNumber > key.line { break }
        }
        return key
    }

    private mutating func addInlineKeys(_ text: Substring, under path: [String], line: Int) {
        var rest = text
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "," }
            guard let (keys, after) = Self.keyPath(rest), after.first == "=" else { return }
            let column = lines[line - 1].utf8.distance(from: lines[line - 1].startIndex, to: rest.startIndex) + 1
            entries.append(Entry(path: path + keys, line: line, column: column))
            // Skip the value: up to the next comma outside quotes.
            var inQuote: Character?
            var index = after.dropFirst().startIndex
            while index < after.endIndex {
                let character = after[index]
                if let quote = inQuote {
                    if character == quote { inQuote = nil }
                } else if character == "\"" || character == "'" {
                    inQuote = character
                } else if character == "," || character == "}" {
                    break
                }
                index = after.index(after: index)
            }
            guard index < after.endIndex, after[index] == "," else { return }
            rest = after[after.index(after: index)...]
        }
    }

    /// Reads a dotted key (`a.b."c d"`) at the start of `text`.
    ///
    /// - Returns: The key's parts and the text after it, blanks skipped; nil when no key starts there.
    static func keyPath(_ text: Substring) -> ([String], Substring)? {
        var parts: [String] = []
        var rest = text
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            if let quote = rest.first, quote == "\"" || quote == "'" {
                let body = rest.dropFirst()
                guard let end = body.firstIndex(of: quote) else { return nil }
                parts.append(String(body[..<end]))
                rest = body[body.index(after: end)...]
            } else {
                let bare = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
                guard !bare.isEmpty else { return nil }
                parts.append(String(bare))
                rest = rest.dropFirst(bare.count)
            }
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard rest.first == "." else { return (parts, rest) }
            rest = rest.dropFirst()
        }
    }
}
