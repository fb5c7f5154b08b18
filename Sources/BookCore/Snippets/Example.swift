/// Lines of Swift copied from a chapter, and the chapter line where the first one stands.
package struct CodeSegment: Hashable, Sendable, Codable {
    package var firstLine: Int
    /// The compiler's view of the lines: hidden-line markers and container prefixes turned into
    /// spaces so that columns stay right; joined with "\n", no final newline.
    package var text: String
    /// 0-based lines of `text` above which the generated program writes `fileprivate`.
    package var filePrivateLines: [Int]
    /// Lines bookgen writes that no chapter line holds: a top-level chapter's `do {` and `}`
    /// around a block that declares a name again. They keep no chapter place.
    package var isSynthetic = false

    package init(firstLine: Int, text: String, filePrivateLines: [Int] = [], isSynthetic: Bool = false) {
        self.firstLine = firstLine
        self.text = text
        self.filePrivateLines = filePrivateLines
        self.isSynthetic = isSynthetic
    }

    package var lastLine: Int { firstLine + text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } }
}

/// An ```output block: what one stretch of its example's run prints (see `Example`).
package struct ExpectedOutput: Hashable, Sendable {
    /// The opening fence.
    package var location: FileLocation
    /// The block's content as the reader sees it.
    package var text: String
    /// The chapter lines holding the content, for `--update`.
    package var contentLines: Range<Int>
    /// `output ellipsis`: `...` matches any text in a line, and any lines on a line of its own.
    package var ellipsis = false
    /// `output all`: the block holds everything its version printed up to its mark.
    package var all = false
    /// `output predict`: the reader is asked what the code prints first, so pages show the block
    /// behind a disclosure. Checked like any other output block.
    package var predict = false
    /// The fence's character ("`" or "~") and length, for `--update`, which may need a longer one.
    package var fenceCharacter: Character = "`"
    package var fenceLength = 3
    /// The index of the example's version whose run the block is checked against.
    package var version = 0
    /// The segments of that run the block holds, in order: segment `i` is what the version prints
    /// between its checkpoints `i - 1` and `i`.
    package var segments: Range<Int> = 0..<1
    /// Set when this is no block but a `// Prints` comment: how it is written, for `--update`.
    package var comment: PrintsStyle?
}

/// Where an extending block with `insert-before="..."` or `insert-after="..."` puts its lines.
package struct InsertionPlacement: Hashable, Sendable {
    package enum Side: String, Hashable, Sendable {
        case before, after
    }

    package var side: Side
    /// The anchor as the fence gives it, without leading and trailing blanks.
    package var anchor: String
    /// The chapter line the anchor matched.
    package var anchorLine: Int
}

/// One program of an example: its code as it stands after some of its blocks, with a checkpoint
/// where each output block's mark is. Version 0 holds the code up to the first insertion block;
/// each insertion block starts the next version, the previous one's code with its lines in place.
package struct ExampleVersion: Sendable {
    package enum Step: Sendable {
        case code(CodeSegment)
        /// Where an output block's share of the run ends.
        case checkpoint
    }

    /// The code that opens the call, up to (not including) the closure's closing brace, then every
    /// later block's lines and the checkpoints, in program order.
    package var steps: [Step]
    /// Whether a block this version holds is marked `crash`.
    package var expectsCrash = false
    /// What the runtime's message must contain when it traps (`crash="text"`); nil for any crash.
    package var expectedCrashMessage: String?
    /// The insertion block that started this version; nil for version 0.
    package var insertedAt: FileLocation?
    /// The first segment of the run no output block holds yet: the next output block holds it and
    /// every one after it (a `// Prints` comment's statement has segments of its own in between).
    package var outputStart = 0

    /// Marks the version as crashing, with the message a block gives; a message given earlier stays.
    mutating func expectCrash(message: String?) {
        expectsCrash = true
        expectedCrashMessage = expectedCrashMessage ?? message
    }

    package var code: [CodeSegment] {
        steps.compactMap { if case .code(let segment) = $0 { segment } else { nil } }
    }

    package var checkpointCount: Int {
        steps.reduce(0) { if case .checkpoint = $1 { $0 + 1 } else { $0 } }
    }
}

