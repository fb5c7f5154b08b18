import Foundation

/// A random book in a sandbox folder of its own, for `ContainmentFuzzTests`: a book that would
/// publish, with names from odd but harmless pieces, and a few attacks on it (`FuzzBook+Attacks`):
/// names from a hostile alphabet, links out of the book, hidden files, symbolic links, includes,
/// images and settings that lead out, odd spellings of `..`. A book with no attack should be
/// published; one with an attack should be refused, or publish nothing it must not. Every file
/// outside the book holds `canary`; the hidden files inside the book and its package hold
/// `hiddenCanary`.
///
/// ```
/// sandbox/  SECRET.txt  SECRET.md  secret-dir/  (canary)        site/, cache/: the build's
///   package-é/                the SwiftPM package `include=` reads: Sources/Shown/Shown.swift,
///     NOTES.txt (canary), .env, .git/config (hidden canary)
///     book-é/                 book.toml, theme/, .env, .git/config, the chapters (or src/ with them)
///     book-é/ (NFD)           SECRET.txt (canary)
///   package-é/ (NFD)          SECRET.txt (canary)
/// ```
///
/// The book and its package are named with an `é` (NFC), and beside each is a folder named the
/// same in NFD (`e` and a combining acute): another folder, which only a comparison of
/// `Character`s, not of bytes, takes for the same.
///
/// The same seed writes the same book, apart from the absolute paths, which name the sandbox.
struct FuzzBook {
    let sandbox: String
    var package: String { sandbox + "/" + FuzzBook.packageName }
    /// The folder holding book.toml.
    var root: String { package + "/" + FuzzBook.bookName }
    var output: String { sandbox + "/site" }
    var cache: String { sandbox + "/cache" }
    let canary: String
    let hiddenCanary: String
    /// What was written, one line each (names as Swift literals), for a failure message.
    let recipe: [String]

    /// Writes a new book into a new sandbox under the temporary folder.
    ///
    /// - Throws: Foundation's error when the sandbox cannot be written.
    init(generator: inout FuzzTests.Generator) throws {
        var writer = Writer(generator: generator)
        do {
            try writer.write()
        } catch {
            try? FileManager.default.removeItem(atPath: writer.sandbox)
            throw error
        }
        generator = writer.generator
        sandbox = writer.sandbox
        canary = writer.canary
        hiddenCanary = writer.hiddenCanary
        recipe = writer.recipe
    }

    func remove() { try? FileManager.default.removeItem(atPath: sandbox) }

    /// Pieces of hostile names: dots, separators of other systems, URL and Markdown syntax, control
    /// characters, combining marks, bidirectional controls, scripts, emoji, and the names bookgen
    /// itself writes.
    static let pieces: [String] = [
        ".", "..", "...", "\\", "..\\", " ", "%", "%2e", "%2F", "%00", "#", "?", "&", ":", "*", "\"", "<", ">", "|", "'", "`", "~", "$HOME",
        "(", ")", "[", "]", "{{", "}}", "\u{1}", "\u{1B}[31m", "\t", "\r", "\n", "\u{7F}", "\u{85}", "\u{A0}",
        "e\u{301}", "\u{301}", "\u{20DD}", "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{202E}", "\u{2066}", "\u{FFFD}",
        "א", "عربي", "🦄", "👩\u{200D}💻", "🇫🇷", "İ", "ß", "Å", "ａ", "𝒜",
        "a", "b", "intro", "01", "-", "_", "CON", "nul", "C:", "index", "toc", "print", "404", "downloads", "search", "SUMMARY",
        "README", "book", "theme", "mimetype", "META-INF", "OEBPS", "site", "cache", "SECRET",
    ]

    /// The pieces of the names of a book before its attacks: no control character, nothing a
    /// chapter's page cannot be named after (bookgen refuses those), nothing with a meaning in
    /// Markdown or in a `{{#include}}`, no leading dot (`Writer.name` sees to that).
    static let harmlessPieces = pieces.filter { piece in
        !piece.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || "\\?#%\"<>|:*()[]{}`".unicodeScalars.contains($0) }
            && piece.unicodeScalars.first?.properties.generalCategory != .nonspacingMark && piece != "\u{FEFF}"
    }

    /// The parts of a path, split at every `/` scalar: a `/` followed by a combining mark is one
    /// `Character`, which `String.split(separator: "/")` does not split at.
    static func parts(_ path: String) -> [String] {
        path.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
    }

    /// The folder `path` is in: `NSString`'s path functions split at `Character`s too.
    static func parent(of path: String) -> String {
        parts(path).dropLast().joined(separator: "/")
    }

    static let packageName = "package-\u{E9}"
    static let bookName = "book-\u{E9}"
    /// The same names in NFD: other folders.
    static let otherPackageName = "package-e\u{301}"
    static let otherBookName = "book-e\u{301}"

    /// The file names a renderer reads from `theme/`.
    static let themeFiles = ["page.mustache", "bookgen.css", "bookgen.js", "epub.css"]
}

