import SwiftSyntax

/// Chapters compiled into one program must not see each other's declarations: two chapters may both
/// declare `enum MyError`. So the checker makes each chapter's file-scope declarations `fileprivate`,
/// by writing `fileprivate` on a line of its own just above the declaration; the declaration's own lines
/// and columns stay as the author wrote them. Declarations it cannot change that way keep their names in
/// `declaredNames`, and chapters sharing such a name are compiled into separate programs.
extension SnippetShape {
    enum FileScopeAccess {
        /// Already `private` or `fileprivate`: invisible to other chapters as written.
        case alreadyPrivate
        /// The checker writes `fileprivate` above it.
        case madeFilePrivate
        /// Visible to the whole program: explicitly `internal`/`public`, or a form that cannot take the modifier.
        case visible
    }

    static func fileScopeAccess(_ decl: DeclSyntax, startsLine: Bool) -> FileScopeAccess {
        let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.map(\.name.text) ?? []
        if modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }) { return .alreadyPrivate }
        let accessModifiers: Set<String> = ["internal", "public", "open", "package"]
        guard startsLine, !modifiers.contains(where: accessModifiers.contains) else { return .visible }
        // Attributes must come before modifiers, so a declaration with attributes cannot get one above it.
        if let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes, !attributes.isEmpty { return .visible }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            // An extension that adds a conformance cannot carry an access modifier.
            return extensionDecl.inheritanceClause == nil ? .madeFilePrivate : .visible
        }
        let accepting: [any DeclSyntaxProtocol.Type] = [
            StructDeclSyntax.self, ClassDeclSyntax.self, EnumDeclSyntax.self, ActorDeclSyntax.self,
            ProtocolDeclSyntax.self, FunctionDeclSyntax.self, TypeAliasDeclSyntax.self, VariableDeclSyntax.self,
        ]
        return accepting.contains { decl.is($0) } ? .madeFilePrivate : .visible
    }

    /// Whether the declaration's first token is the first thing on its line, so a line can go above it.
    static func startsLine(_ decl: DeclSyntax, text: String, converter: SourceLocationConverter) -> Bool {
        let location = converter.location(for: decl.positionAfterSkippingLeadingTrivia)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[location.line - 1]
        return line.utf8.prefix(location.column - 1).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}
