import BookMarkdown

/// Walks a chapter's code blocks in page order and turns them into examples, chapter declarations,
/// compile-fail checks and includes, following the rules in AUTHORING.md.
package struct SnippetExtractor {
    static let unterminatedFence = DiagnosticMessage(id: "unterminated-fence", "code block is never closed; add a closing fence after its last line")
    static let orphanOutput = DiagnosticMessage(id: "orphan-output", "output block has no example before it; start one with example(of:) in a swift block above")
    static let orphanExtension = DiagnosticMessage(id: "orphan-extension", "this block extends an example, but no example starts above it; start one with example(of:)")
    static let duplicateExample = DiagnosticMessage(id: "duplicate-example", "another example of this chapter has the same name; example names must be unique in a chapter")
    static let statementOutsideExample = DiagnosticMessage(id: "statement-outside-example", "statement outside example(of:) in a block that starts an example; move it inside the example's body")
    static let badExampleName = DiagnosticMessage(id: "bad-example-name", "the example's name must be a plain string literal")
    static let twoExamples = DiagnosticMessage(id: "two-examples", "a block can start only one example; split it into two blocks")
    static let outputNeverRuns = DiagnosticMessage(id: "output-not-run", "this example is compile-only and never runs, so an output block cannot check it")
    static let unknownOutputAttribute = DiagnosticMessage(id: "unknown-attribute", "unknown attribute for an output block; the only ones are `ellipsis`, `all` and `predict`")
    static let anchorNotFound = DiagnosticMessage(id: "bad-anchor", "no line of the example so far equals the anchor")
    static let anchorAmbiguous = DiagnosticMessage(id: "bad-anchor", "more than one line of the example so far equals the anchor")
    static let anchorBeforeStart = DiagnosticMessage(id: "bad-anchor", "a block cannot go before the line that starts its example")
    static let insertionStartsExample = DiagnosticMessage(id: "bad-anchor", "a block that starts an example goes nowhere else; insert-before and insert-after go on a block that extends one")
    static let sharedLine = DiagnosticMessage(id: "shared-line", "put example(of:) on lines of its own, apart from declarations")
    static let misplacedMarbles = DiagnosticMessage(id: "misplaced-marbles", "`marbles` goes on the block that starts an example, the one that calls example(of:)")
    static let marblesWithoutOutput = DiagnosticMessage(id: "marbles-without-output", "this example is marked `marbles`, but it has no output block to draw the diagram under, or it never runs")
    static let misplacedTimeout = DiagnosticMessage(id: "misplaced-timeout", "`timeout=` goes on a block of an example, one that calls example(of:) or extends it; this block never runs")
    static let almostSwift = DiagnosticMessage(id: "not-swift", severity: .warning, "the block's language looks like Swift but is not exactly `swift`, so it is never compiled or run")

    let chapter: Chapter
    let shapes: SyntaxCache
    /// The function that starts an example in this chapter.
    private let helper: ExampleHelper
    /// Which Swift blocks take part in examples (book.toml's `swift-blocks`).
    private let swiftBlocks: BookManifest.SwiftBlocks
    var result: ChapterSnippets
    private var diagnostics: [Diagnostic] = []
    var current: Example?
    private var finished: [Example] = []
    /// True right after an `ignore` block: an output block there shows what ignored code would print.
    /// Also after a block whose fence was reported (a mistyped attribute, `Swift`): its output
    /// blocks belong to it, not to the example before it.
    var lastCodeWasIgnored = false
    /// True after an example start was refused (a duplicate name, a name that is no plain literal):
    /// the blocks after it are not added to the example before.
    private var isRefused = false
    /// Since the current example's previous output block: whether a block was appended to it, and
    /// the spans (between two checkpoints) inserted blocks went into.
    var appendedSinceOutput = false
    private var insertedSpans: ClosedRange<Int>?
    /// How the chapter's examples are written: `example(of:)` calls, or the chapter as one program.
    let style: BookManifest.ExampleStyle
    /// In a top-level chapter: the names the program's body has declared so far, and those its
    /// declarations moved to file scope (see `SnippetExtractor+TopLevel`).
    var bodyNames: Set<String> = []
    var fileScopeNames: Set<String> = []

    private init(chapter: Chapter, shapes: SyntaxCache, helper: ExampleHelper, swiftBlocks: BookManifest.SwiftBlocks, style: BookManifest.ExampleStyle) {
        self.chapter = chapter
        self.shapes = shapes
        self.helper = helper
        self.swiftBlocks = swiftBlocks
        self.style = style
        result = ChapterSnippets(chapterPath: chapter.path)
        result.style = style
    }

    /// Extracts everything `bookgen check` runs from one chapter.
    ///
    /// - Parameters:
    ///   - shapes: Where blocks parsed before are looked up; by default nothing is kept.
    ///   - helper: The function that starts an example in the chapter (book.toml's `example`).
    ///   - swiftBlocks: Whether every Swift block takes part in examples, or only those marked `check`.
    ///   - style: Whether examples are `example(of:)` calls, or the chapter is one program (`examples`).
    package static func extract(_ chapter: Chapter, shapes: SyntaxCache = SyntaxCache(), helper: ExampleHelper = .standard,
                               swiftBlocks: BookManifest.SwiftBlocks = .all,
                               style: BookManifest.ExampleStyle = .exampleOf) -> (snippets: ChapterSnippets, diagnostics: [Diagnostic]) {
        var extractor = SnippetExtractor(chapter: chapter, shapes: shapes, helper: helper, swiftBlocks: swiftBlocks, style: style)
        extractor.visit(chapter.document)
        extractor.finishCurrentExample()
        extractor.result.examples = extractor.finished
        let listingFences = Set(extractor.result.roles.filter { $0.value == .plain(language: "swift") }.keys)
        (extractor.result.transcripts, extractor.result.transcriptListings) = TranscriptExtractor.read(chapter, listingFences: listingFences)
        return (extractor.result, extractor.diagnostics)
    }

    private mutating func visit(_ node: MarkdownNode) {
        if case .codeBlock(let block) = node.kind {
            handle(block, at: node.range.start)
        }
        for child in node.children { visit(child) }
    }

    mutating func report(_ message: DiagnosticMessage, _ location: FileLocation, text: String? = nil, notes: [Diagnostic.Note] = []) {
        var diagnostic = Diagnostic(message, at: location, notes: notes)
        if let text { diagnostic.message = text }
        diagnostics.append(diagnostic)
    }

    private mutating func handle(_ block: CodeBlock, at start: SourceLocation) {
        result.roles[start.line] = classify(block, at: start)
    }

    /// Reads one code block, files what it holds, and returns its role.
    private mutating func classify(_ block: CodeBlock, at start: SourceLocation) -> BlockRole {
        guard let fence = block.fence else { return .plain(language: "") }
        let fenceLocation = chapter.location(start)
        let info: FenceInfo
        switch FenceInfo.parse(block.info) {
        case .success(let parsed): info = parsed
        case .failure(let error):
            report(FenceInfo.unterminatedQuote, attributeLocation(fenceLocation, offset: error.offset))
            lastCodeWasIgnored = true
            return .plain(language: "")
        }
        guard info.language == "swift" || info.language == "output" else {
            // `Swift`, `swift5`, `swift-5.9`: a block the author surely meant to check is never silently skipped.
            if info.language.lowercased().hasPrefix("swift") {
                report(Self.almostSwift, fenceLocation,
                       text: "the block's language is '\(info.language)', not `swift`, so it is never compiled or run; write `swift` (and `ignore` to show it unchecked)")
                lastCodeWasIgnored = true
            }
            return .plain(language: info.language)
        }
        guard fence.isClosed else {
            report(Self.unterminatedFence, fenceLocation)
            return .plain(language: info.language)
        }
        if info.language == "output" {
            return handleOutput(block, fence: fence, info: info, location: fenceLocation)
        }
        switch SnippetAttributes.parse(info.attributes) {
        case .failure(let error):
            report(error.message, attributeLocation(fenceLocation, offset: error.attribute.offset), text: error.text)
            lastCodeWasIgnored = true
            return .plain(language: "swift")
        case .success(let attributes):
            let examplesBefore = exampleCount
            let role = handleSwift(block, fence: fence, attributes: attributes, location: fenceLocation)
            // `marbles` counts only on a block that started an example.
            if attributes.marbles, exampleCount == examplesBefore || current?.drawsMarbleDiagram != true,
               let attribute = info.attributes.first(where: { $0.name == "marbles" }) {
                report(Self.misplacedMarbles, attributeLocation(fenceLocation, offset: attribute.offset))
            }
            // A deadline on checked code that never runs would silently change nothing.
            if attributes.timeout != nil, role.isCheckedWithoutRunning, let attribute = info.attributes.first(where: { $0.name == "timeout" }) {
                report(Self.misplacedTimeout, attributeLocation(fenceLocation, offset: attribute.offset))
            }
            return attributes.hidden ? .hidden : role
        }
    }

    /// The column of an attribute: the fence's column, past the fence characters and the info string's offset.
    private func attributeLocation(_ fence: FileLocation, offset: Int) -> FileLocation {
        let line = chapter.lines.text(ofLine: fence.line)
        let afterFence = line.utf8.dropFirst(fence.column - 1).drop(while: { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "~") })
        let infoStart = afterFence.drop(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        let column = line.utf8.distance(from: line.utf8.startIndex, to: infoStart.startIndex) + 1 + offset
        return FileLocation(file: fence.file, line: fence.line, column: column)
    }

    private mutating func handleOutput(_ block: CodeBlock, fence: CodeBlock.Fence, info: FenceInfo, location: FileLocation) -> BlockRole {
        let unchecked = BlockRole.plain(language: "output")
        if let attribute = info.attributes.first(where: { !["ellipsis", "all", "predict"].contains($0.name) || $0.value != nil }) {
            report(Self.unknownOutputAttribute, attributeLocation(location, offset: attribute.offset))
            return unchecked
        }
        // After ignored code, or under a duplicate example already reported, the block is only shown.
        if lastCodeWasIgnored || isRefused { return unchecked }
        guard var example = current else {
            report(Self.orphanOutput, location, text: style == .topLevel ? "output block has no code before it; put the Swift code whose output it shows in a swift block above" : nil)
            return unchecked
        }
        if example.compileOnly {
            report(Self.outputNeverRuns, location)
            return unchecked
        }
        var output = ExpectedOutput(location: location, text: block.literal, contentLines: fence.contentLines,
                                    ellipsis: info.attributes.contains { $0.name == "ellipsis" },
                                    all: info.attributes.contains { $0.name == "all" },
                                    predict: info.attributes.contains { $0.name == "predict" },
                                    fenceCharacter: fence.character, fenceLength: fence.length)
        // Only inserted blocks since the previous output block: the spans they went into, run again
        // with them. Otherwise a mark at the end: what the code since the previous one prints.
        let latest = example.versions.count - 1
        let checkpoints = example.versions[latest].checkpointCount
        var (first, last) = (example.versions[latest].outputStart, checkpoints)
        if !appendedSinceOutput, let spans = insertedSpans { (first, last) = (spans.lowerBound, spans.upperBound) }
        if last >= checkpoints {
            example.versions[latest].steps.append(.checkpoint)
            last = checkpoints
        }
        output.version = latest
        output.segments = (output.all ? 0 : first)..<(last + 1)
        example.versions[latest].outputStart = example.versions[latest].checkpointCount
        appendedSinceOutput = false
        insertedSpans = nil
        let index = example.expectedOutputs.count
        example.expectedOutputs.append(output)
        current = example
        return .output(exampleID: example.id, index: index)
    }

    private mutating func handleSwift(_ block: CodeBlock, fence: CodeBlock.Fence, attributes: SnippetAttributes, location: FileLocation) -> BlockRole {
        // A guide's listing (`swift-blocks = "marked"`, no `check`) is shown, highlighted, and counted;
        // an output block under it shows what it would print, unchecked, as under `ignore`.
        if swiftBlocks == .marked, !attributes.check, attributes.include == nil {
            lastCodeWasIgnored = true
            result.listings += 1
            return .plain(language: "swift")
        }
        lastCodeWasIgnored = attributes.ignore
        if attributes.ignore { return .ignored }
        if let path = attributes.include {
            let include = IncludeDirective(location: location, path: path, symbol: attributes.symbol)
            result.includes.append(include)
            return .include(include)
        }
        let lines = compilerLines(block, fence: fence)
        let firstLine = fence.contentLines.lowerBound
        if style == .topLevel {
            return handleTopLevel(lines: lines, firstLine: firstLine, attributes: attributes, location: location)
        }
        let shape = shapes.shape(of: lines.joined(separator: "\n"), helper: helper)
        let calls = shape.items.filter { if case .exampleCall = $0.kind { true } else { false } }
        if calls.count > 1, case .exampleCall(let second) = calls[1].kind {
            report(Self.twoExamples, FileLocation(file: chapter.path, line: firstLine + second.line, column: second.column))
            return .plain(language: "swift")
        }
        if let call = shape.exampleCall {
            if let insertion = attributes.insertion {
                report(Self.insertionStartsExample, attributeLocation(location, offset: insertion.attribute.offset))
                return refuseExample()
            }
            return startExample(call, shape: shape, lines: lines, firstLine: firstLine, attributes: attributes, location: location)
        } else if shape.isDeclarationsOnly, attributes.insertion == nil {
            let segment = CodeSegment(firstLine: firstLine, text: lines.joined(separator: "\n"),
                                      filePrivateLines: shape.items.filter(\.madeFilePrivate).map(\.firstLine))
            if let failure = attributes.compileFail {
                return addCompileFailure(failure, location: location, lines: lines, firstLine: firstLine, fileScope: [segment], body: [])
            }
            result.declarations.append(segment)
            result.declaredNames.formUnion(shape.items.flatMap(\.declaredNames))
            return .declarations
        } else {
            return extendExample(lines: lines, firstLine: firstLine, attributes: attributes, location: location)
        }
    }

    /// The lines as the compiler sees them, columns kept: container prefixes and hidden-line marks become spaces.
    private func compilerLines(_ block: CodeBlock, fence: CodeBlock.Fence) -> [String] {
        // Byte-wise: splitting and comparing Characters costs more than the rest of a warm check.
        var literal = block.literal.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if literal.last?.isEmpty == true { literal.removeLast() }
        let sameCount = literal.count == fence.contentLines.count
        return literal.enumerated().map { index, rawLiteral in
            let text = rawLiteral.last == UInt8(ascii: "\r") ? rawLiteral.dropLast() : rawLiteral
            var line = String(decoding: text, as: UTF8.self)
            if sameCount, let source = chapter.lines.line(fence.contentLines.lowerBound + index),
               source.count > text.count, source.suffix(text.count).elementsEqual(text) {
                line = String(repeating: " ", count: source.count - text.count) + line
            }
            return HiddenLines.compilerView(of: line)
        }
    }

    private mutating func startExample(
        _ call: SnippetShape.ExampleCall, shape: SnippetShape, lines: [String], firstLine: Int,
        attributes: SnippetAttributes, location: FileLocation
    ) -> BlockRole {
        let callLocation = FileLocation(file: chapter.path, line: firstLine + call.line, column: call.column)
        guard let name = call.name else {
            report(Self.badExampleName, callLocation)
            return refuseExample()
        }
        var fileScope: [CodeSegment] = []
        var callItem: SnippetShape.Item?
        for item in shape.items {
            switch item.kind {
            case .exampleCall: callItem = item
            case .declaration, .variable:
                fileScope.append(CodeSegment(firstLine: firstLine + item.firstLine, text: lines[item.firstLine...item.lastLine].joined(separator: "\n"),
                                             filePrivateLines: item.madeFilePrivate ? [0] : []))
            case .statement:
                report(Self.statementOutsideExample, FileLocation(file: chapter.path, line: firstLine + item.firstLine))
                return refuseExample()
            }
        }
        guard let callItem else { return refuseExample() }
        if shape.items.contains(where: { $0 != callItem && $0.lastLine >= callItem.firstLine && $0.firstLine <= callItem.lastLine }) {
            report(Self.sharedLine, callLocation)
            return refuseExample()
        }
        let (head, closing) = Self.split(lines, item: callItem, call: call, firstLine: firstLine)

        if let failure = attributes.compileFail {
            return addCompileFailure(failure, location: location, lines: lines, firstLine: firstLine, fileScope: fileScope, body: [head, closing])
        }
        if let twin = finished.first(where: { $0.name == name }) ?? current.flatMap({ $0.name == name && !isRefused ? $0 : nil }) {
            report(Self.duplicateExample, callLocation, notes: [Diagnostic.Note("the other example named '\(name)' is here", at: twin.location)])
            return refuseExample()
        }
        finishCurrentExample()
        result.declarations += fileScope
        result.declaredNames.formUnion(shape.items.flatMap(\.declaredNames))
        var example = Example(chapterPath: chapter.path, name: name, location: callLocation,
                              versions: [ExampleVersion(steps: [], expectsCrash: attributes.crash,
                                                        expectedCrashMessage: attributes.crashMessage)], closing: closing)
        append(head, of: lines, at: firstLine, helper: helper.function, to: &example)
        example.compileOnly = attributes.compileOnly
        example.drawsMarbleDiagram = attributes.marbles
        example.timeout = attributes.timeout
        current = example
        appendedSinceOutput = true
        return .exampleCode(exampleID: example.id)
    }

    /// An example start the extractor could not accept: the blocks after it, up to the next example,
    /// belong to it and are shown unchecked rather than added to the example before.
    private mutating func refuseExample() -> BlockRole {
        finishCurrentExample()
        isRefused = true
        return .plain(language: "swift")
    }

    /// Splits the lines of an `example(of:)` call at the closure's closing brace: the head holds the
    /// call and its body so far, the closing holds the brace and the rest; an open closure gets a `}`.
    ///
    /// - Parameters:
    ///   - lines: All lines of the block; `item` names the call's lines among them.
    ///   - firstLine: The chapter line of `lines[0]`.
    static func split(_ lines: [String], item: SnippetShape.Item, call: SnippetShape.ExampleCall, firstLine: Int) -> (head: CodeSegment, closing: CodeSegment) {
        let callLines = lines[item.firstLine...item.lastLine]
        guard let braceLine = call.closingBraceLine, let braceOffset = call.closingBraceOffset else {
            return (CodeSegment(firstLine: firstLine + item.firstLine, text: callLines.joined(separator: "\n")),
                    CodeSegment(firstLine: firstLine + item.lastLine, text: "}"))
        }
        let braceLineStart = lines[..<braceLine].reduce(0) { $0 + $1.utf8.count + 1 }
        let column = braceOffset - braceLineStart
        let before = String(decoding: lines[braceLine].utf8.prefix(column), as: UTF8.self)
        let after = String(decoding: lines[braceLine].utf8.dropFirst(column), as: UTF8.self)
        var headLines = Array(lines[item.firstLine..<braceLine])
        if !before.allSatisfy({ $0 == " " || $0 == "\t" }) { headLines.append(before) }
        let closingLines = [after] + lines[(braceLine + 1)..<(item.lastLine + 1)]
        return (CodeSegment(firstLine: firstLine + item.firstLine, text: headLines.joined(separator: "\n")),
                CodeSegment(firstLine: firstLine + braceLine, text: closingLines.joined(separator: "\n")))
    }

    mutating func extendExample(lines: [String], firstLine: Int, attributes: SnippetAttributes, location: FileLocation) -> BlockRole {
        let segment = CodeSegment(firstLine: firstLine, text: lines.joined(separator: "\n"))
        if isRefused { return .plain(language: "swift") }
        guard var example = current else {
            if let failure = attributes.compileFail, attributes.insertion == nil {
                return addCompileFailure(failure, location: location, lines: lines, firstLine: firstLine, fileScope: [], body: [segment])
            }
            if !lines.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) || attributes.insertion != nil {
                report(Self.orphanExtension, location)
            }
            return .plain(language: "swift")
        }
        let latest = example.versions.count - 1
        guard let insertion = attributes.insertion else {
            if let failure = attributes.compileFail {
                return addCompileFailure(failure, location: location, lines: lines, firstLine: firstLine, fileScope: [],
                                         body: example.code + [segment, example.closing], exampleName: example.name)
            }
            append(segment, of: lines, at: firstLine, helper: nil, to: &example)
            if attributes.crash { example.versions[latest].expectCrash(message: attributes.crashMessage) }
            if attributes.compileOnly { example.compileOnly = true }
            example.extendTimeout(to: attributes.timeout)
            appendedSinceOutput = true
            current = example
            return .exampleCode(exampleID: example.id)
        }
        let anchorLocation = attributeLocation(location, offset: insertion.attribute.offset)
        reportUncheckedPrints(in: lines, at: firstLine)
        guard let (version, span, placement) = inserting(segment, insertion, into: example, anchorLocation: anchorLocation) else {
            return refuseExample()
        }
        if let failure = attributes.compileFail {
            var check = compileFailure(failure, location: location, lines: lines, firstLine: firstLine, fileScope: [],
                                       body: version.code + [example.closing], exampleName: example.name)
            check.placement = placement
            result.compileFailures.append(check)
            return .compileFail(checkID: check.id)
        }
        var inserted = version
        inserted.insertedAt = location
        if attributes.crash { inserted.expectCrash(message: attributes.crashMessage) }
        if attributes.compileOnly { example.compileOnly = true }
        example.extendTimeout(to: attributes.timeout)
        example.versions.append(inserted)
        insertedSpans = insertedSpans.map { min($0.lowerBound, span)...max($0.upperBound, span) } ?? span...span
        current = example
        return .exampleInsertion(exampleID: example.id, placement: placement)
    }

    /// The example's latest version with `segment` in the place `insertion` names, the span between
    /// checkpoints it went into, and where it went; nil, with the problem reported, when the anchor
    /// names no line or more than one.
    private mutating func inserting(
        _ segment: CodeSegment, _ insertion: SnippetAttributes.Insertion, into example: Example, anchorLocation: FileLocation
    ) -> (ExampleVersion, span: Int, InsertionPlacement)? {
        let attribute = "\(insertion.attribute.name)='\(insertion.anchor)'"
        switch example.versions[example.versions.count - 1].inserting(segment, side: insertion.side, anchor: insertion.anchor) {
        case .placed(let version, let span, let placement):
            return (version, span, placement)
        case .notFound(let closest):
            let note = closest.map { Diagnostic.Note("the closest line is '\($0.text)'", at: FileLocation(file: chapter.path, line: $0.line)) }
                ?? Diagnostic.Note("no line of the example is close to it; the anchor is copied from a line of the example, not from prose")
            report(Self.anchorNotFound, anchorLocation,
                   text: "\(attribute): no line of example '\(example.name)' so far equals it; the anchor must be one line of the example above this block, as written there (blanks at either end aside)",
                   notes: [note])
        case .ambiguous(let lines):
            report(Self.anchorAmbiguous, anchorLocation,
                   text: "\(attribute): \(lines.count) lines of example '\(example.name)' so far equal it (lines \(lines.map(String.init).joined(separator: ", "))); the anchor must match exactly one",
                   notes: lines.map { Diagnostic.Note("this line matches", at: FileLocation(file: chapter.path, line: $0)) })
        case .beforeStart:
            report(Self.anchorBeforeStart, anchorLocation,
                   text: "\(attribute): the anchor is the line that starts example '\(example.name)', and its lines would go outside the example; use insert-after to put them first in it")
        }
        return nil
    }

    mutating func addCompileFailure(
        _ failure: SnippetAttributes.CompileFail, location: FileLocation, lines: [String], firstLine: Int,
        fileScope: [CodeSegment], body: [CodeSegment], exampleName: String? = nil
    ) -> BlockRole {
        let check = compileFailure(failure, location: location, lines: lines, firstLine: firstLine, fileScope: fileScope, body: body, exampleName: exampleName)
        result.compileFailures.append(check)
        return .compileFail(checkID: check.id)
    }

    private func compileFailure(
        _ failure: SnippetAttributes.CompileFail, location: FileLocation, lines: [String], firstLine: Int,
        fileScope: [CodeSegment], body: [CodeSegment], exampleName: String?
    ) -> CompileFailureCheck {
        let expected: String? = if case .errorContaining(let text) = failure { text } else { nil }
        let lastLine = firstLine + max(lines.count, 1) - 1
        return CompileFailureCheck(
            chapterPath: chapter.path, location: location, blockLines: firstLine...lastLine,
            expectedMessage: expected, exampleName: exampleName, fileScope: fileScope, body: body
        )
    }

    /// The examples started so far, refused ones aside.
    private var exampleCount: Int {
        finished.count + (current == nil ? 0 : 1)
    }

    private mutating func finishCurrentExample() {
        if let example = current {
            if example.drawsMarbleDiagram, example.compileOnly || example.expectedOutputs.isEmpty {
                report(Self.marblesWithoutOutput, example.location)
            }
            finished.append(example)
        }
        current = nil
        isRefused = false
        appendedSinceOutput = false
        insertedSpans = nil
    }
}
