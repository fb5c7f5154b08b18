import Foundation

/// mdBook's `{{#include path}}`, expanded in a chapter's text before it is parsed, in prose and in
/// code blocks alike: the whole file, `path:N` (from line N), `path:N:M` (lines N to M), `path::M`
/// (to line M) or `path:ANCHOR` (the lines between `ANCHOR: name` and `ANCHOR_END: name`). Lines that
/// mark an anchor are left out of what is included. `\{{#include ...}}` stands for itself. Paths
/// are relative to the chapter's folder and must stay inside the include root: the book's folder
/// (book.toml's), or a folder holding it (the git work tree, or `include-root`), as a book inside
/// a repository includes the repository's examples.
///
/// Every line of the result remembers where it came from, so a diagnostic in included text names
/// the included file's line.
struct IncludeExpander {
    static let missingFile = DiagnosticMessage(id: "include-missing", "{{#include}} names a file that does not exist in the book's folder")
    static let hiddenFile = DiagnosticMessage(id: "include-hidden", "{{#include}} names a hidden file, which is included only if book.toml's hidden-files names it")
    static let missingAnchor = DiagnosticMessage(id: "include-anchor-missing", "{{#include}} names an anchor the file does not have")
    static let tooDeep = DiagnosticMessage(id: "include-too-deep", "{{#include}} nests more than 10 files deep")
    static let cycle = DiagnosticMessage(id: "include-cycle", "{{#include}} names a file that is already being included, which would repeat without end")
    static let tooLarge = DiagnosticMessage(id: "include-too-large", "{{#include}} would add more than 16 MiB or 250,000 lines to the chapter; this directive and the ones after it include nothing")

    /// The book's folder (book.toml's).
    let root: String
    /// The folder that included paths may not leave: `root` or a folder above it.
    var includeRoot: String?
    /// The hidden files book.toml lets chapters include.
    var hiddenFiles = HiddenFiles.none

    /// The expanded text and where each of its lines came from; nil when the text holds no directive.
    struct Expansion {
        var text: String
        /// For line `n` (1-based) of `text`, `origins[n - 1]` is its file and line.
        var origins: [FileLocation]
        var diagnostics: [Diagnostic]
        /// The files included, at any depth.
        var included: Set<String> = []
        /// The page title a `{{#title}}` gave.
        var title: String?
    }

    static let maximumDepth = 10
    /// The most text the directives of one chapter may add, in bytes and in lines (each directive
    /// counting one line more, so that no number of them is free). Four includes of a file, ten
    /// files deep, asked for a million copies; these bounds keep the worst chapter to a few
    /// seconds' work and about a hundred megabytes, and are hundreds of times what a chapter
    /// needs: the largest in this repository is 31 kB and 1,047 lines.
    static let maximumSize = 16 << 20
    static let maximumLines = 250_000

    /// A file a directive names: its path, its real path, its path in the book's folder as a
    /// message shows it, and its lines.
    private struct IncludedFile {
        var path: String
        var real: String
        var shown: String
        var lines: [String]
    }

    /// What the expansion of one chapter has taken in and reported, across every file it includes.
    private struct Walk {
        /// The book's folder, standardized.
        let root: String
        /// The folder included files must be in, standardized: `root` or a folder above it.
        let includeRoot: String
        /// The files being included, by real path, the chapter first: a directive that names one
        /// of them closes a cycle. With each, its path in the book's folder, for the message.
        var stack: [(real: String, shown: String)]
        var size = 0
        var lines = 0
        /// The page title `{{#title}}` gave, the last one read.
        var title: String?
        /// Set once a directive went past `maximumSize` or `maximumLines`: the ones after it
        /// include nothing and, having been reported once, say nothing.
        var exhausted = false
        /// Each distinct diagnostic, once, in the order found: a file included a thousand times
        /// has each of its errors reported once.
        var diagnostics: [Diagnostic] = []
        var reported: Set<Diagnostic> = []
        /// Each file named, by its path as written joined to the including file's folder, nil for
        /// one that is not there: a file included many times is found and read once (Foundation's
        /// path functions and `realpath` were most of the cost of a directive).
        var files: [String: IncludedFile?] = [:]