/// One example of a chapter (started by the chapter's example helper, `example(of:)` by default),
/// with every block that extends it. Appended blocks extend its current version; each insertion
/// block starts a new one, so the example runs once per version, and each output block is checked
/// against the run of the version it follows.
package struct Example: Sendable {
    package var chapterPath: String {
        didSet { id = Self.id(chapterPath, name) }
    }
    package var name: String {
        didSet { id = Self.id(chapterPath, name) }
    }
    /// Where the example's call stands.
    package var location: FileLocation
    /// At least one; each later version holds all the code of the one before.
    package var versions: [ExampleVersion]
    /// The output blocks in page order.
    package var expectedOutputs: [ExpectedOutput] = []
    /// The `// Prints` comments after its statements, in page order (see `PrintsComments`).
    package var printsComments: [ExpectedOutput] = []

    /// Everything checked against the example's runs: its output blocks and its `// Prints` comments.
    package var expectations: [ExpectedOutput] { expectedOutputs + printsComments }
    /// What closes the call: the closure's `}` and anything after it on the call's lines.
    package var closing: CodeSegment
    package var compileOnly = false
    /// A top-level chapter's program: its blocks are top-level code, run without an example helper.
    package var isProgram = false
    /// `marbles` on the first block: the run records a timeline, drawn under the last output block.
    package var drawsMarbleDiagram = false
    /// Seconds each run of the example may take (`timeout=` on one of its blocks, the largest one
    /// given); nil: `--timeout`.
    package var timeout: Double?

    /// Unique within the book: the chapter's path and the example's name. Kept, not made on each
    /// read: pages and checks look examples up by id many times over.
    package private(set) var id: String

    init(chapterPath: String, name: String, location: FileLocation, versions: [ExampleVersion], closing: CodeSegment) {
        self.chapterPath = chapterPath
        self.name = name
        self.location = location
        self.versions = versions
        self.closing = closing
        id = Self.id(chapterPath, name)
    }

    private static func id(_ chapterPath: String, _ name: String) -> String {
        "\(chapterPath)#\(name)"
    }

    /// Every code segment of the example (its last version holds them all), in program order.
    package var code: [CodeSegment] { versions[versions.count - 1].code }

    /// Takes a later block's `timeout=`: the largest given counts, so that no block's deadline cuts
    /// short the code another block allowed more time.
    mutating func extendTimeout(to seconds: Double?) {
        guard let seconds else { return }
        timeout = max(timeout ?? seconds, seconds)
    }
}

/// A ```swift compile-fail block: code that must not compile.
package struct CompileFailureCheck: Sendable {
    package var chapterPath: String
    /// The opening fence of the block.
    package var location: FileLocation
    /// The chapter lines of the block's content: the compiler's error must point there.
    package var blockLines: ClosedRange<Int>
    /// Text the compiler's error message must contain, if the fence gave one.
    package var expectedMessage: String?
    /// The example the block extends, if any.
    package var exampleName: String?
    /// Code placed at file scope (beside the chapter's declarations).
    package var fileScope: [CodeSegment]
    /// Code placed in a function body, in order; empty when the block holds declarations only.
    package var body: [CodeSegment]
    /// Where the block goes in its example, when it says (`insert-before` / `insert-after`).
    package var placement: InsertionPlacement?

    package var id: String { "\(chapterPath):\(location.line)" }
}

/// Everything `bookgen check` runs for one chapter.
package struct ChapterSnippets: Sendable {
    package var chapterPath: String
    /// How the book writes its examples: `example(of:)` calls, or each chapter as one program.
    package var style = BookManifest.ExampleStyle.exampleOf
    /// File-scope declarations shared by all examples of the chapter.
    package var declarations: [CodeSegment] = []
    /// The names the declarations add at file scope; chapters sharing one are compiled apart.
    package var declaredNames: Set<String> = []
    package var examples: [Example] = []
    package var compileFailures: [CompileFailureCheck] = []
    /// ```swift include= blocks, resolved and checked against the library sources.
    package var includes: [IncludeDirective] = []
    /// The role of every fenced or indented code block, keyed by the line its node starts on.
    package var roles: [Int: BlockRole] = [:]
    /// Swift blocks shown as listings, never compiled (`swift-blocks = "marked"`, no `check`).
    package var listings = 0
    /// The `swifttest` transcripts in the chapter's HTML comments, one per test name.
    package var transcripts: [TranscriptTest] = []
    /// The shown listings with `// Prints` comments: paired with the transcript after them, or not.
    package var transcriptListings = TranscriptListingCounts()

    /// The role of the code block whose node starts on `line`.
    package func role(ofBlockAt line: Int) -> BlockRole {
        roles[line] ?? .plain(language: "")
    }
}

/// A ```swift include="path" symbol="Type.member" block that shows library source.
package struct IncludeDirective: Hashable, Sendable {
    package var location: FileLocation
    package var path: String
    package var symbol: String?
}
