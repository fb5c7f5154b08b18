import BookCore
import BookMarkdown

/// What a fenced block of a chapter is, as far as the page is concerned.
enum BlockRole: Equatable {
    /// Code of an example, or code an example starts with.
    case example(name: String, status: Verification.Status)
    /// The expected output of an example.
    case output(name: String, status: Verification.Status)
    /// Declarations shared by the chapter's examples.
    case declarations
    /// Code that must not compile.
    case compileFail(status: Verification.Status)
    /// Shown as written, never compiled.
    case ignored
    /// Library source pulled in by `include=`; `text` is the resolved source.
    case include(path: String, text: String)
    /// Compiled, but not shown.
    case hidden
    /// Any other code block: shell, text, other languages.
    case plain(language: String)
}

/// Assigns a role to each fenced block of a chapter from what the snippet extractor found there.
struct BlockRoles {
    /// Keyed by the first content line of each fenced block.
    private var roles: [Int: BlockRole] = [:]

    static let unresolvedInclude = DiagnosticMessage(id: "include-missing", "included source cannot be found")

    init(chapter: Chapter, snippets: ChapterSnippets, verification: Verification, includes: IncludeResolver) {
        for example in snippets.examples {
            let status = verification.status(of: example.id)
            for step in example.steps {
                switch step {
                case .code(let segment):
                    // A segment may start below its block's first line (declarations above the call);
                    // lookups go by range, see `role(for:)`.
                    exampleLines.append((segment.firstLine...segment.lastLine, .example(name: example.name, status: status)))
                case .output(let output):
                    roles[output.contentLines.lowerBound] = .output(name: example.name, status: status)
                }
            }
        }
        for check in snippets.compileFailures {
            exampleLines.append((check.blockLines, .compileFail(status: verification.status(of: check.id))))
        }
        for include in snippets.includes {
            let text: String
            switch includes.resolve(include) {
            case .success(let resolved): text = resolved
            case .failure: text = ""
            }
            includeAt[include.location.line] = .include(path: include.path, text: text)
        }
    }

    private var exampleLines: [(ClosedRange<Int>, BlockRole)] = []
    /// Keyed by the line of the opening fence.
    private var includeAt: [Int: BlockRole] = [:]

    /// The role of a fenced block.
    ///
    /// - Parameters:
    ///   - info: The parsed info string.
    ///   - fence: The fence, for its content lines.
    ///   - fenceLine: The line of the opening fence.
    func role(info: FenceInfo, fence: CodeBlock.Fence?, fenceLine: Int) -> BlockRole {
        let attributes = Set(info.attributes.map(\.name))
        switch info.language {
        case "swift":
            if attributes.contains("hidden") { return .hidden }
            if attributes.contains("ignore") { return .ignored }
            if let include = includeAt[fenceLine] { return include }
            guard let lines = fence?.contentLines, !lines.isEmpty else { return .declarations }
            let blockLines = lines.lowerBound...(lines.upperBound - 1)
            for (range, role) in exampleLines where range.overlaps(blockLines) {
                if case .compileFail = role, !attributes.contains("compile-fail") { continue }
                return role
            }
            if attributes.contains("compile-fail") { return .compileFail(status: .unchecked) }
            return .declarations
        case "output":
            if let lines = fence?.contentLines, let role = roles[lines.lowerBound] { return role }
            return .plain(language: "output")
        default:
            return .plain(language: info.language)
        }
    }
}