        mutating func report(_ diagnostic: Diagnostic) {
            if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
        }

        /// Counts text a directive adds; false, after reporting it once, when that goes past the bounds.
        mutating func take(bytes: Int, lines: Int, at place: FileLocation) -> Bool {
            guard size + bytes <= IncludeExpander.maximumSize, self.lines + lines <= IncludeExpander.maximumLines else {
                report(Diagnostic(IncludeExpander.tooLarge, at: place))
                exhausted = true
                return false
            }
            size += bytes
            self.lines += lines
            return true
        }
    }

    /// The folder a book's includes may reach: book.toml's `include-root`, else the git work tree
    /// that holds the book (the nearest folder above it with a `.git` folder or file, found without
    /// running git), else the book's folder.
    /// The way up from the book's folder to the include root that holds it (`../..`), so that a
    /// message names no folder of the machine it ran on.
    static func upward(from root: String, to includeRoot: String) -> String {
        let depth = root.split(separator: "/").count - includeRoot.split(separator: "/").count
        return depth > 0 ? Array(repeating: "..", count: depth).joined(separator: "/") : "."
    }

    static func includeRoot(forBook root: String, manifest: BookManifest) -> String {
        if let chosen = manifest.includeRoot { return chosen }
        return gitWorkTree(holding: root) ?? root
    }

