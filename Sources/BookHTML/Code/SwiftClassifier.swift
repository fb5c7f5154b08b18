@_spi(RawSyntax) import SwiftSyntax
import SwiftIDEUtils

/// The classified ranges of a parsed Swift file: swift-syntax's own classification rules
/// (SwiftIDEUtils' `classifications`), applied in one walk of the raw tree.
///
/// SwiftIDEUtils looks up a key path for every child of every node it visits, and that lookup
/// cost a large book more than parsing its code. This walk asks only the dozen node kinds that
/// carry a rule, by the child's index, found once from the node's layout. The ranges are the ones
/// `classifications` gives for the whole file (SwiftClassifierTests compares them).
package struct SwiftClassifier {
    package struct ClassifiedRange: Equatable {
        var kind: SyntaxClassification
        /// UTF-8 offsets in the file.
        var start: Int
        var end: Int
    }

    private(set) var ranges: [ClassifiedRange] = []

    /// Classifies every byte of `tree`.
    package static func classify(_ tree: SourceFileSyntax) -> [ClassifiedRange] {
        var classifier = SwiftClassifier()
        withExtendedLifetime(tree) {
            classifier.visit(tree.raw, at: 0, context: nil)
        }
        return classifier.ranges
    }

    /// A classification a parent gives one of its children; `forced` covers the whole child,
    /// otherwise it only applies to identifiers.
    private typealias Rule = (kind: SyntaxClassification, forced: Bool)

    private mutating func visit(_ node: RawSyntax, at start: Int, context: Rule?) {
        if let token = node.tokenView {
            guard token.presence == .present else { return }
            var offset = start + trivia(token.leadingRawTriviaPieces, at: start)
            let text = token.rawText
            report(Self.kind(of: token.rawKind, text: text, context: context), offset, offset + text.count)
            offset += text.count
            _ = trivia(token.trailingRawTriviaPieces, at: offset)
            return
        }
        guard let layout = node.layoutView else { return }
        let rules = Self.rules(of: node.kind)
        var offset = start
        for (index, child) in layout.children.enumerated() {
            guard let child else { continue }
            let rule = rules.first { $0.index == index }?.rule
            if let rule, rule.forced {
                var position = offset
                if let leading = child.leadingTriviaPieces { position += trivia(leading, at: position) }
                let textLength = child.byteLength - child.leadingTriviaByteLength - child.trailingTriviaByteLength
                report(rule.kind, position, position + textLength)
                if let trailing = child.trailingTriviaPieces { _ = trivia(trailing, at: position + textLength) }
            } else {
                visit(child, at: offset, context: rule ?? context)
            }
            offset += child.byteLength
        }
    }

    /// Reports each piece of trivia, comments as comments; returns the bytes they take.
    private mutating func trivia(_ pieces: [RawTriviaPiece], at start: Int) -> Int {
        var offset = start
        for piece in pieces {
            let kind: SyntaxClassification = switch piece {
            case .lineComment: .lineComment
            case .blockComment: .blockComment
            case .docLineComment: .docLineComment
            case .docBlockComment: .docBlockComment
            default: .none
            }
            report(kind, offset, offset + piece.byteLength)
            offset += piece.byteLength
        }
        return offset - start
    }

    /// Adds a range, merged into the one before when it continues it with the same kind.
    private mutating func report(_ kind: SyntaxClassification, _ start: Int, _ end: Int) {
        if kind == .none && start == end { return }
        if let last = ranges.last, last.kind == kind, last.end == start {
            ranges[ranges.count - 1].end = end
            return
        }
        ranges.append(ClassifiedRange(kind: kind, start: start, end: end))
    }

    private static func kind(of tokenKind: RawTokenKind, text: SyntaxText, context: Rule?) -> SyntaxClassification {
        if let context, tokenKind == .identifier || context.forced { return context.kind }
        if tokenKind == .unknown, text.hasPrefix("\"") { return .stringLiteral }
        if tokenKind == .identifier, text.hasPrefix("<#"), text.hasSuffix("#>") { return .editorPlaceholder }
        return contextFree(tokenKind)
    }

    /// SwiftIDEUtils' classification of a token by its kind alone (`RawTokenKind.classification`).
    private static func contextFree(_ kind: RawTokenKind) -> SyntaxClassification {
        switch kind {
        case .atSign: .attribute
        case .binaryOperator, .colonColon, .postfixOperator, .prefixOperator: .operator
        case .dollarIdentifier: .dollarIdentifier
        case .floatLiteral: .floatLiteral
        case .identifier: .identifier
        case .integerLiteral: .integerLiteral
        case .keyword, .poundSourceLocation: .keyword
        case .multilineStringQuote, .singleQuote, .stringQuote, .stringSegment: .stringLiteral
        case .poundElse, .poundElseif, .poundEndif, .poundIf: .ifConfigDirective
        case .regexLiteralPattern, .regexPoundDelimiter, .regexSlash: .regexLiteral
        default: .none
        }
    }
}

