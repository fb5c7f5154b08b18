import BookMarkdown
import Foundation

/// Reads a book folder: the table of contents, the chapters' bytes, and their Markdown trees.
package enum BookLoader {
    static let tableOfContents = "SUMMARY.md"
    /// Markdown files in a book folder that are never chapters.
    static let nonChapterFiles: Set<String> = [tableOfContents, "README.md"]
    /// An mdBook book's not-found page, in its `src` folder: the site's 404 page, not a chapter.
    package static let notFoundPage = "404.md"

    static let notAFolder = DiagnosticMessage(id: "no-such-book", "no book folder here; pass the folder holding the chapters, e.g. `bookgen check Chapters`")
    static let emptyBook = DiagnosticMessage(id: "empty-book", "the book has no chapters; add a Markdown file such as 01-introduction.md")
    static let unreadable = DiagnosticMessage(id: "unreadable-file", "cannot read this file")
    static let tooDeep = DiagnosticMessage(id: "too-deep", "Markdown nests deeper than bookgen reads here (block quotes, lists, emphasis); flatten it")
    static let nestedMarkdown = DiagnosticMessage(id: "markdown-not-in-book", "Markdown file in a subfolder of the book is not part of it: chapters are the .md files directly in the book folder; move it there, or out of the book folder")

    /// Loads the book in `folder`: its chapters beside book.toml, or in the folder book.toml's
    /// `[book] src` names (an mdBook book; `src` when it says nothing and the folder holds no chapter).
    ///
    /// - Returns: The book (possibly with fewer chapters than listed) and every problem found.
    package static func load(folder root: String) -> (book: Book?, diagnostics: [Diagnostic]) {
        if let catalog = DocCCatalog.locate(root) { return DocCBookLoader.load(catalog) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            return (nil, [Diagnostic(notAFolder, at: FileLocation(file: root, line: 1))])
        }
        var (manifest, diagnostics) = BookManifest.load(bookFolder: root)
        let folder = sourceFolder(root: root, manifest: manifest, into: &diagnostics)
        let names = markdownFiles(in: folder)
        let notFoundName = notFoundFile(folder: folder, root: root, manifest: manifest, into: &diagnostics)
        var title = URL(fileURLWithPath: root).lastPathComponent
        let entries: [TableOfContents.Entry]
        var outline: [OutlineItem]?
        if names.contains(tableOfContents) {
            let summaryPath = join(folder, tableOfContents)
            // Unreadable (outside the book through a link, not UTF-8): a book with no chapters and
            // the reason, at SUMMARY.md, rather than no book at all.
            guard let lines = readSource(summaryPath, book: folder, into: &diagnostics) else {
                return (Book(title: title, folder: folder, root: root, chapters: [], outline: nil, manifest: manifest), diagnostics)
            }
            let toc = TableOfContents.parse(parse(lines, path: summaryPath, into: &diagnostics), path: summaryPath)
            diagnostics += toc.diagnostics
            title = toc.title ?? title
            entries = toc.entries
            outline = toc.outline
            let listed = Set(entries.compactMap(\.fileName))
            // mdBook's `404.md` is never listed, even when `input-404` names another page.
            for name in names where !nonChapterFiles.contains(name) && !listed.contains(name) && name != notFoundName
                && !(name == notFoundPage && folder != root) {
                diagnostics.append(Diagnostic(TableOfContents.unlisted, at: FileLocation(file: join(folder, name), line: 1)))
            }
            for entry in entries {
                guard let fileName = entry.fileName, !FileManager.default.fileExists(atPath: join(folder, fileName)) else { continue }
                diagnostics.append(Diagnostic(TableOfContents.missingChapter, at: entry.location))
            }
        } else {
            entries = names.filter { !nonChapterFiles.contains($0) && $0 != notFoundName }.map {
                TableOfContents.Entry(fileName: $0, title: nil, part: nil, number: nil, location: FileLocation(file: join(folder, $0), line: 1))
            }
        }

        for entry in entries {
            guard let fileName = entry.fileName else { continue }
            var diagnostic = Diagnostic(unsafeChapterName, at: entry.location)
            if !isSafePageName(fileName) {
                diagnostic.message = "chapter file name '\(fileName)' cannot name a page: it holds a control character, a backslash or one of ? # % \" < > |; rename the file"
            } else if fileName.utf8.count > maximumPageNameBytes {
                // A chapter in subfolders has one page named after its whole path, which a file
                // system may not hold (255 bytes a name), nor the suffixes a page may need.
                diagnostic.message = "chapter path '\(fileName)' is \(fileName.utf8.count) bytes; its page is named after it, and page names hold at most \(maximumPageNameBytes): shorten its folder or file names"
            } else {
                continue
            }
            diagnostics.append(diagnostic)
        }

        // Chapters are read and converted in parallel (cmark itself parses one at a time), each into
        // its own slot; chapters and diagnostics are then taken in the order of the contents.
        let present = entries.filter { entry in entry.fileName.map { FileManager.default.fileExists(atPath: join(folder, $0)) } ?? false }
        // A large book's trees are not held: each is read for the chapter's title and headings and
        // let go, and whoever reads a chapter's tree later parses it again (see `Chapter.document`).
        let markdownBytes = present.reduce(0) { total, entry in
            // Cannot be nil: `present` holds only entries with a file.
            total + ((try? FileManager.default.attributesOfItem(atPath: join(folder, entry.fileName!))[.size] as? Int) ?? 0)
        }
        let holdsTrees = markdownBytes <= treesHeldUpTo
        let hiddenFiles = HiddenFiles(listed: manifest.hiddenFiles, root: root)
        let includeRoot = IncludeExpander.includeRoot(forBook: root, manifest: manifest)
        // mdBook 0.5 reads with smart punctuation unless told not to; a book in bookgen's layout
        // (chapters beside book.toml) reads quotes and dashes as typed unless told to.
        let smartPunctuation = manifest.html.smartPunctuation ?? (folder != root)
        let reader = ChapterReader(root: root, folder: folder, includeRoot: includeRoot, hiddenFiles: hiddenFiles, smartPunctuation: smartPunctuation)
        let loaded = ConcurrentResults<(chapter: Chapter?, diagnostics: [Diagnostic], included: Set<String>)>(count: present.count)
        parallelForEach(present.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index in
            let entry = present[index]
            // Cannot be nil: `present` holds only entries with a file.
            let read = reader.read(entry.fileName!, title: entry.title, part: entry.part)
            loaded[index] = (holdsTrees ? read.chapter : read.chapter?.releasingDocument(), read.diagnostics, read.included)
        }
        var chapters: [Chapter] = []
        var included: Set<String> = []
        for case let (chapter, found, files)? in loaded.values {
            diagnostics += found
            included.formUnion(files.map { Containment.realPath($0) ?? $0 })
            if let chapter { chapters.append(chapter) }
        }
        // The not-found page is read as a chapter is, after them, so its problems come last.
        var notFoundChapter: Chapter?
        if let notFoundName {
            let path = join(folder, notFoundName)
            if FileManager.default.fileExists(atPath: path) {
                let read = reader.read(notFoundName, title: nil, part: nil, untitled: "Page not found")
                diagnostics += read.diagnostics
                included.formUnion(read.included.map { Containment.realPath($0) ?? $0 })
                notFoundChapter = read.chapter
            } else if let named = manifest.html.notFoundInput {
                var diagnostic = Diagnostic(BookManifest.badValue, at: named.location)
                diagnostic.message = "`input-404 = \"\(named.value)\"` names no file in the chapters' folder; write it there, or remove the key for the built-in page"
                diagnostics.append(diagnostic)
            }
        }
        // A Markdown file in a subfolder is part of the book when SUMMARY.md lists it, when a chapter
        // is a link to it (`02.md -> drafts/02.md`) or includes it; any other is reported.
        let partOfTheBook = Set((entries.compactMap(\.fileName) + names + (notFoundName.map { [$0] } ?? [])).map { Containment.realPath(join(folder, $0)) ?? join(folder, $0) })
        for path in markdownInSubfolders(of: folder) {
            let real = Containment.realPath(path) ?? path
            guard !partOfTheBook.contains(real), !included.contains(real) else { continue }
            diagnostics.append(Diagnostic(nestedMarkdown, at: FileLocation(file: path, line: 1)))
        }
        if entries.allSatisfy({ $0.fileName == nil }) {
            diagnostics.append(Diagnostic(emptyBook, at: FileLocation(file: folder, line: 1)))
        }
        diagnostics += manifest.diagnostics(chapterFileNames: Set(entries.compactMap(\.fileName)))
        diagnostics += ThemeFiles(root: root).diagnostics(root: root)
        if let manifestTitle = manifest.title { title = manifestTitle }
        manifest.title = title
        // Chapters that could not be read leave the outline too, so every entry has its page.
        let loadedNames = Set(chapters.map(\.fileName))
        outline = outline?.filter { item in
            if case .chapter(let fileName, _) = item { return loadedNames.contains(fileName) }
            return true
        }
        var book = Book(title: title, folder: folder, root: root, chapters: chapters, outline: outline, manifest: manifest)
        book.notFoundChapter = notFoundChapter
        return (book, diagnostics)
    }

    /// The file, in the chapters' folder, that is the site's not-found page: the one book.toml's
    /// `input-404` names, else an mdBook book's `404.md` (in bookgen's layout `404.md` is a chapter
    /// like any other); nil when there is none or the name leads outside the folder.
    static func notFoundFile(folder: String, root: String, manifest: BookManifest, into diagnostics: inout [Diagnostic]) -> String? {
        guard let named = manifest.html.notFoundInput else {
            return folder != root && FileManager.default.fileExists(atPath: join(folder, notFoundPage)) ? notFoundPage : nil
        }
        guard let name = BookPath.normalized(named.value), !name.isEmpty, !Containment.leadsOutside(join(folder, name), folder: folder) else {
            var diagnostic = Diagnostic(BookManifest.badValue, at: named.location)
            diagnostic.message = "`input-404 = \"\(named.value)\"` must name a Markdown file inside the chapters' folder"
            diagnostics.append(diagnostic)
            return nil
        }
        return name
    }

    /// The folder that holds the chapters: `[book] src`, relative to book.toml; else mdBook's
    /// default `src` when book.toml is there, or the book's folder holds no Markdown, and `src/SUMMARY.md`
    /// exists; else the folder.
    static func sourceFolder(root: String, manifest: BookManifest, into diagnostics: inout [Diagnostic]) -> String {
        if let source = manifest.sourceFolder {
            let path = join(root, source.value)
            var isDirectory: ObjCBool = false
            guard BookPath.normalized(source.value) != nil, !Containment.leadsOutside(path, folder: root),
                  FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                var diagnostic = Diagnostic(BookManifest.badValue, at: source.location)
                diagnostic.message = "`src = \"\(source.value)\"` must name a folder inside the book's folder; there is none there"
                diagnostics.append(diagnostic)
                return root
            }
            return path.hasSuffix("/") ? String(path.dropLast()) : path
        }
        let mdBookSource = join(root, "src")
        // mdBook reads `src` whenever book.toml names no other folder, whatever Markdown (a README,
        // a changelog) sits beside book.toml.
        if manifest.path != nil || markdownFiles(in: root).isEmpty, FileManager.default.fileExists(atPath: join(mdBookSource, tableOfContents)) {
            return mdBookSource
        }
        return root
    }

    /// The `.md` files directly in `folder`, sorted.
    static func markdownFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
    }

    /// The Markdown, in bytes, up to which a book's trees are held from loading to rendering: above
    /// it, trees would take more memory than the pages (a tree takes about three times its Markdown),
    /// and parsing a chapter again, as each renderer comes to it, costs a tenth of a build.
    static let treesHeldUpTo = 8 << 20

    /// Parses a file's Markdown, reporting where it nests deeper than the parser's limit.
    static func parse(_ lines: SourceLines, path: String, smartPunctuation: Bool = false, into diagnostics: inout [Diagnostic]) -> MarkdownNode {
        let (document, tooDeepAt) = MarkdownParser.parseLimited(String(decoding: lines.bytes, as: UTF8.self), smartPunctuation: smartPunctuation,
                                                                docC: DocCCatalog.holds(path))
        if let place = tooDeepAt {
            var diagnostic = Diagnostic(tooDeep, at: FileLocation(file: path, line: place.line, column: place.column))
            diagnostic.message = "Markdown nests more than \(MarkdownParser.maximumDepth) levels deep here (block quotes, lists, emphasis); bookgen reads no deeper, so flatten it"
            diagnostics.append(diagnostic)
        }
        return document
    }

    /// Reads a file's bytes, refusing files that are not UTF-8 and files that lead outside the book.
    static func readSource(_ path: String, book folder: String, into diagnostics: inout [Diagnostic]) -> SourceLines? {
        if Containment.leadsOutside(path, folder: folder) {
            diagnostics.append(Containment.outsideBookDiagnostic(path, at: FileLocation(file: path, line: 1)))
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.append(Diagnostic(unreadable, at: FileLocation(file: path, line: 1)))
            return nil
        }
        let bytes = [UInt8](data)
        if let problem = UTF8Text.problem(in: bytes, file: path) {
            diagnostics.append(problem)
            return nil
        }
        return SourceLines(bytes)
    }

    /// The .md files below the book's subfolders (hidden folders aside), which no rule makes chapters:
    /// reported rather than ignored, so a chapter left in one is never silently unchecked.
    static func markdownInSubfolders(of folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                              options: [.skipsHiddenFiles]) else { return [] }
        var found: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "md" && enumerator.level > 1 {
            guard !nonChapterFiles.contains(url.lastPathComponent) else { continue }
            let relative = url.path.dropFirst(root.path.count).drop { $0 == "/" }
            found.append(join(folder, String(relative)))
        }
        return found.sorted()
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}

