/// A top-level chapter (`examples = "top-level"`) is one program: its Swift blocks are top-level
/// code, in reading order, and each output block checks what the code since the one before printed.
///
/// The program runs inside a function, so its variables are locals and a later block may declare
/// a name again: that block and the rest of the chapter go inside a `do { ... }` of their own, a
/// scope nested in the one before, as if the author had started a new file that still sees the old
/// one. What Swift allows only at file scope (extensions, protocols, imports, operators, `@main`)
/// goes there, beside the chapter's declarations; so do types and functions that use none of the
/// body's names, so that an extension in a later block can reach them.
extension SnippetExtractor {
    mutating func handleTopLevel(lines: [String], firstLine: Int, attributes: SnippetAttributes, location: FileLocation) -> BlockRole {
        // A block placed in the program so far keeps the rules of a block that extends an example.
        if attributes.insertion != nil {
            return extendExample(lines: lines, firstLine: firstLine, attributes: attributes, location: location)
        }
        let shape = shapes.topLevelShape(of: lines.joined(separator: "\n"))
        // A guide's interface listing is shown and counted, as a listing is under `swift-blocks = "marked"`.
        if shape.isInterfaceListing, attributes.compileFail == nil {
            lastCodeWasIgnored = true
            result.listings += 1
            return .plain(language: "swift")
        }
        var fileScope: [CodeSegment] = []
        var visibleNames: [String] = []
        var bodyLines = lines
        var declaredInBody: [String] = []
        var movedNames: Set<String> = []
        var namesSoFar = bodyNames
        for item in shape.items {
            let sharesALine = shape.items.contains { $0 != item && $0.firstLine <= item.lastLine && $0.lastLine >= item.firstLine }
            let moves = switch item.placement {
            case .fileScopeOnly: true
            case .movable: !sharesALine && item.mentionedNames.isDisjoint(with: namesSoFar)
                && fileScopeNames.isDisjoint(with: item.declaredNames) && movedNames.isDisjoint(with: item.declaredNames)
            case .body: false
            }
            guard moves else {
                declaredInBody += item.declaredNames
                namesSoFar.formUnion(item.declaredNames)
                continue
            }
            fileScope.append(CodeSegment(firstLine: firstLine + item.firstLine, text: lines[item.firstLine...item.lastLine].joined(separator: "\n"),
                                         filePrivateLines: item.madeFilePrivate ? [0] : []))
            for index in item.firstLine...item.lastLine { bodyLines[index] = "" }
            movedNames.formUnion(item.declaredNames)
            visibleNames += item.visibleNames
        }
        let body = CodeSegment(firstLine: firstLine, text: bodyLines.joined(separator: "\n"))
        if let failure = attributes.compileFail {
            let program = current.map { $0.code + [$0.closing] } ?? []
            return addCompileFailure(failure, location: location, lines: lines, firstLine: firstLine, fileScope: fileScope,
                                     body: program.dropLast() + [body] + program.suffix(1), exampleName: current?.name)
        }
        result.declarations += fileScope
        result.declaredNames.formUnion(visibleNames)
        fileScopeNames.formUnion(movedNames)
        guard bodyLines.contains(where: { !$0.allSatisfy(\.isWhitespace) }) else { return .declarations }

        var program = current ?? startProgram(at: firstLine)
        let latest = program.versions.count - 1
        if !bodyNames.isDisjoint(with: declaredInBody) {
            program.versions[latest].steps.append(.code(CodeSegment(firstLine: firstLine, text: "do {", isSynthetic: true)))
            program.closing.text += program.closing.text.isEmpty ? "}" : "\n}"
        }
        bodyNames.formUnion(declaredInBody)
        append(body, of: lines, at: firstLine, helper: nil, to: &program)
        if attributes.crash { program.versions[latest].expectCrash(message: attributes.crashMessage) }
        if attributes.compileOnly { program.compileOnly = true }
        program.extendTimeout(to: attributes.timeout)
        appendedSinceOutput = true
        current = program
        return .exampleCode(exampleID: program.id)
    }

    /// The chapter's program, named after the chapter, starting at its first block of code.
    private func startProgram(at line: Int) -> Example {
        var program = Example(chapterPath: chapter.path, name: chapter.title, location: FileLocation(file: chapter.path, line: line),
                              versions: [ExampleVersion(steps: [])],
                              closing: CodeSegment(firstLine: line, text: "", isSynthetic: true))
        program.isProgram = true
        return program
    }
}
