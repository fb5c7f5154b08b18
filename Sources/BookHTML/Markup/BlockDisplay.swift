import BookCore

/// What a code block is on the page: its role from the check, with the names and verdict it shows.
package enum BlockDisplay: Equatable {
    /// Code of an example, or code an example starts with; `placement` says where an inserted block
    /// goes, `crash` what the block's `crash` attribute expects.
    case example(name: String, status: PageVerdicts.Status, placement: InsertionPlacement?, crash: ExpectedCrash?)
    /// The expected output of an example, and the libraries it was checked against, in words; the
    /// last output block of an example marked `marbles` carries the diagram drawn under it.
    case output(name: String, status: PageVerdicts.Status, checkedAgainst: String?, diagram: MarbleFigure?)
    /// Declarations shared by the chapter's examples.
    case declarations
    /// Code that must not compile, the compiler message it is checked against if the fence gives
    /// one, and where it goes in its example if it says.
    case compileFail(status: PageVerdicts.Status, expectedMessage: String?, placement: InsertionPlacement?)
    /// Shown as written, never compiled.
    case ignored
    /// Library source pulled in by `include=`; `text` is the resolved source.
    case include(path: String, text: String)
    /// Compiled, but not shown.
    case hidden
    /// Any other code block: shell, text, other languages.
    case plain(language: String)

    /// A block marked `crash`: the example must trap, with a message containing `message` when given.
    package struct ExpectedCrash: Equatable {
        package var message: String?

        /// The mark a fence's info string gives, if it has one.
        package init?(fenceInfo: String) {
            guard case .success(let info) = FenceInfo.parse(fenceInfo),
                  let attribute = info.attributes.first(where: { $0.name == "crash" }) else { return nil }
            message = attribute.value.flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    /// - Parameter fenceInfo: The block's info string, for the marks the page shows.
    package init(_ role: BlockRole, fenceInfo: String = "", chapter: PreparedChapter, verdicts: PageVerdicts) {
        func name(_ id: String) -> String {
            let examples = chapter.snippets.examples
            return examples.firstIndex { $0.id == id }.map { examples[$0].name } ?? id
        }
        switch role {
        case .exampleCode(let id):
            self = .example(name: name(id), status: verdicts.status(of: id), placement: nil, crash: ExpectedCrash(fenceInfo: fenceInfo))
        case .exampleInsertion(let id, let placement):
            self = .example(name: name(id), status: verdicts.status(of: id), placement: placement, crash: ExpectedCrash(fenceInfo: fenceInfo))
        case .output(let id, let index):
            self = .output(name: name(id), status: verdicts.status(of: id), checkedAgainst: verdicts.librariesText(of: id),
                           diagram: MarbleFigure(exampleID: id, outputIndex: index, chapter: chapter, verdicts: verdicts))
        case .declarations:
            self = .declarations
        case .compileFail(let id):
            let check = chapter.snippets.compileFailures.first { $0.id == id }
            self = .compileFail(status: verdicts.status(of: id), expectedMessage: check?.expectedMessage, placement: check?.placement)
        case .ignored:
            self = .ignored
        case .include(let include):
            // The check reports an include it cannot resolve; a page is never published with one.
            self = .include(path: include.path, text: chapter.includes[include.location.line] ?? "")
        case .hidden:
            self = .hidden
        case .plain(let language):
            self = .plain(language: language)
        }
    }
}