/// Reads one Markdown file of the book as a chapter: its bytes, its includes expanded, its tree.
struct ChapterReader: Sendable {
    var root: String
    var folder: String
    var includeRoot: String
    var hiddenFiles: HiddenFiles
    var smartPunctuation: Bool

    /// - Parameters:
    ///   - title: The title SUMMARY.md gives it; nil takes its first heading, else `untitled`
    ///     (nil: its file name).
    /// - Returns: The chapter (nil when it cannot be read), its problems, and the files it includes.
    func read(_ fileName: String, title: String?, part: String?, untitled: String? = nil)
        -> (chapter: Chapter?, diagnostics: [Diagnostic], included: Set<String>) {
        let path = BookLoader.join(folder, fileName)
        var found: [Diagnostic] = []
        guard var lines = BookLoader.readSource(path, book: folder, into: &found) else { return (nil, found, []) }
        // Most chapters include nothing: their bytes are searched, never decoded, for a directive.
        let expansion = IncludeExpander.mayInclude(lines.bytes)
            ? IncludeExpander(root: root, includeRoot: includeRoot, hiddenFiles: hiddenFiles).expand(String(decoding: lines.bytes, as: UTF8.self), path: path) : nil
        if let expansion {
            lines = SourceLines(Array(expansion.text.utf8))
            found += expansion.diagnostics
        }
        let document = BookLoader.parse(lines, path: path, smartPunctuation: smartPunctuation, into: &found)
        let chapterTitle = title ?? document.firstHeadingText ?? untitled ?? fileName
        var chapter = Chapter(path: path, fileName: fileName, title: chapterTitle, part: part, lines: lines, document: document)
        chapter.lineOrigins = expansion?.origins
        chapter.includedFiles = expansion?.included.sorted() ?? []
        chapter.pageTitle = expansion?.title
        chapter.smartPunctuation = smartPunctuation
        return (chapter, found, expansion?.included ?? [])
    }
}

extension BookLoader {
    static let unsafeChapterName = DiagnosticMessage(id: "unsafe-chapter-name", "a chapter's file name cannot name a page")

    /// The longest chapter path (in UTF-8 bytes) whose page name, with a suffix and `.xhtml`, stays
    /// within a file system's 255 bytes.
    static let maximumPageNameBytes = 200

    /// Whether a chapter's file name can name its page and its download: a page name is the file
    /// name, and a backslash, a control character or a character with a meaning in a URL would
    /// make a link that leads elsewhere or nowhere.
    static func isSafePageName(_ fileName: String) -> Bool {
        !fileName.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || "\\?#%\"<>|".unicodeScalars.contains($0) }
    }
}

extension MarkdownNode {
    /// The text of the document's first heading, if any.
    var firstHeadingText: String? {
        for child in blocksAsWritten {
            if case .heading = child.kind { return child.plainText }
        }
        return nil
    }
}