    /// The nearest folder at or above `folder` holding `.git` (a folder, or the file a worktree or
    /// submodule has), or nil.
    static func gitWorkTree(holding folder: String) -> String? {
        var current = (folder as NSString).standardizingPath
        if !current.hasPrefix("/") { current = (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(current) }
        while true {
            if FileManager.default.fileExists(atPath: BookLoader.join(current, ".git")) { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// Whether `bytes` hold `{{#`, which every directive starts with: a byte search, as the
    /// Unicode-aware `String.contains` would cost a large book a noticeable share of its build.
    static func mayInclude(_ bytes: [UInt8]) -> Bool {
        let brace = UInt8(ascii: "{"), hash = UInt8(ascii: "#")
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == brace, bytes[index + 1] == brace, bytes[index + 2] == hash { return true }
            index += 1
        }
        return false
    }

    func expand(_ text: String, path: String) -> Expansion? {
        guard text.contains("{{#") else { return nil }
        var expansion = Expansion(text: "", origins: [], diagnostics: [])
        let chapter = (path as NSString).standardizingPath
        let rootPath = (root as NSString).standardizingPath
        let includeRootPath = includeRoot.map { ($0 as NSString).standardizingPath } ?? rootPath
        var walk = Walk(root: rootPath, includeRoot: includeRootPath,
                        stack: [(Containment.realPath(chapter) ?? chapter, Self.shown(chapter, root: rootPath))])
        append(text, path: path, depth: 0, into: &expansion, walk: &walk)
        expansion.diagnostics = walk.diagnostics
        expansion.title = walk.title
        return expansion
    }

    /// `path` relative to the root, as a message shows it.
    private static func shown(_ path: String, root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// - Parameter lineNumbers: The line of `path` each line of `text` is, when it is a part of the file.
    private func append(_ text: String, path: String, lineNumbers: [Int]? = nil, depth: Int, into expansion: inout Expansion,
                        walk: inout Walk) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let origin = FileLocation(file: path, line: lineNumbers.flatMap { index < $0.count ? $0[index] : nil } ?? index + 1)
            // The last element after a final newline is no line of its own.
            if index == lines.count - 1, line.isEmpty { break }
            var rest = Substring(line)
            var pending = ""
            // Where the text in `pending` came from, once it holds an included line.
            var pendingOrigin: FileLocation?
            // The column of `counted`, moved along with each directive: counting from the line's
            // start for each took time quadratic in the directives of a line.
            var counted = line.startIndex
            var countedColumn = 1
            while let open = rest.range(of: "{{#") {
                let directive = rest[open.upperBound...]
                let before = rest[..<open.lowerBound]
                if before.hasSuffix("\\"), let last = directive.range(of: "}}", options: .backwards) {
                    // Escaped, whatever the helper's name: the text as written, without the
                    // backslash, to the line's last `}}` (mdBook's escape takes as much).
                    pending += before.dropLast() + rest[open.lowerBound..<last.upperBound]
                    rest = directive[last.upperBound...]
                    continue
                }
                guard let close = directive.range(of: "}}"), let (helper, argument) = Self.helper(directive[..<close.lowerBound]) else {
                    pending += rest[..<open.upperBound]
                    rest = directive
                    continue
                }
                if case .title = helper {
                    // mdBook's `{{#title}}`: the page's <title>; the directive leaves nothing behind.
                    walk.title = argument
                    pending += before
                    rest = directive[close.upperBound...]
                    continue
                }
                pending += before
                countedColumn += line.distance(from: counted, to: open.lowerBound)
                counted = open.lowerBound
                let column = countedColumn
                // In the chapter's own text, the line the expanded text gives it (reports put it back
                // where it came from); in an included file, that file's line.
                let place = FileLocation(file: origin.file, line: depth == 0 ? expansion.origins.count + 1 : origin.line, column: column)
                if let included = include(argument, as: helper, from: path, at: place, depth: depth, walk: &walk) {
                    // The included text goes where the directive stood; its lines keep their origins.
                    var inner = Expansion(text: "", origins: [], diagnostics: [])
                    walk.stack.append((included.real, included.shown))
                    append(included.text, path: included.path, lineNumbers: included.lines, depth: depth + 1, into: &inner, walk: &walk)
                    walk.stack.removeLast()
                    expansion.included.insert(included.path)
                    expansion.included.formUnion(inner.included)
                    var innerLines = inner.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    if innerLines.last == "" { innerLines.removeLast() }
                    for (offset, innerLine) in innerLines.enumerated() {
                        // A line begun before the directive with text keeps that line's origin; one begun
                        // with indentation only is the included line, its column shifted by the indentation
                        // (kept in the origin's column: 1 + the bytes put before the line).
                        let indentation = pending.allSatisfy { $0 == " " || $0 == "\t" }
                        var lineOrigin = offset == 0 && !indentation ? (pendingOrigin ?? origin) : inner.origins[offset]
                        if offset == 0, indentation, !pending.isEmpty {
                            lineOrigin = FileLocation(file: lineOrigin.file, line: lineOrigin.line, column: lineOrigin.column + pending.utf8.count)
                        }
                        if offset == innerLines.count - 1 {
                            pending += innerLine
                            pendingOrigin = lineOrigin
                        } else {
                            emit(pending + innerLine, origin: lineOrigin, into: &expansion)
                            pending = ""
                            pendingOrigin = nil
                        }
                    }
                }
                rest = directive[close.upperBound...]
            }
            emit(pending + rest, origin: pendingOrigin ?? origin, into: &expansion)
        }
    }

    private func emit(_ line: String, origin: FileLocation, into expansion: inout Expansion) {
        expansion.text += line + "\n"
        expansion.origins.append(origin)
    }

    /// The text a directive stands for, or nil after reporting why there is none.
    ///
    /// - Returns: The text; the file's path, real path and path as a message shows it; and the
    ///   file's line of each line of the text.
    private func include(_ argument: String, as helper: Helper, from path: String, at place: FileLocation, depth: Int,
                         walk: inout Walk) -> (text: String, path: String, real: String, shown: String, lines: [Int])? {
        // Every directive counts a line, found or not, so that no number of them is free.
        guard !walk.exhausted, walk.take(bytes: 0, lines: 1, at: place) else { return nil }
        guard depth < Self.maximumDepth else {
            walk.report(Diagnostic(Self.tooDeep, at: place))
            return nil
        }
        // `{{#playground file attributes}}` names a whole file, colons and all; the others may name lines.
        let words = argument.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let parts = helper == .playground ? [words.first ?? ""] : argument.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let file = parts[0]
        // Not `NSString`'s path functions, which split at `Character`s: a chapter named with a
        // combining mark first had its includes taken from the folder above its own.
        let directory = BookPath.directory(of: path)
        // `.git/config`, `.env`: files a book's folder holds for tools, never for readers.
        if hiddenFiles.refuses(file, leadingTo: directory + "/" + file) {
            var diagnostic = Diagnostic(Self.hiddenFile, at: place)
            diagnostic.message = "{{#include \(argument)}}: '\(file)' is a hidden file (a name that starts with a dot), which is included only if book.toml's hidden-files names it"
            walk.report(diagnostic)
            return nil
        }
        guard !file.isEmpty, let found = Self.file(directory.isEmpty ? file : directory + "/" + file, walk: &walk) else {
            var diagnostic = Diagnostic(Self.missingFile, at: place)
            diagnostic.message = walk.includeRoot == walk.root
                ? "{{#include \(argument)}}: '\(file)' is not a file of the book's folder"
                : "{{#include \(argument)}}: '\(file)' is not a file of '\(Self.upward(from: walk.root, to: walk.includeRoot))' from book.toml's folder, the folder includes may reach (the git work tree holding the book, or book.toml's include-root)"
            walk.report(diagnostic)
            return nil
        }
        let lines = found.lines
        if let start = walk.stack.firstIndex(where: { $0.real == found.real }) {
            var diagnostic = Diagnostic(Self.cycle, at: place)
            let chain = walk.stack[start...].map(\.shown) + [walk.stack[start].shown]
            diagnostic.message = "{{#include \(argument)}}: a file cannot include itself: \(chain.joined(separator: " -> "))"
            walk.report(diagnostic)
            return nil
        }
        // Each line with its number in the file.
        let numbered = lines.enumerated().map { (text: $0.element, line: $0.offset + 1) }
        let selected: [(text: String, line: Int)]
        if parts.count == 1 {
            selected = numbered
        } else if parts.count == 2, Int(parts[1]) == nil, !parts[1].isEmpty {
            guard let anchored = Self.anchored(parts[1], in: lines).map({ Array(numbered[$0]) }) else {
                var diagnostic = Diagnostic(Self.missingAnchor, at: place)
                diagnostic.message = "{{#include \(argument)}}: '\(file)' has no lines between `ANCHOR: \(parts[1])` and `ANCHOR_END: \(parts[1])`"
                walk.report(diagnostic)
                return nil
            }
            selected = anchored
        } else {
            // `:N`, `:N:M`, `::M` and `:N:`: 1-based and inclusive, clamped to the file.
            let first = max(1, Int(parts[1]) ?? 1)
            let last = min(lines.count, parts.count > 2 ? (Int(parts[2]) ?? lines.count) : lines.count)
            selected = first <= last ? Array(numbered[(first - 1)..<last]) : []
        }
        var kept: [(text: String, line: Int)]
        switch helper {
        case .rustdocInclude where parts.count > 1:
            // The whole file, the lines outside those asked for hidden as mdBook hides Rust lines (`# `).
            let shown = Set(selected.map(\.line))
            kept = numbered.filter { !Self.isAnchorLine($0.text) }.map { shown.contains($0.line) ? $0 : ("# " + $0.text, $0.line) }
        case .playground:
            // mdBook's playground: the file as a Rust code block, its attributes after `rust,`.
            let info = "```rust" + (words.count > 1 ? "," + words.dropFirst().joined(separator: ",") : "")
            kept = [(info, 1)] + numbered + [("```", max(1, lines.count))]
        default:
            kept = selected.filter { !Self.isAnchorLine($0.text) }
        }
        let text = kept.map { $0.text + "\n" }.joined()
        guard walk.take(bytes: text.utf8.count, lines: kept.count, at: place) else { return nil }
        return (text, found.path, found.real, found.shown, kept.map(\.line))
    }

    /// The helpers mdBook's links preprocessor expands; a directive of another name stays as written.
    enum Helper: Equatable {
        case include, rustdocInclude, playground, title
    }

    /// The helper a directive's text (after `{{#`, before `}}`) names, and its argument: a name of
    /// letters, digits and `_`, white space, then the argument, as mdBook's pattern reads them.
    static func helper(_ text: Substring) -> (Helper, String)? {
        let name = text.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        let rest = text[name.endIndex...]
        guard let space = rest.first, space == " " || space == "\t" || space == "\n" else { return nil }
        let argument = rest.trimmingWhiteSpace()
        guard !argument.isEmpty else { return nil }
        switch name {
        case "include": return (.include, argument)
        case "rustdoc_include": return (.rustdocInclude, argument)
        case "playground", "playpen": return (.playground, argument)
        case "title": return (.title, argument)
        default: return nil
        }
    }

    /// The file at `joined` (a path as written, joined to the including file's folder), found
    /// and read once per chapter; nil for one that is not inside the include root, not there,
    /// or leads outside, or to a hidden file, through a link. A file of the book's folder is
    /// checked against that folder first, so a book kept in a hidden folder of its repository
    /// still includes its own files.
    private static func file(_ joined: String, walk: inout Walk) -> IncludedFile? {
        if let known = walk.files[joined] { return known }
        let target = (joined as NSString).standardizingPath
        var found: IncludedFile?
        // Checked and read through the path as written, at its real path (`Containment.read`):
        // `standardizingPath` resolves a link whose target is absolute, which hid that it led to
        // a hidden file, and it splits at `Character`s, which join a `/` to a combining mark or a
        // joiner after it: `a/\u{200D}/../notes.txt` was checked as `a/notes.txt` and read as
        // `notes.txt`. `target` only names the file. Bytes, not `Character`s, here too.
        var read = Containment.Read.missing
        if target.utf8.starts(with: (walk.root + "/").utf8) { read = Containment.read(joined, inside: walk.root) }
        // Outside the book's folder: the real path decides, as `target` may be relative and keep its `..`.
        var shownPath = shown(target, root: walk.root)
        if case .contents = read {} else if walk.includeRoot != walk.root {
            read = Containment.read(joined, inside: walk.includeRoot)
            if case .contents = read, let real = Containment.realPath(joined), let rootReal = Containment.realPath(walk.includeRoot) {
                shownPath = shown(real, root: rootReal)
            }
        }
        if case .contents(let bytes) = read {
            // A file that is not UTF-8 is reported once, where it goes wrong, and includes nothing.
            let problem = UTF8Text.problem(in: bytes, file: target)
            if let problem { walk.report(problem) }
            var lines = problem != nil ? [] : String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            found = IncludedFile(path: target, real: Containment.realPath(joined) ?? target, shown: shownPath, lines: lines)
        }
        walk.files[joined] = .some(found)
        return found
    }

    /// The indices of the lines between `ANCHOR: name` and `ANCHOR_END: name` (or the file's end).
    static func anchored(_ name: String, in lines: [String]) -> Range<Int>? {
        guard let start = lines.firstIndex(where: { anchorName($0, marker: "ANCHOR:") == name }) else { return nil }
        let end = lines[(start + 1)...].firstIndex { anchorName($0, marker: "ANCHOR_END:") == name } ?? lines.count
        return (start + 1)..<end
    }

    static func isAnchorLine(_ line: String) -> Bool {
        anchorName(line, marker: "ANCHOR:") != nil || anchorName(line, marker: "ANCHOR_END:") != nil
    }

    /// The name after `marker` on a line such as `// ANCHOR: setup`.
    static func anchorName(_ line: String, marker: String) -> String? {
        guard let range = line.range(of: marker) else { return nil }
        let name = line[range.upperBound...].trimmingWhiteSpace()
        let word = name.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        return word.isEmpty ? nil : String(word)
    }
}

extension Diagnostic {
    /// The diagnostic at the place its line came from, for chapters read with `{{#include}}`
    /// expanded (`origins`: each such chapter's line origins, by its path).
    func placed(by origins: [String: [FileLocation]]) -> Diagnostic {
        func origin(_ file: String, _ line: Int) -> FileLocation? {
            guard let lines = origins[file], line >= 1, line <= lines.count else { return nil }
            return lines[line - 1]
        }
        var placed = self
        if let found = origin(file, line) {
            placed.file = found.file
            placed.line = found.line
            // The origin's column says how many bytes the expansion put before the line.
            placed.column = max(1, column - (found.column - 1))
        }
        placed.notes = notes.map { note in
            var note = note
            if let location = note.location, let found = origin(location.file, location.line) {
                note.location = FileLocation(file: found.file, line: found.line, column: location.column)
            }
            return note
        }
        return placed
    }
}
