import BookCore
import Foundation

/// Checks a chapter's links and images and rewrites them for the site: `other.md#section` becomes
/// `other.html#section` on chapter pages and `#other:section` on the print page.
package struct LinkResolver: Sendable {
    package typealias Page = PagePlan.Page

    package enum Mode: Sendable {
        case chapterPage
        case printPage
        /// A chapter of the EPUB: links as on chapter pages, markup serialised as XHTML.
        case ebookPage

        /// Void elements close themselves (`<br/>`) and boolean attributes carry a value.
        var isXHTML: Bool { self == .ebookPage }
    }

    package enum Resolution: Equatable {
        case href(String)
        /// A file of the book folder that the site must carry, at `path` relative to the book.
        case asset(href: String, path: String)
        case failure(Diagnostic)
    }

    package static let missingChapter = DiagnosticMessage(id: "broken-link", "link to a chapter that is not in the book")
    package static let missingAnchor = DiagnosticMessage(id: "broken-anchor", "link to a heading that does not exist")
    package static let missingFile = DiagnosticMessage(id: "broken-link", "link to a file that does not exist")
    package static let missingImage = DiagnosticMessage(id: "missing-image", "image file does not exist")
    package static let externalImage = DiagnosticMessage(id: "external-image", "image from the network; the site works offline, so put the image in the book folder")
    package static let outsideBook = DiagnosticMessage(id: "link-outside-book", "link points outside the book folder, which the site does not carry")
    package static let unsafeScheme = DiagnosticMessage(id: "unsafe-link", "link scheme is not allowed; use http, https or mailto")
    package static let hiddenFile = DiagnosticMessage(id: "hidden-file", "link to a hidden file, which the site does not carry")
    package static let emptyLink = DiagnosticMessage(id: "empty-link", "link has no destination")

    package static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// Keyed by the chapter's file name in the book folder.
    package var pages: [String: Page]
    package var bookFolder: String
    /// The hidden files book.toml lets the site carry.
    package var hiddenFiles: HiddenFiles
    package var fileExists: @Sendable (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    /// Whether a path of the book leads outside its folder, or to a hidden file in it, through a symbolic link.
    package var leadsOutside: @Sendable (String, String) -> Bool = { Containment.leadsOutside($0, folder: $1) }

    /// Each chapter by the address mdBook gives its page (`cli/build.html`, `cli/index.html` for
    /// `cli/README.md`), so a link written as mdBook's site names a page finds it in any layout.
    package var chaptersBySitePath: [String: String]

    /// - Parameter firstPage: The chapter whose page `index.html` copies, when it is not the contents page.
    package init(pages: [String: Page], bookFolder: String, hiddenFiles: HiddenFiles = .none, firstPage: String? = nil) {
        self.pages = pages
        self.bookFolder = bookFolder
        self.hiddenFiles = hiddenFiles
        var paths: [String: String] = [:]
        for fileName in pages.keys.sorted() {
            let path = Self.sitePath(of: fileName)
            if paths[path] == nil || fileName.hasSuffix("/README.md") || fileName == "README.md" { paths[path] = fileName }
        }
        if let firstPage, paths["index.html"] == nil { paths["index.html"] = firstPage }
        chaptersBySitePath = paths
    }

    /// Whether a link that leaves the book folder (`../../clippy/index.html`, another book of the
    /// same site) is kept as written, as mdBook keeps it; else it is an error. Images never leave.
    package var keepsLinksLeavingBook = false

    /// A link resolver for the site's pages as `plan` names them.
    package init(plan: PagePlan, book: Book) {
        var first: String?
        if case .copy(let fileName) = plan.index { first = fileName }
        self.init(pages: plan.pages, bookFolder: book.folder, hiddenFiles: book.hiddenFiles, firstPage: first)
        keepsLinksLeavingBook = PagePlan.startsWithFirstChapter(book)
    }

    /// Where mdBook writes a chapter's page: its path with `.html`, a `README.md` as `index.html`.
    package static func sitePath(of fileName: String) -> String {
        let directory = BookPath.directory(of: fileName)
        let base = String(fileName.dropFirst(directory.isEmpty ? 0 : directory.count + 1).dropLast(3))
        let name = (base.lowercased() == "readme" ? "index" : base) + ".html"
        return directory.isEmpty ? name : directory + "/" + name
    }

    /// The chapter a link inside the book names, by its file (`a/b.md`, `a/README.md` or
    /// `a/index.md`), its page as mdBook names it (`a/b.html`, `a/index.html`), or its folder (`a/`).
    private func chapterFile(at path: String, isFolder: Bool) -> String? {
        if isFolder { return chaptersBySitePath[path + "/index.html"] }
        if path.hasSuffix(".md") {
            if pages[path] != nil { return path }
            return chaptersBySitePath[Self.sitePath(of: path)]
        }
        if path.hasSuffix(".html") { return chaptersBySitePath[path] }
        return nil
    }

    /// The `id` a heading gets on a page of this mode.
    package func anchorID(_ slug: String, chapter: Page, mode: Mode) -> String {
        mode == .printPage && !chapter.htmlIDs.contains(slug) ? "\(chapter.stem):\(slug)" : slug
    }

    /// Resolves a link written in `chapter` at `location`.
    package func resolveLink(_ destination: String, in chapter: Page, at location: FileLocation, mode: Mode) -> Resolution {
        resolve(destination, in: chapter, at: location, mode: mode, isImage: false)
    }

    /// Resolves an image source written in `chapter` at `location`.
    ///
    /// - Parameter mode: The page the image is shown on: its source names the file from that page's folder.
    package func resolveImage(_ destination: String, in chapter: Page, at location: FileLocation, mode: Mode = .chapterPage) -> Resolution {
        resolve(destination, in: chapter, at: location, mode: mode, isImage: true)
    }

    private func resolve(_ destination: String, in chapter: Page, at location: FileLocation, mode: Mode, isImage: Bool) -> Resolution {
        func fail(_ message: DiagnosticMessage, _ text: String? = nil) -> Resolution {
            var diagnostic = Diagnostic(message, at: location)
            if let text { diagnostic.message = text }
            return .failure(diagnostic)
        }
        guard !destination.isEmpty else { return fail(Self.emptyLink) }
        if let scheme = Self.scheme(of: destination) {
            if isImage { return fail(Self.externalImage) }
            guard Self.allowedSchemes.contains(scheme.lowercased()) else {
                return fail(Self.unsafeScheme, "link scheme '\(scheme):' is not allowed; use http, https or mailto")
            }
            return .href(destination)
        }
        if destination.hasPrefix("//") { return fail(isImage ? Self.externalImage : Self.outsideBook) }

        let (pathPart, fragment) = Self.split(destination)
        let path = Self.percentDecoded(pathPart)
        if path.isEmpty {
            // `#section` on the same page.
            let anchor = fragment ?? ""
            guard chapter.anchors.contains(anchor) else {
                return fail(Self.missingAnchor, "link to '#\(anchor)', a heading that does not exist in this chapter")
            }
            return .href("#" + anchorID(anchor, chapter: chapter, mode: mode))
        }
        guard let normalized = Self.normalize(chapter.directory.isEmpty ? path : chapter.directory + "/" + path) else {
            return keepsLinksLeavingBook && !isImage ? .href(destination) : fail(Self.outsideBook)
        }
        // Where the link is followed from: the chapter's page, or the print page at the top.
        let from = mode == .printPage ? "" : chapter.pageDirectory
        let isFolder = path.hasSuffix("/") || (!normalized.contains(".") && !fileExists(bookFolder + "/" + normalized + "/index.html")
            && chaptersBySitePath[normalized + "/index.html"] != nil)
        if !isImage, let fileName = chapterFile(at: normalized, isFolder: isFolder), let target = pages[fileName] {
            let written = isFolder ? normalized + "/" : normalized
            if let anchor = fragment, !anchor.isEmpty {
                guard target.anchors.contains(anchor) else {
                    return fail(Self.missingAnchor, "link to '\(written)#\(anchor)', a heading that does not exist in that chapter")
                }
                return .href(mode == .printPage ? "#" + anchorID(anchor, chapter: target, mode: mode) : BookPath.relative(target.htmlName, from: from) + "#" + anchor)
            }
            return .href(mode == .printPage ? "#" + target.stem : BookPath.relative(target.htmlName, from: from))
        }
        if normalized.hasSuffix(".md"), !isImage {
            return fail(Self.missingChapter, "link to '\(normalized)', a chapter that is not in the book")
        }
        if isFolder, !isImage {
            return fail(Self.missingChapter, "link to '\(normalized)/', a folder with no chapter as its index (README.md or index.md)")
        }
        // `.env`, `.git/config`: files a book folder holds for tools, never for readers.
        if hiddenFiles.refuses(normalized, leadingTo: bookFolder + "/" + normalized) {
            return fail(Self.hiddenFile, "'\(normalized)' is a hidden file (a name that starts with a dot); the site carries one only if book.toml's hidden-files names it")
        }
        if leadsOutside(bookFolder + "/" + normalized, bookFolder) {
            return fail(Self.outsideBook, "'\(normalized)' leads outside the book folder, or to a hidden file in it, through a symbolic link; the site carries only files inside it, none hidden")
        }
        guard fileExists(bookFolder + "/" + normalized) else {
            return isImage
                ? fail(Self.missingImage, "image '\(normalized)' does not exist in the book folder")
                : fail(Self.missingFile, "link to '\(normalized)', a file that does not exist in the book folder")
        }
        // A page in its chapter's folder keeps the link as written; one elsewhere (a flat page, the
        // print page) names the file from its own folder.
        let href = from == chapter.directory ? pathPart
            : BookPath.relative(normalized.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? normalized, from: from)
        return .asset(href: href + (fragment.map { "#" + $0 } ?? ""), path: normalized)
    }

    /// The URL scheme of a destination (`https` in `https://...`), if it has one.
    package static func scheme(of destination: String) -> String? {
        guard let colon = destination.firstIndex(of: ":") else { return nil }
        let candidate = destination[..<colon]
        guard let first = candidate.first, first.isASCII, first.isLetter,
              candidate.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") })
        else { return nil }
        return String(candidate)
    }

    package static func split(_ destination: String) -> (path: String, fragment: String?) {
        // `?` and `#` are ASCII: found among the bytes, never inside a longer character.
        let utf8 = destination.utf8
        var path = destination
        if let query = utf8.firstIndex(of: UInt8(ascii: "?")) {
            let hash = utf8.firstIndex(of: UInt8(ascii: "#"))
            if hash == nil || query < hash! { path.removeSubrange(query..<(hash ?? path.endIndex)) }
        }
        guard let hash = path.utf8.firstIndex(of: UInt8(ascii: "#")) else { return (path, nil) }
        let fragment = String(path[path.utf8.index(after: hash)...])
        return (String(path[..<hash]), percentDecoded(fragment))
    }

    /// The text with `%XX` escapes decoded; as it is when it has none or they are not valid UTF-8.
    package static func percentDecoded(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "%")) ? (text.removingPercentEncoding ?? text) : text
    }

    /// A path relative to the book folder with `.` and `..` resolved; nil when it leaves the folder.
    package static func normalize(_ path: String) -> String? {
        BookPath.normalized(path)
    }
}
