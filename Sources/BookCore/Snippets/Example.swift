/// Lines of Swift copied from a chapter, and the chapter line where the first one stands.
public struct CodeSegment: Hashable, Sendable, Codable {
    public var firstLine: Int
    /// The compiler's view of the lines: hidden-line markers and container prefixes turned into
    /// spaces so that columns stay right; joined with "\n", no final newline.
    public var text: String
    /// 0-based lines of `text` above which the generated program writes `fileprivate`.
    public var filePrivateLines: [Int]

    public init(firstLine: Int, text: String, filePrivateLines: [Int] = []) {
        self.firstLine = firstLine
        self.text = text
        self.filePrivateLines = filePrivateLines
    }

    public var lastLine: Int { firstLine + text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } }
}

/// An ```output block: what the code shown since the previous output block of its example prints.
public struct ExpectedOutput: Hashable, Sendable {
    /// The opening fence.
    public var location: FileLocation
    /// The block's content as the reader sees it.
    public var text: String
    /// The chapter lines holding the content, for `--update`.
    public var contentLines: Range<Int>
    /// `output ellipsis`: `...` matches any text in a line, and any lines on a line of its own.
    public var ellipsis = false
    /// The fence's character ("`" or "~") and length, for `--update`, which may need a longer one.
    public var fenceCharacter: Character = "`"
    public var fenceLength = 3
}

/// One `example(of:)` of a chapter, with every block that extends it.
public struct Example: Sendable {
    public enum Step: Sendable {
        case code(CodeSegment)
        case output(ExpectedOutput)
    }

    public var chapterPath: String
    public var name: String
    /// Where the `example(of:)` call stands.
    public var location: FileLocation
    /// The example's code and output blocks in page order; the first is the code that opens the call,
    /// up to (not including) the closure's closing brace.
    public var steps: [Step]
    /// What closes the call: the closure's `}` and anything after it on the call's lines.
    public var closing: CodeSegment
    public var compileOnly = false
    public var expectsCrash = false
    /// `marbles` on the first block: the run records a timeline, drawn under the last output block.
    public var drawsMarbleDiagram = false

    /// Unique within the book: the chapter's path and the example's name.
    public var id: String { "\(chapterPath)#\(name)" }

    public var code: [CodeSegment] {
        steps.compactMap { if case .code(let segment) = $0 { segment } else { nil } }
    }

    public var expectedOutputs: [ExpectedOutput] {
        steps.compactMap { if case .output(let output) = $0 { output } else { nil } }
    }
}

/// A ```swift compile-fail block: code that must not compile.
public struct CompileFailureCheck: Sendable {
    public var chapterPath: String
    /// The opening fence of the block.
    public var location: FileLocation
    /// The chapter lines of the block's content: the compiler's error must point there.
    public var blockLines: ClosedRange<Int>
    /// Text the compiler's error message must contain, if the fence gave one.
    public var expectedMessage: String?
    /// The example the block extends, if any.
    public var exampleName: String?
    /// Code placed at file scope (beside the chapter's declarations).
    public var fileScope: [CodeSegment]
    /// Code placed in a function body, in order; empty when the block holds declarations only.
    public var body: [CodeSegment]

    public var id: String { "\(chapterPath):\(location.line)" }
}

/// Everything `bookgen check` runs for one chapter.
public struct ChapterSnippets: Sendable {
    public var chapterPath: String
    /// File-scope declarations shared by all examples of the chapter.
    public var declarations: [CodeSegment] = []
    /// The names the declarations add at file scope; chapters sharing one are compiled apart.
    public var declaredNames: Set<String> = []
    public var examples: [Example] = []
    public var compileFailures: [CompileFailureCheck] = []
    /// ```swift include= blocks, resolved and checked against the library sources.
    public var includes: [IncludeDirective] = []
    /// The role of every fenced or indented code block, keyed by the line its node starts on.
    public var roles: [Int: BlockRole] = [:]

    /// The role of the code block whose node starts on `line`.
    public func role(ofBlockAt line: Int) -> BlockRole {
        roles[line] ?? .plain(language: "")
    }
}

/// A ```swift include="path" symbol="Type.member" block that shows library source.
public struct IncludeDirective: Hashable, Sendable {
    public var location: FileLocation
    public var path: String
    public var symbol: String?
}
