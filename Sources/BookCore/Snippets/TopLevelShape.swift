import SwiftParser
import SwiftSyntax

/// What a Swift block of a top-level chapter (`examples = "top-level"`) holds, item by item, for
/// `SnippetExtractor` to decide where each goes: to file scope beside the chapter's other
/// declarations, or into the chapter's program body, where each block may shadow an earlier one.
struct TopLevelShape: Codable {
    enum Placement: String, Codable {
        /// Only legal at file scope: `extension`, `protocol`, `import`, operators, `@main`.
        case fileScopeOnly
        /// A type, function or type alias: at file scope unless it uses the body's names.
        case movable
        /// `let` / `var` and statements: always in the body, in order.
        case body
    }

    struct Item: Equatable, Codable {
        var placement: Placement
        /// The names it declares (a variable's bindings, a type's or function's name).
        var declaredNames: [String]
        /// The names other chapters would see if it went to file scope as written (see `SnippetShape`).
        var visibleNames: [String]
        var madeFilePrivate: Bool
        /// Every identifier it mentions, to tell whether it needs the body's variables.
        var mentionedNames: Set<String>
        /// 0-based lines of the block the item covers, first and last inclusive.
        var firstLine: Int
        var lastLine: Int
    }

    var items: [Item]
    /// The block declares a function, initializer or subscript without a body outside a protocol:
    /// an interface listing (`public func chunked(by:) -> [SubSequence]`), which no program can hold.
    var isInterfaceListing = false

    init(parsing text: String) {
        let tree = Parser.parse(source: text)
        isInterfaceListing = BodilessDeclarations(viewMode: .sourceAccurate).found(in: tree)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        func line(_ position: AbsolutePosition) -> Int { converter.location(for: position).line - 1 }
        items = tree.statements.map { statement in
            let first = line(statement.positionAfterSkippingLeadingTrivia)
            var item = Item(placement: .body, declaredNames: [], visibleNames: [], madeFilePrivate: false,
                            mentionedNames: Self.mentionedNames(in: Syntax(statement)),
                            firstLine: first, lastLine: max(first, line(statement.endPositionBeforeTrailingTrivia)))
            guard case .decl(let decl) = statement.item else { return item }
            item.placement = Self.placement(of: decl)
            item.declaredNames = SnippetShape.declaredNames(decl)
            if item.placement != .body {
                switch SnippetShape.fileScopeAccess(decl, startsLine: SnippetShape.startsLine(decl, text: text, converter: converter)) {
                case .alreadyPrivate: break
                case .madeFilePrivate: item.madeFilePrivate = true
                case .visible: item.visibleNames = item.declaredNames
                }
            }
            return item
        }
    }

    private static func placement(of decl: DeclSyntax) -> Placement {
        let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
        let isMain = attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }
        if isMain || decl.is(ExtensionDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self) || decl.is(ImportDeclSyntax.self)
            || decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self) || decl.is(MacroDeclSyntax.self) {
            return .fileScopeOnly
        }
        let movable: [any DeclSyntaxProtocol.Type] = [
            StructDeclSyntax.self, ClassDeclSyntax.self, EnumDeclSyntax.self, ActorDeclSyntax.self,
            FunctionDeclSyntax.self, TypeAliasDeclSyntax.self,
        ]
        return movable.contains { decl.is($0) } ? .movable : .body
    }

    /// The identifiers a piece of code mentions: names it reads, calls or uses as types.
    private static func mentionedNames(in node: Syntax) -> Set<String> {
        var names: Set<String> = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { names.insert(name) }
        }
        return names
    }
}

/// Finds a function, initializer or subscript written without its body outside a protocol.
private final class BodilessDeclarations: SyntaxVisitor {
    private var found = false

    func found(in tree: SourceFileSyntax) -> Bool {
        walk(tree)
        return found
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.body == nil { found = true }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.body == nil { found = true }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.accessorBlock == nil { found = true }
        return found ? .skipChildren : .visitChildren
    }
}
