import BookMarkdown
import Foundation

/// Rewrites a catalog chapter's DocC references into what every renderer reads: `<doc:>` links
/// into links to the chapters, images named by asset into image sets, and directives into what
/// they show or into nothing. What does not resolve is an error at its line and column.
struct DocCResolver {
    let files: DocCFiles
    let pages: [String: DocCPage]
    /// The package holding the catalog, for `@Snippet(path:)`.
    let packageFolder: String?

    static let unresolvedImage = DiagnosticMessage(id: "docc-unresolved-image", "image names no image of the catalog")
    static let unsupportedDirective = DiagnosticMessage(id: "docc-unsupported-directive", severity: .warning, "bookgen does not show this DocC directive; it is left out")
    static let missingSnippet = DiagnosticMessage(id: "docc-missing-snippet", "`@Snippet(path:)` names no snippet of the package")

    /// Directives that shape DocC's own pages, or say nothing a reader sees: left out silently.
    static let silent: Set<String> = [
        "Comment", "Metadata", "Options", "TechnologyRoot", "PageImage", "PageKind", "PageColor", "Available",
        "CallToAction", "TitleHeading", "DisplayName", "SupportedLanguage", "Redirected", "DocumentationExtension",
        "AutomaticTitleHeading", "AutomaticSeeAlso", "AutomaticArticleSubheading", "TopicsVisualStyle", "AlternateRepresentation",
    ]

    /// One chapter's tree, rewritten; what does not resolve, and directives left out, reported.
    ///
    /// - Parameters:
    ///   - unsupported: Directive names already reported: each is reported once a book.
    ///   - snippetFiles: Set to the package snippets the chapter's `@Snippet` directives show.
    func resolve(_ document: MarkdownNode, fileName: String, path: String, lines: SourceLines,
                 unsupported: inout Set<String>, snippetFiles: inout [String], diagnostics: inout [Diagnostic]) -> MarkdownNode {
        var pass = Pass(resolver: self, fileName: fileName, path: path, lines: lines, directory: BookPath.directory(of: fileName))
        var document = document
        var inTopics = false
        document.children = document.children.flatMap { block -> [MarkdownNode] in
            if case .heading(let level, _) = block.kind, level <= 2 { inTopics = level == 2 && block.plainText == "Topics" }
            // A Topics entry naming no article is left out, as DocC leaves it out (`DocCTopics` warns).
            guard inTopics, case .list = block.kind else { return pass.rewrite(block) }
            var list = block
            list.children = block.children.filter { item in
                item.descendants { node in
                    guard case .link(let destination, _) = node.kind, destination.hasPrefix("doc:") else { return false }
                    return files.article(named: DocCLinks.articleName(destination)) == nil
                }.isEmpty
            }
            return list.children.isEmpty ? [] : pass.rewrite(list)
        }
        for (name, location, count) in pass.unknownDirectives where unsupported.insert(name).inserted {
            var diagnostic = Diagnostic(Self.unsupportedDirective, at: location)
            diagnostic.message = "bookgen does not show DocC's `@\(name)` directive; it is left out" + (count > 1 ? " (here and \(count - 1) more time\(count == 2 ? "" : "s") in this file)" : "")
            diagnostics.append(diagnostic)
        }
        diagnostics += pass.diagnostics
        snippetFiles = pass.snippetFiles
        return document
    }

    private struct Pass {
        let resolver: DocCResolver
        let fileName: String
        let path: String
        let lines: SourceLines
        let directory: String
        var diagnostics: [Diagnostic] = []
        /// The package snippets the chapter shows, each once, in page order.
        var snippetFiles: [String] = []
        var unknownDirectives: [(String, FileLocation, Int)] = []

        /// Where an inline whose source starts with `text` (`<doc:Name`, `![`) stands.
        func location(of node: MarkdownNode, text: String) -> FileLocation {
            FileLocation(file: path, line: node.range.start.line, column: DocCLinks.column(of: text, in: lines, at: node.range.start))
        }

        mutating func rewrite(_ node: MarkdownNode) -> [MarkdownNode] {
            var node = node
            switch node.kind {
            case .link(let destination, let title) where destination.hasPrefix("doc:"):
                let isAutolink = node.plainText == destination
                guard let (target, text) = link(destination, at: location(of: node, text: isAutolink ? "<" + destination : "(" + destination)) else {
                    return node.children.isEmpty ? [MarkdownNode(kind: .text(destination), range: node.range)] : node.children
                }
                node.kind = .link(destination: target, title: title)
                if isAutolink { node.children = [MarkdownNode(kind: .text(text), range: node.range)] }
                return [node]
            case .image(let destination, let title) where !isFile(destination):
                guard let set = imageSet(destination, title: title, at: location(of: node, text: "![")) else {
                    return [MarkdownNode(kind: .text(node.plainText), range: node.range)]
                }
                node.kind = .imageSet(set)
                return [node]
            case .directive(let directive):
                return self.directive(directive, node: node)
            default:
                node.children = node.children.flatMap { rewrite($0) }
                return [node]
            }
        }

