import BookMarkdown
import Foundation

/// Loads a DocC catalog as a book: its articles in the order of the root page's Topics, their
/// DocC references resolved, and the environment its package gives (see `DocCEnvironment`).
enum DocCBookLoader {
    static let noRoot = DiagnosticMessage(id: "docc-no-root", severity: .warning, "the catalog has no root page (`@TechnologyRoot`, or a page titled ``Module``); its articles are read in file-name order")
    static let noArticles = DiagnosticMessage(id: "docc-no-articles", "the catalog has no Markdown article")

    static func load(_ located: Result<DocCCatalog, Diagnostic>) -> (book: Book?, diagnostics: [Diagnostic]) {
        switch located {
        case .failure(let diagnostic): return (nil, [diagnostic])
        case .success(let catalog): return load(catalog)
        }
    }

    static func load(_ catalog: DocCCatalog) -> (book: Book?, diagnostics: [Diagnostic]) {
        let folder = catalog.folder
        var (manifest, diagnostics) = BookManifest.load(bookFolder: folder)
        DocCEnvironment.apply(to: &manifest, catalog: catalog)
        let buildFolder = URL(fileURLWithPath: manifest.buildFolder, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path
        let files = DocCFiles(catalog: folder, skipping: buildFolder)
        guard !files.articles.isEmpty else {
            return (nil, diagnostics + [Diagnostic(noArticles, at: FileLocation(file: folder, line: 1))])
        }
        let path: @Sendable (String) -> String = { BookLoader.join(folder, $0) }

        // Every article is read and parsed in parallel, each into its own slot.
        let read = ConcurrentResults<(lines: SourceLines?, document: MarkdownNode?, diagnostics: [Diagnostic])>(count: files.articles.count)
        parallelForEach(files.articles.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index in
            var found: [Diagnostic] = []
            let file = path(files.articles[index])
            guard let lines = BookLoader.readSource(file, book: folder, into: &found) else {
                read[index] = (nil, nil, found)
                return
            }
            read[index] = (lines, BookLoader.parse(lines, path: file, into: &found), found)
        }
        var documents: [String: MarkdownNode] = [:]
        var sources: [String: SourceLines] = [:]
        for (index, name) in files.articles.enumerated() {
            guard let (lines, document, found) = read[index] else { continue }
            diagnostics += found
            guard let lines, let document else { continue }
            documents[name] = document
            sources[name] = lines
        }

        let root = rootPage(documents: documents, order: files.articles)
        let topics: DocCTopics
        if let root {
            topics = DocCTopics(root: root, documents: documents, sources: sources, files: files, path: path)
        } else {
            diagnostics.append(Diagnostic(noRoot, at: FileLocation(file: folder, line: 1)))
            var flat = DocCTopics()
            for (index, name) in files.articles.enumerated() where documents[name] != nil {
                flat.entries.append(.init(fileName: name, part: nil, number: [index + 1]))
                flat.outline.append(.chapter(fileName: name, number: [index + 1]))
            }
            topics = flat
        }
        diagnostics += topics.diagnostics

        // Titles and anchors first, so that a link in one article can name a heading of another.
        var pages: [String: DocCPage] = [:]
        for (name, document) in documents {
            let headings = ChapterHeading.all(in: document)
            pages[name] = DocCPage(title: document.firstHeadingText ?? name, headings: headings,
                                   anchors: HeadingPlan.slugs(of: headings, reserved: PagePlan.templateIDs))
        }
        let resolver = DocCResolver(files: files, pages: pages, packageFolder: catalog.package?.folder)
        var unsupported: Set<String> = []
        var chapters: [Chapter] = []
        for entry in topics.entries {
            guard let document = documents[entry.fileName], let lines = sources[entry.fileName] else { continue }
            var snippetFiles: [String] = []
            let resolved = resolver.resolve(document, fileName: entry.fileName, path: path(entry.fileName), lines: lines,
                                            unsupported: &unsupported, snippetFiles: &snippetFiles, diagnostics: &diagnostics)
            // Cannot be nil: every read article has its page.
            var chapter = Chapter(path: path(entry.fileName), fileName: entry.fileName, title: pages[entry.fileName]!.title,
                                  part: entry.part, lines: lines, document: resolved)
            chapter.snippetFiles = snippetFiles
            chapters.append(chapter)
        }
        var title = root.flatMap { pages[$0]?.title } ?? catalog.displayName ?? URL(fileURLWithPath: folder).deletingPathExtension().lastPathComponent
        if let root, isModulePage(documents[root]), let displayName = catalog.displayName { title = displayName }
        if let manifestTitle = manifest.title { title = manifestTitle }
        manifest.title = title
        diagnostics += manifest.diagnostics(chapterFileNames: Set(chapters.map(\.fileName)))
        return (Book(title: title, folder: folder, root: folder, chapters: chapters, outline: topics.outline, manifest: manifest), diagnostics)
    }

    /// The root page: the one whose `@Metadata` holds `@TechnologyRoot`, else a page titled
    /// ``` ``Module`` ```; nil when there is neither.
    static func rootPage(documents: [String: MarkdownNode], order: [String]) -> String? {
        let technologyRoot = order.first { name in
            documents[name]?.children.contains { node in
                guard case .directive(let directive) = node.kind else { return false }
                return directive.name == "TechnologyRoot" || (directive.name == "Metadata" && (directive.body ?? "").contains("@TechnologyRoot"))
            } ?? false
        }
        return technologyRoot ?? order.first { isModulePage(documents[$0]) }
    }

    /// Whether a page's title is a symbol link alone (``` # ``Module`` ```).
    static func isModulePage(_ document: MarkdownNode?) -> Bool {
        guard let heading = document?.children.first(where: { if case .heading = $0.kind { true } else { false } }),
              heading.children.count == 1, case .code = heading.children[0].kind else { return false }
        return true
    }
}
