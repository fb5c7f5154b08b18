/// What one fenced block of a chapter is, decided once by the snippet extractor; renderers read it
/// instead of parsing the fence's info string again.
package enum BlockRole: Hashable, Sendable {
    /// Code that starts or extends the example with this id.
    case exampleCode(exampleID: String)
    /// Code whose lines go into the example with this id before or after one of its lines.
    case exampleInsertion(exampleID: String, placement: InsertionPlacement)
    /// The `index`-th expected-output block of an example.
    case output(exampleID: String, index: Int)
    /// Declarations shared by the chapter's examples.
    case declarations
    /// Code that must not compile, checked under this id.
    case compileFail(checkID: String)
    /// Shown as written, never compiled (`ignore`).
    case ignored
    /// Library source pulled in by `include=`; the checked book holds the resolved text.
    case include(IncludeDirective)
    /// Compiled, not shown (`hidden`).
    case hidden
    /// Any other block: shell, text, other languages, and blocks the book got wrong (their
    /// diagnostics say so). `language` is the info string's first word.
    case plain(language: String)
}

extension BlockRole {
    /// Whether the block's code is compiled but never run: shared declarations, `compile-fail`.
    var isCheckedWithoutRunning: Bool {
        switch self {
        case .declarations, .compileFail: true
        default: false
        }
    }
}
