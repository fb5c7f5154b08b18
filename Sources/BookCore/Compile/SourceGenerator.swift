/// Writes the Swift files that the compiler sees: snippet lines copied verbatim under
/// `#sourceLocation` directives, so that every diagnostic names the chapter, line and column.
enum SourceGenerator {
    /// The protocol between a batch executable and the runner: marker lines on stdout.
    static let markerEnvironmentKey = "BOOKGEN_MARKER"

    static func header() -> String {
        LibrarySources.implicitImports.map { "import \($0)\n" }.joined()
    }

    static func located(_ segment: CodeSegment, file: String) -> String {
        "#sourceLocation(file: \(stringLiteral(file)), line: \(segment.firstLine))\n\(segment.text)\n#sourceLocation()\n"
    }

    /// A chapter's file in a batch: its declarations, then one function per example.
    static func chapterFile(_ chapter: ChapterSnippets, examples: [(symbol: String, example: Example)]) -> String {
        var text = header()
        for declaration in chapter.declarations { text += located(declaration, file: chapter.chapterPath) }
        for (symbol, example) in examples {
            text += "\nfunc \(symbol)() {\n"
            for step in example.steps {
                switch step {
                case .code(let segment): text += located(segment, file: chapter.chapterPath)
                case .output: text += "__bookgen_checkpoint()\n"
                }
            }
            text += located(example.closing, file: chapter.chapterPath)
            text += "}\n"
        }
        return text
    }

    /// main.swift of a batch: runs the examples named on the command line, in order, each between markers.
    static func mainFile(symbols: [String]) -> String {
        """
        import Foundation

        enum __BookgenMarker {
            static let text = "\\u{1}" + (ProcessInfo.processInfo.environment["\(markerEnvironmentKey)"] ?? "bookgen")
        }

        /// Ends an output block's share of an example's output.
        func __bookgen_checkpoint() {
            print("\\n\\(__BookgenMarker.text) checkpoint")
        }

        // Line-buffered, so that a crash loses nothing already printed.
        setvbuf(stdout, nil, _IOLBF, 0)
        let examples: [String: () -> Void] = [
        \(symbols.map { "    \(stringLiteral($0)): \($0)," }.joined(separator: "\n"))
        ]
        for name in CommandLine.arguments.dropFirst() {
            guard let run = examples[name] else { continue }
            print("\\(__BookgenMarker.text) begin \\(name)")
            run()
            print("\\n\\(__BookgenMarker.text) end \\(name)")
        }

        """
    }

    /// A file that must fail to typecheck: the chapter's declarations, then the failing code.
    static func compileFailureFile(_ check: CompileFailureCheck, chapter: ChapterSnippets) -> String {
        var text = header()
        for declaration in chapter.declarations { text += located(declaration, file: chapter.chapterPath) }
        for segment in check.fileScope { text += located(segment, file: chapter.chapterPath) }
        if !check.body.isEmpty {
            text += "\nfunc __bookgen_compile_failure() {\n"
            for segment in check.body { text += located(segment, file: chapter.chapterPath) }
            text += "}\n"
        }
        return text
    }

    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
