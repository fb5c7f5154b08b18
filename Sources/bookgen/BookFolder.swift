import Foundation

/// The book a command works on when none is named: the current folder when it holds a book
/// (book.toml or SUMMARY.md, as `bookgen init` writes them), else `Chapters`, this repository's layout.
enum BookFolder {
    static let help = "The book folder (default: the current folder if it holds book.toml or SUMMARY.md, else Chapters)."

    static func resolve(_ given: String?) -> String {
        if let given { return given }
        let here = FileManager.default.currentDirectoryPath
        let isBook = ["book.toml", "SUMMARY.md"].contains { FileManager.default.fileExists(atPath: here + "/" + $0) }
        return isBook ? "." : "Chapters"
    }
}