        /// Whether an image destination is a file path (with a scheme, or a file next to the
        /// chapter) rather than an asset name.
        func isFile(_ destination: String) -> Bool {
            if destination.contains("://") || destination.hasPrefix("data:") { return true }
            guard destination.contains("/") else { return false }
            let relative = directory.isEmpty ? destination : directory + "/" + destination
            return BookPath.normalized(relative).map { resolver.files.hasFile($0) } ?? false
        }

        /// The destination and text of a `doc:` link, or nil (and an error) when it does not resolve.
        mutating func link(_ destination: String, at location: FileLocation) -> (String, String)? {
            let name = DocCLinks.articleName(destination)
            guard let target = resolver.files.article(named: name), let page = resolver.pages[target] else {
                var diagnostic = Diagnostic(DocCLinks.unresolved, at: location)
                diagnostic.message = "`<\(destination)>` names no article of the catalog: no \(name).md in it"
                diagnostics.append(diagnostic)
                return nil
            }
            let relative = DocCLinks.relativePath(to: target, from: directory)
            guard let fragment = DocCLinks.fragment(destination) else { return (relative, page.title) }
            guard let index = DocCLinks.heading(fragment, in: page) else {
                var diagnostic = Diagnostic(DocCLinks.unresolvedHeading, at: location)
                diagnostic.message = "`<\(destination)>` names no heading of '\(target)'; its headings' anchors are \(page.headings.prefix(8).map { $0.customID ?? $0.text }.joined(separator: ", "))\(page.headings.count > 8 ? ", ..." : "")"
                diagnostics.append(diagnostic)
                return nil
            }
            return (relative + "#" + page.anchors[index], page.headings[index].text)
        }

        /// The image set an asset name stands for, or nil (and an error) when the catalog has none.
        mutating func imageSet(_ source: String, title: String, at location: FileLocation) -> ImageSet? {
            guard let files = resolver.files.image(named: source), !files.isEmpty else {
                var diagnostic = Diagnostic(DocCResolver.unresolvedImage, at: location)
                diagnostic.message = "image '\(source)' names no image of the catalog (looked for \(source).png, \(source)@2x.png and the like in every folder)"
                diagnostics.append(diagnostic)
                return nil
            }
            let variants = files.map { ImageSet.Variant(path: DocCLinks.relativePath(to: $0.path, from: directory), scale: $0.scale, isDark: $0.isDark) }
            // Shown at the size of its largest light file's pixels over its scale, as DocC shows it.
            let sized = files.filter { !$0.isDark && $0.pixels != nil }.max { $0.scale < $1.scale } ?? files.first { $0.pixels != nil }
            let size = sized.flatMap { file in file.pixels.map { ($0.width / file.scale, $0.height / file.scale) } }
            return ImageSet(variants: variants, title: title, width: size?.0, height: size?.1)
        }

        mutating func directive(_ directive: Directive, node: MarkdownNode) -> [MarkdownNode] {
            let location = FileLocation(file: path, line: node.range.start.line, column: node.range.start.column)
            switch directive.name {
            case _ where DocCResolver.silent.contains(directive.name):
                return []
            case "Image":
                guard let source = directive.argument("source"),
                      let set = imageSet(source, title: "", at: location) else {
                    if directive.argument("source") == nil { note(directive.name, at: location) }
                    return []
                }
                let alt = MarkdownNode(kind: .text(directive.argument("alt") ?? ""), range: node.range)
                let image = MarkdownNode(kind: .imageSet(set), range: node.range, children: [alt])
                return [MarkdownNode(kind: .paragraph, range: node.range, children: [image])]
            case "Snippet":
                return snippet(directive, node: node, at: location)
            default:
                note(directive.name, at: location)
                return []
            }
        }

        mutating func note(_ name: String, at location: FileLocation) {
            if let index = unknownDirectives.firstIndex(where: { $0.0 == name }) {
                unknownDirectives[index].2 += 1
            } else {
                unknownDirectives.append((name, location, 1))
            }
        }

        /// `@Snippet(path: "Package/Snippets/Name")`: the package's `Snippets/Name.swift`, as
        /// DocC shows it (`// snippet.hide` to `// snippet.show` left out; `slice:` a part).
        mutating func snippet(_ directive: Directive, node: MarkdownNode, at location: FileLocation) -> [MarkdownNode] {
            guard let path = directive.argument("path"), let package = resolver.packageFolder else {
                note(directive.name, at: location)
                return []
            }
            let (file, name) = DocCSnippet.file(named: path, inPackage: package)
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                var diagnostic = Diagnostic(DocCResolver.missingSnippet, at: location)
                diagnostic.message = "`@Snippet(path: \"\(path)\")` names no snippet of the package: there is no Snippets/\(name).swift in it"
                diagnostics.append(diagnostic)
                return []
            }
            if !snippetFiles.contains(file) { snippetFiles.append(file) }
            let shown = DocCSnippet.visibleLines(text, slice: directive.argument("slice"))
            let block = CodeBlock(info: "swift", literal: shown.isEmpty ? "" : shown.joined(separator: "\n") + "\n", fence: nil)
            return [MarkdownNode(kind: .codeBlock(block), range: node.range)]
        }
    }
}
