import SwiftParser
import SwiftSyntax

/// What a Swift block holds at its top level, found with the Swift parser:
/// a call of the example helper (`example(of:)`), declarations, or statements that extend an example.
struct SnippetShape {
    enum ItemKind: Equatable {
        /// `func`, `enum`, `struct`, `class`, `extension`, `import`, ...: chapter scope.
        case declaration
        /// `let` / `var`: chapter scope beside an `example(of:)` call, example body otherwise.
        case variable
        case statement
        case exampleCall(ExampleCall)
    }

    struct ExampleCall: Equatable {
        /// The example's name, or nil when it is not a plain string literal.
        var name: String?
        /// 0-based line (in the block) and 1-based byte column of the call.
        var line: Int
        var column: Int
        /// 0-based line and byte offset in the block text of the closure's `}`; nil when the closure is left open.
        var closingBraceLine: Int?
        var closingBraceOffset: Int?
    }

    struct Item: Equatable {
        var kind: ItemKind
        /// The names a declaration adds to the whole program (`Type.member` for an extension's members),
        /// so that chapters declaring the same names are never compiled into one program. Empty for a
        /// declaration that is, or is made, `fileprivate`, which cannot clash with another chapter's.
        var declaredNames: [String] = []
        /// Whether the checker makes this declaration `fileprivate` (see `SnippetShape+FileScope`).
        var madeFilePrivate = false
        /// 0-based lines of the block the item covers, first and last inclusive.
        var firstLine: Int
        var lastLine: Int
    }

    var items: [Item]

    var exampleCall: ExampleCall? {
        for item in items { if case .exampleCall(let call) = item.kind { return call } }
        return nil
    }

    /// Whether every item belongs at file scope: declarations other than `let`/`var`.
    var isDeclarationsOnly: Bool {
        !items.isEmpty && items.allSatisfy { $0.kind == .declaration }
    }

    init(items: [Item]) {
        self.items = items
    }

    /// Parses `text`, the compiler's view of one block, in which `helper` starts an example.
    init(parsing text: String, helper: ExampleHelper = .standard) {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        func line(_ position: AbsolutePosition) -> Int { converter.location(for: position).line - 1 }
        items = tree.statements.map { statement in
            let first = line(statement.positionAfterSkippingLeadingTrivia)
            let last = line(statement.endPositionBeforeTrailingTrivia)
            let kind: ItemKind
            var names: [String] = []
            var madeFilePrivate = false
            switch statement.item {
            case .decl(let decl):
                kind = decl.is(VariableDeclSyntax.self) ? .variable : .declaration
                switch SnippetShape.fileScopeAccess(decl, startsLine: SnippetShape.startsLine(decl, text: text, converter: converter)) {
                case .alreadyPrivate: break
                case .madeFilePrivate: madeFilePrivate = true
                case .visible: names = SnippetShape.declaredNames(decl)
                }
            case .stmt:
                kind = .statement
            case .expr(let expr):
                if let call = SnippetShape.exampleCall(expr, helper: helper, converter: converter) {
                    kind = .exampleCall(call)
                } else {
                    kind = .statement
                }
            }
            return Item(kind: kind, declaredNames: names, madeFilePrivate: madeFilePrivate, firstLine: first, lastLine: max(first, last))
        }
    }

    static func declaredNames(_ decl: DeclSyntax) -> [String] {
        if let named = decl.asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.flatMap { binding in
                binding.pattern.tokens(viewMode: .sourceAccurate).filter {
                    if case .identifier = $0.tokenKind { true } else { false }
                }.map(\.text)
            }
        }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            let type = extensionDecl.extendedType.trimmedDescription
            return extensionDecl.memberBlock.members.flatMap { declaredNames($0.decl).map { "\(type).\($0)" } }
        }
        return []
    }

    private static func exampleCall(_ expr: ExprSyntax, helper: ExampleHelper, converter: SourceLocationConverter) -> ExampleCall? {
        guard let call = expr.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == helper.function,
              let first = call.arguments.first, first.label?.text == helper.label
        else { return nil }
        var name: String?
        if let literal = first.expression.as(StringLiteralExprSyntax.self) {
            var text = ""
            var plain = true
            for segment in literal.segments {
                if let piece = segment.as(StringSegmentSyntax.self) { text += piece.content.text } else { plain = false }
            }
            if plain { name = text }
        }
        let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
        let start = converter.location(for: call.positionAfterSkippingLeadingTrivia)
        var result = ExampleCall(name: name, line: start.line - 1, column: start.column)
        if let brace = closure?.rightBrace, brace.presence == .present {
            let position = brace.positionAfterSkippingLeadingTrivia
            result.closingBraceLine = converter.location(for: position).line - 1
            result.closingBraceOffset = position.utf8Offset
        }
        return result
    }
}