// MARK: - The rules

extension SwiftClassifier {
    /// SwiftIDEUtils' rules (`SyntaxClassification.classify(_:)`): which child of which node is
    /// classified, by the child's index in the node's layout.
    private static func rules(of kind: SyntaxKind) -> [(index: Int, rule: Rule)] {
        switch kind {
        case .attribute: Rules.attribute
        case .platformVersionItem: Rules.platformVersionItem
        case .platformVersion: Rules.platformVersion
        case .declModifier: Rules.declModifier
        case .ifConfigClause: Rules.ifConfigClause
        case .ifConfigDecl: Rules.ifConfigDecl
        case .memberType: Rules.memberType
        case .operatorDecl: Rules.operatorDecl
        case .precedenceGroupAssociativity: Rules.precedenceGroupAssociativity
        case .precedenceGroupRelation: Rules.precedenceGroupRelation
        case .identifierType: Rules.identifierType
        case .functionParameter: Rules.functionParameter
        case .labeledExpr: Rules.labeledExpr
        default: []
        }
    }

    private enum Rules {
        static let attribute = rules(AttributeSyntax.self, [(\.attributeName, (.attribute, true))])
        static let platformVersionItem = rules(PlatformVersionItemSyntax.self, [(\.platformVersion, (.keyword, false))])
        static let platformVersion = rules(PlatformVersionSyntax.self, [(\.platform, (.keyword, false))])
        static let declModifier = rules(DeclModifierSyntax.self, [(\.name, (.attribute, false))])
        static let ifConfigClause = rules(IfConfigClauseSyntax.self, [(\.poundKeyword, (.ifConfigDirective, false)),
                                                                       (\.condition, (.ifConfigDirective, false))])
        static let ifConfigDecl = rules(IfConfigDeclSyntax.self, [(\.poundEndif, (.ifConfigDirective, false))])
        static let memberType = rules(MemberTypeSyntax.self, [(\.name, (.type, false))])
        static let operatorDecl = rules(OperatorDeclSyntax.self, [(\.name, (.operator, false))])
        static let precedenceGroupAssociativity = rules(PrecedenceGroupAssociativitySyntax.self, [(\.associativityLabel, (.keyword, false))])
        static let precedenceGroupRelation = rules(PrecedenceGroupRelationSyntax.self, [(\.higherThanOrLowerThanLabel, (.keyword, false))])
        static let identifierType = rules(IdentifierTypeSyntax.self, [(\.name, (.type, false))])
        static let functionParameter = rules(FunctionParameterSyntax.self, [(\.firstName, (.argumentLabel, false))])
        static let labeledExpr = rules(LabeledExprSyntax.self, [(\.label, (.argumentLabel, false))])

        /// The layout indices of `Node`'s classified children.
        private static func rules<Node: SyntaxProtocol>(_ node: Node.Type, _ children: [(PartialKeyPath<Node>, Rule)]) -> [(index: Int, rule: Rule)] {
            guard case .layout(let layout) = Node.structure else { return [] }
            return children.compactMap { keyPath, rule in
                layout.firstIndex { ($0 as AnyKeyPath) == (keyPath as AnyKeyPath) }.map { ($0, rule) }
            }
        }
    }
}
