import Foundation

/// The files of the book `bookgen init` writes: book.toml, SUMMARY.md, a first chapter whose example
/// passes, .gitignore, and a GitHub Actions workflow that checks the book on every push.
///
/// They are the files of `Template/`, embedded into the binary when it is built (`.embedInCode` in
/// Package.swift). Only book.toml is filled in, at `{{title}}` and `{{authors}}`. Where the workflow
/// gets bookgen from is its `BOOKGEN_REPOSITORY`: change it in `Template/book.yml` once bookgen has
/// a public home.
struct BookTemplate {
    var title: String
    var authors: [String]

    /// Each file's path in the book folder and its text, in the order they are written.
    var files: [(String, String)] {
        [
            ("book.toml", manifest),
            ("SUMMARY.md", Self.text(PackageResources.SUMMARY_md)),
            ("01-getting-started.md", Self.text(PackageResources.getting_started_md)),
            (".gitignore", Self.text(PackageResources.gitignore)),
            (".github/workflows/book.yml", Self.text(PackageResources.book_yml)),
        ]
    }

    /// book.toml, with the title and authors as TOML strings.
    var manifest: String {
        Self.fill(Self.text(PackageResources.book_toml), [
            "title": Self.tomlString(title),
            "authors": authors.map(Self.tomlString).joined(separator: ", "),
        ])
    }

    /// "my-first_book" gives "My first book".
    static func title(forFolder folder: String) -> String {
        let name = URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent
        let words = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        guard let first = words.first else { return "My book" }
        return first.uppercased() + words.dropFirst()
    }

    /// A TOML basic string; a control character (which no title needs) becomes a space.
    static func tomlString(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let isControl: (Character) -> Bool = { $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false }
        return "\"" + String(escaped.map { isControl($0) ? " " : $0 }) + "\""
    }

    /// `template` with each `{{name}}` that `values` names replaced by its value, in one pass, so
    /// that a value holding a placeholder (a book titled "{{authors}}") is written as it is.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.range(of: "{{") {
            result += rest[..<open.lowerBound]
            let inside = rest[open.upperBound...]
            if let close = inside.range(of: "}}"), let value = values[String(inside[..<close.lowerBound])] {
                result += value
                rest = inside[close.upperBound...]
            } else {
                result += "{{"
                rest = inside
            }
        }
        return result + rest
    }

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
