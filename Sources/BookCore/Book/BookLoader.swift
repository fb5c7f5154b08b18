import BookMarkdown
import Foundation

/// Reads a book folder: the table of contents, the chapters' bytes, and their Markdown trees.
public enum BookLoader {
    static let tableOfContents = "SUMMARY.md"
    /// Markdown files in a book folder that are never chapters.
    static let nonChapterFiles: Set<String> = [tableOfContents, "README.md"]

    static let notAFolder = DiagnosticMessage(id: "no-such-book", "no book folder here; pass the folder holding the chapters, e.g. `bookgen check Chapters`")
    static let emptyBook = DiagnosticMessage(id: "empty-book", "the book has no chapters; add a Markdown file such as 01-introduction.md")
    static let notUTF8 = DiagnosticMessage(id: "not-utf8", "file is not valid UTF-8; save it as UTF-8")
    static let unreadable = DiagnosticMessage(id: "unreadable-file", "cannot read this file")

    /// Loads the book in `folder`.
    ///
    /// - Returns: The book (possibly with fewer chapters than listed) and every problem found.
    public static func load(folder: String) -> (book: Book?, diagnostics: [Diagnostic]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            return (nil, [Diagnostic(notAFolder, at: FileLocation(file: folder, line: 1))])
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".md") }
            .sorted()
        var (manifest, diagnostics) = BookManifest.load(bookFolder: folder)
        let entries: [TableOfContents.Entry]
        var title = URL(fileURLWithPath: folder).lastPathComponent
        if names.contains(tableOfContents) {
            let summaryPath = join(folder, tableOfContents)
            guard let lines = readSource(summaryPath, into: &diagnostics) else { return (nil, diagnostics) }
            let toc = TableOfContents.parse(MarkdownParser.parse(String(decoding: lines.bytes, as: UTF8.self)), path: summaryPath)
            diagnostics += toc.diagnostics
            title = toc.title ?? title
            entries = toc.entries
            let listed = Set(entries.map(\.fileName))
            for name in names where !nonChapterFiles.contains(name) && !listed.contains(name) {
                diagnostics.append(Diagnostic(TableOfContents.unlisted, at: FileLocation(file: join(folder, name), line: 1)))
            }
            for entry in entries where !names.contains(entry.fileName) {
                diagnostics.append(Diagnostic(TableOfContents.missingChapter, at: entry.location))
            }
        } else {
            entries = names.filter { !nonChapterFiles.contains($0) }.map {
                TableOfContents.Entry(fileName: $0, title: nil, part: nil, location: FileLocation(file: join(folder, $0), line: 1))
            }
        }

        var chapters: [Chapter] = []
        for entry in entries where names.contains(entry.fileName) {
            let path = join(folder, entry.fileName)
            guard let lines = readSource(path, into: &diagnostics) else { continue }
            let document = MarkdownParser.parse(String(decoding: lines.bytes, as: UTF8.self))
            let chapterTitle = entry.title ?? document.firstHeadingText ?? entry.fileName
            chapters.append(Chapter(path: path, fileName: entry.fileName, title: chapterTitle, part: entry.part, lines: lines, document: document))
        }
        if entries.isEmpty {
            diagnostics.append(Diagnostic(emptyBook, at: FileLocation(file: folder, line: 1)))
        }
        diagnostics += manifest.diagnostics(chapterFileNames: Set(entries.map(\.fileName)))
        if let manifestTitle = manifest.title { title = manifestTitle }
        manifest.title = title
        return (Book(title: title, folder: folder, chapters: chapters, manifest: manifest), diagnostics)
    }

    /// Reads a file's bytes, refusing files that are not UTF-8.
    static func readSource(_ path: String, into diagnostics: inout [Diagnostic]) -> SourceLines? {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.append(Diagnostic(unreadable, at: FileLocation(file: path, line: 1)))
            return nil
        }
        let bytes = [UInt8](data)
        // The standard library's validation is fast even in a debug build; only a file that fails
        // it is walked again to find where.
        if String(validating: bytes, as: UTF8.self) == nil, let bad = firstInvalidUTF8Location(in: bytes) {
            diagnostics.append(Diagnostic(notUTF8, at: FileLocation(file: path, line: bad.line, column: bad.column)))
            return nil
        }
        return SourceLines(bytes)
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}

extension MarkdownNode {
    /// The text of the document's first heading, if any.
    var firstHeadingText: String? {
        for child in children {
            if case .heading = child.kind { return child.plainText }
        }
        return nil
    }
}
