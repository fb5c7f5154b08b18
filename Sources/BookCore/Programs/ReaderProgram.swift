import BookMarkdown

/// A complete `main.swift` a reader can take home: what "Copy program" copies and what a chapter's
/// download runs.
///
/// It holds, in this order, the imports the environment gives every snippet (by the names a reader
/// writes), the support code (the same text bookgen compiles as `BookgenSupport`), the chapter's
/// declarations, hidden ones included, and then the examples. Hidden lines are shown as the code
/// they are; a module the environment aliases (`Combine`, which OpenCombine stands for on Linux) is
/// imported under a platform condition, so the program compiles where the reader's platform has the
/// real module and where it needs the stand-in.
package struct ReaderProgram: Sendable {
    package let chapter: PreparedChapter
    package let environment: EnvironmentSpec

    /// - Parameters:
    ///   - chapter: The chapter whose examples the program runs.
    ///   - environment: The environment whose names the program imports; its `aliases` say which
    ///     import may need a stand-in.
    package init(chapter: PreparedChapter, environment: EnvironmentSpec) {
        self.chapter = chapter
        self.environment = environment
    }

    /// Whether a program can be made at all: a book whose support code is a module of its own
    /// package has nothing a reader could paste in its place.
    package var isAvailable: Bool { environment.supportModule == nil }

    /// The program that runs `example` as it stands after its block on lines `blockLines`: the
    /// version that block belongs to, with the blocks up to and including it.
    package func text(upTo blockLines: ClosedRange<Int>, of example: Example) -> String {
        prologue() + exampleText(upTo: blockLines, of: example)
    }

    /// What `text(upTo:of:)` adds to the chapter's `prologue()`: the example's part, which is all
    /// that differs from one block of the chapter to the next.
    package func exampleText(upTo blockLines: ClosedRange<Int>, of example: Example) -> String {
        let version = Self.version(of: example, at: blockLines.lowerBound)
        let segments = example.versions[version].code.filter { $0.firstLine <= blockLines.upperBound }
        return "\n" + body(segments + [example.closing])
    }

    /// The program that runs every given example in order, each as its last version stands.
    package func text(running examples: [Example]) -> String {
        prologue() + examples.map { "\n" + body($0.code + [$0.closing]) }.joined()
    }

    /// The library the program is for, as a reader names it: `RxSwift 6.10.2`.
    package var libraryName: String {
        environment.label + (environment.readerPackage.map { " " + $0.version } ?? "")
    }

    /// The environment "Copy program" uses for a chapter: its download's, else its first.
    package static func environment(forChapter fileName: String, in manifest: BookManifest) -> EnvironmentSpec? {
        manifest.downloadEnvironment(forChapter: fileName)
            ?? manifest.environmentNames(forChapter: fileName).first.flatMap { manifest.environments[$0] }
    }

    /// `text` as a Swift string literal, quotes included.
    package static func swiftLiteral(_ text: String) -> String {
        SwiftLiteral.string(text)
    }

    /// The index of the version the block at `line` belongs to: the last one started at or above it.
    static func version(of example: Example, at line: Int) -> Int {
        example.versions.lastIndex { ($0.insertedAt?.line ?? 0) <= line } ?? 0
    }

    /// Imports, the support code and the chapter's declarations: the same for every program of the chapter.
    package func prologue() -> String {
        sharedPrologue() + declarationsPrologue()
    }

    /// The start of every program of the environment, whatever the chapter: the imports and the
    /// support code, which a book of top-level programs does without.
    package func sharedPrologue() -> String {
        let imports = environment.imports.map { importLines(readerName(of: $0)) }.joined()
        guard chapter.snippets.style == .exampleOf else { return imports }
        return imports + (imports.isEmpty ? "" : "\n") + SupportCode.source(for: environment.exampleHelper)
    }

    /// What the chapter adds to `sharedPrologue()`: its declarations.
    package func declarationsPrologue() -> String {
        chapter.snippets.declarations.map { "\n" + body([$0]) }.joined()
    }

    /// The name a reader imports for a module the environment loads: `RxSwift` for the bundled
    /// `RxSubjects`, which the environment's aliases give as `RxSwift = "RxSubjects"`.
    func readerName(of module: String) -> String {
        environment.aliases.sorted { $0.key < $1.key }.first { $0.value == module }?.key ?? module
    }

    /// `import name`, or, for a name the environment aliases to a package's module of another name,
    /// that module where the platform lacks the named one.
    func importLines(_ name: String, indentation: Substring = "") -> String {
        guard environment.package != nil, let standIn = environment.aliases[name] else {
            return "\(indentation)import \(name)\n"
        }
        return "\(indentation)#if canImport(\(name))\n\(indentation)import \(name)\n\(indentation)#else\n\(indentation)import \(standIn)\n\(indentation)#endif\n"
    }

    /// Code segments as a reader writes them: hidden lines shown, aliased imports conditional. In a
    /// top-level program, declarations moved to file scope leave blank lines behind: one is kept.
    func body(_ segments: [CodeSegment]) -> String {
        var text = ""
        let squeezesBlankLines = chapter.snippets.style == .topLevel
        for segment in segments {
            for (index, line) in Self.lines(of: segment.text).enumerated() {
                let shown = segment.isSynthetic ? line : unhidden(line, chapterLine: segment.firstLine + index)
                if squeezesBlankLines, shown.allSatisfy(\.isWhitespace), text.isEmpty || text.hasSuffix("\n\n") { continue }
                if let module = Self.importedModule(shown), environment.aliases[module] != nil {
                    text += importLines(module, indentation: shown.prefix { $0 == " " || $0 == "\t" })
                } else {
                    text += shown
                    text += "\n"
                }
            }
        }
        return text
    }

    /// The text's lines, as `split(separator: "\n", omittingEmptySubsequences: false)` gives them
    /// (a `\r\n` is one character, not a line break), found among the UTF-8 bytes: splitting by
    /// characters was most of the cost of a page's "Complete program" disclosures.
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var previous: UInt8 = 0
        var index = start
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") {
                lines.append(text[start..<index])
                start = bytes.index(after: index)
            }
            previous = byte
            index = bytes.index(after: index)
        }
        lines.append(text[start...])
        return lines
    }

    /// The line without the two columns its hidden-line mark took (`# ` became two spaces for the
    /// compiler), when the chapter's line at that number is hidden and the line is all of it.
    func unhidden(_ line: Substring, chapterLine: Int) -> Substring {
        guard let raw = chapter.chapter.lines.line(chapterLine), raw.count == line.utf8.count,
              let hash = raw.firstIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: ">") }),
              raw[hash] == UInt8(ascii: "#"), HiddenLines.isHidden(Substring(String(decoding: raw[hash...], as: UTF8.self))) else {
            return line
        }
        let column = hash - raw.startIndex
        let bytes = Array(line.utf8)
        let width = column + 1 < bytes.count ? 2 : 1
        return Substring(String(decoding: bytes[..<column] + bytes[(column + width)...], as: UTF8.self))
    }

    /// The module of a line that is only `import Name`.
    package static func importedModule(_ line: Substring) -> String? {
        // Nearly every line is not an import: look for the word before splitting the line.
        guard line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("import") else { return nil }
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count == 2, words[0] == "import" else { return nil }
        return String(words[1])
    }
}