extension FuzzBook {
    /// Writes one book, drawing every choice from `generator`.
    struct Writer {
        var generator: FuzzTests.Generator
        let sandbox = NSTemporaryDirectory() + "bookgen-containment-fuzz-\(UUID().uuidString)"
        var package: String { sandbox + "/" + FuzzBook.packageName }
        var root: String { package + "/" + FuzzBook.bookName }
        var otherPackage: String { sandbox + "/" + FuzzBook.otherPackageName }
        var otherBook: String { package + "/" + FuzzBook.otherBookName }
        /// The folder holding the chapters: the root, or its `src` (mdBook's layout).
        var chapters = ""
        var mdBook = false
        var canary = ""
        var hiddenCanary = ""
        var attacks = 0
        var recipe: [String] = []
        /// Folders of the book made as real folders, by absolute path: the only places a file or a
        /// link is written, so that nothing is ever written through a link.
        var folders: [String] = []
        /// Paths relative to the chapters' folder: harmless assets, harmless subfolders, chapters,
        /// and the links made, with their targets (absolute).
        var files: [String] = []
        var subfolders: [String] = []
        var chapterNames: [String] = []
        var links: [(path: String, target: String)] = []
        /// What the attacks add: blocks of each chapter (by its name's bytes: `String` keys take
        /// `é` for `e` and a combining acute), SUMMARY.md entries (as written in the
        /// link), book.toml lines for `[book]` and for `[output.html]`.
        var blocks: [[UInt8]: [String]] = [:]
        var summaryEntries: [String] = []
        var bookSettings: [String] = []
        var extraFiles: [String] = []
        var redirects: [String] = []
        var title: String?

        init(generator: FuzzTests.Generator) {
            self.generator = generator
        }

        mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
            Int.random(in: 0..<denominator, using: &generator) < numerator
        }

        mutating func pick<T>(_ choices: [T]) -> T {
            // Cannot fail: every caller passes a list that is not empty.
            choices.randomElement(using: &generator)!
        }

        /// A token of lower-case letters, which no tokenizer, escaper or highlighter splits.
        mutating func token(_ prefix: String) -> String {
            prefix + String((0..<20).map { _ in pick(Array("abcdefghijklmnopqrstuvwxyz")) })
        }

        /// A name a file can have: one to four pieces, sometimes one piece repeated to the longest
        /// name allowed.
        ///
        /// - Parameters:
        ///   - hostile: From every piece, else from the harmless ones, never hidden.
        ///   - longest: In bytes, the suffix included: a chapter's page is named after its folder
        ///     and its name together, which must stay below the file system's 255.
        mutating func name(suffix: String = "", hostile: Bool = false, longest: Int = 250) -> String {
            let pieces = hostile ? FuzzBook.pieces : FuzzBook.harmlessPieces
            var name: String
            if chance(1, in: 12) {
                let piece = pick(pieces)
                name = String(repeating: piece, count: max(1, longest / max(1, piece.utf8.count)))
            } else {
                name = (0..<Int.random(in: 1...4, using: &generator)).map { _ in pick(pieces) }.joined()
            }
            if !hostile {
                // Never hidden; no blank at either end, which Markdown and `{{#include}}` trim.
                let blanks = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{200B}"))
                if let first = name.unicodeScalars.first, first == "." || blanks.contains(first) { name = "x" + name }
                if let last = name.unicodeScalars.last, blanks.contains(last) { name += "x" }
            }
            while name.utf8.count + suffix.utf8.count > longest { name.removeLast() }
            name += suffix
            return name.isEmpty || name == "." || name == ".." ? "x" + suffix : name
        }

        mutating func write() throws {
            canary = token("qzxcanary")
            hiddenCanary = token("qzxhidden")
            let secret = "# Secret \(canary)\n\n\(canary)\n\n```swift\nlet \(canary) = 1\n```\n"
            for name in ["SECRET.txt", "SECRET.md"] + (["notes.txt", "pic.png", "chapter.md", "Shown.swift"] + FuzzBook.themeFiles).map({ "secret-dir/" + $0 }) {
                try file(sandbox + "/" + name, secret)
            }
            try file(package + "/NOTES.txt", secret)
            try file(otherPackage + "/SECRET.txt", secret)
            try file(otherBook + "/SECRET.txt", secret)
            try file(package + "/Sources/Shown/Shown.swift", "struct Shown {}\n")
            let hidden = "TOKEN=\(hiddenCanary)\n"
            for name in [".env", ".git/config"] { try file(package + "/" + name, hidden) }

            mdBook = chance(1, in: 3)
            chapters = mdBook ? root + "/src" : root
            try makeFolder(root)
            try makeFolder(chapters)
            for name in [".env", ".git/config", ".hidden/pic.png", ".secret.png"] {
                try file(root + "/" + name, hidden)
                if mdBook { try file(chapters + "/" + name, hidden) }
            }
            try writeHarmlessPart()
            attacks = pick([0, 0, 1, 1, 1, 1, 2, 3, 6])
            recipe.append("\(attacks) attacks")
            for _ in 0..<attacks { try attack() }
            try writeText()
        }

        /// The book before its attacks: subfolders, assets, chapters and links to assets, all
        /// with harmless names.
        mutating func writeHarmlessPart() throws {
            for _ in 0..<Int.random(in: 0...2, using: &generator) {
                let path = chapters + "/" + name(longest: 100)
                if try makeFolder(path) { subfolders.append(relative(path)) }
            }
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let path = pick(chapterFolders) + "/" + name(suffix: pick([".png", ".svg", ".jpg", ".txt", ""]))
                if try newFile(path, "asset\n") { files.append(relative(path)) }
            }
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let path = (chance(1, in: 4) ? pick(chapterFolders) : chapters) + "/" + name(suffix: ".md", longest: 100)
                if try newFile(path, "") { chapterNames.append(relative(path)) }
            }
            for _ in 0..<Int.random(in: 0...2, using: &generator) where !files.isEmpty {
                let target = chapters + "/" + pick(files)
                try link(at: chapters + "/" + name(suffix: pick([".png", ".txt"])), to: target)
            }
        }

        /// Writes a file of the sandbox, its folders made as needed.
        func file(_ path: String, _ text: String) throws {
            try FileManager.default.createDirectory(atPath: FuzzBook.parent(of: path), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }

        /// Writes a new file into one of the book's real folders; false when the name is taken.
        mutating func newFile(_ path: String, _ text: String) throws -> Bool {
            guard !exists(path), isFolder(FuzzBook.parent(of: path)) else { return false }
            try file(path, text)
            recipe.append("file \(relative(path).debugDescription)")
            return true
        }

        /// Makes a folder of the book in one of its real folders; false when the name is taken.
        @discardableResult
        mutating func makeFolder(_ path: String) throws -> Bool {
            guard !exists(path) else { return false }
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            folders.append(path)
            recipe.append("folder \(relative(path).debugDescription)")
            return true
        }

        /// Makes a symbolic link in one of the book's real folders, its target written absolute or
        /// relative (itself when `target` is empty); false when the name is taken.
        @discardableResult
        mutating func link(at path: String, to target: String) throws -> Bool {
            let target = target.isEmpty ? path : target
            let parent = FuzzBook.parent(of: path)
            guard !exists(path), isFolder(parent) else { return false }
            let written = chance(1, in: 2) ? target : Self.relative(target, from: parent)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: written)
            links.append((relative(path), target))
            recipe.append("link \(relative(path).debugDescription) -> \(written.debugDescription)")
            return true
        }

        /// The real folders made in the chapters' folder, and that folder.
        var chapterFolders: [String] {
            folders.filter { $0.utf8.starts(with: chapters.utf8) }
        }

        /// Whether `path` is one of the real folders made, byte for byte: `String`'s `==` takes
        /// `é` for `e` and a combining acute.
        func isFolder(_ path: String) -> Bool {
            folders.contains { $0.utf8.elementsEqual(path.utf8) }
        }

        /// Whether anything, a dangling link included, is at `path`.
        func exists(_ path: String) -> Bool {
            var status = stat()
            return lstat(path, &status) == 0
        }

        /// `path` relative to the chapters' folder (`../x` for the book's root when it is `src`).
        func relative(_ path: String) -> String {
            Self.relative(path, from: chapters)
        }

        /// `target` relative to `folder`, both absolute and free of links and `..`.
        static func relative(_ target: String, from folder: String) -> String {
            let to = FuzzBook.parts(target).filter { !$0.isEmpty }, from = FuzzBook.parts(folder).filter { !$0.isEmpty }
            var common = 0
            while common < min(to.count, from.count), to[common].utf8.elementsEqual(from[common].utf8) { common += 1 }
            let path = Array(repeating: "..", count: from.count - common) + to[common...]
            return path.isEmpty ? "." : path.joined(separator: "/")
        }

        /// `../` as many times as `chapter` (relative to the chapters' folder) is deep: its links
        /// are relative to its own folder.
        static func up(from chapter: String) -> String {
            String(repeating: "../", count: FuzzBook.parts(chapter).count - 1)
        }
    }
}
