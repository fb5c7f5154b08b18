import Foundation
import SwiftParser
import SwiftSyntax

/// Resolves ```swift include="path" symbol="Type.member" blocks against the package's sources, so a
/// chapter that shows library code always shows the code as it is.
package struct IncludeResolver: Sendable {
    package var root: String
    /// Where declarations found before are looked up.
    package var cache: SyntaxCache
    /// Files bookgen provides itself, by the name an include gives them (`bookgen:support`).
    package var builtinFiles: [String: String] = [:]

    static let missingFile = DiagnosticMessage(id: "include-missing-file", "included file does not exist")
    static let missingSymbol = DiagnosticMessage(id: "include-missing-symbol", "included symbol is not declared in that file")
    static let outsidePackage = DiagnosticMessage(id: "include-outside-package", "included file must be inside the package")
    static let hiddenFile = DiagnosticMessage(id: "include-hidden", "included file is hidden (a name that starts with a dot), which is never included")

    package init(root: String, cache: SyntaxCache = SyntaxCache()) {
        self.root = root
        self.cache = cache
    }

    /// - Returns: A diagnostic for each include that cannot be resolved.
    package func check(_ includes: [IncludeDirective]) -> [Diagnostic] {
        includes.compactMap { include in
            if case .failure(let diagnostic) = resolve(include) { diagnostic } else { nil }
        }
    }

    /// The text an include stands for: the whole file, or the declaration named by `symbol`
    /// with its doc comment, de-indented.
    package func resolve(_ include: IncludeDirective) -> Result<String, Diagnostic> {
        if let text = builtinFiles[include.path] { return select(include, in: text) }
        if include.path.hasPrefix("bookgen:") {
            var diagnostic = Diagnostic(Self.missingFile, at: include.location)
            let provided = builtinFiles.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
            diagnostic.message = "bookgen provides no file '\(include.path)'" + (provided.isEmpty ? "" : "; it provides \(provided)")
            return .failure(diagnostic)
        }
        // Bytes: a `/` and the combining mark after it are one `Character`, which hid a `/` or a `..`.
        let parts = include.path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard include.path.utf8.first != UInt8(ascii: "/"), !parts.contains(where: { $0.elementsEqual("..".utf8) }) else {
            return .failure(Diagnostic(Self.outsidePackage, at: include.location))
        }
        // `.git/config` holds a checkout's credentials; the package's root is often the repository's.
        if BookPath.isHidden(include.path) {
            var diagnostic = Diagnostic(Self.hiddenFile, at: include.location)
            diagnostic.message = "included file '\(include.path)' is hidden (a name that starts with a dot), which is never included"
            return .failure(diagnostic)
        }
        // Through a symbolic link, a path inside the package can still lead anywhere, a hidden file included.
        if Containment.leadsOutside(root + "/" + include.path, folder: root) {
            var diagnostic = Diagnostic(Self.outsidePackage, at: include.location)
            diagnostic.message = "included file '\(include.path)' leads outside the package, or to a hidden file in it (to '\(Containment.realPath(root + "/" + include.path) ?? include.path)'), through a symbolic link"
            return .failure(diagnostic)
        }
        guard let data = FileManager.default.contents(atPath: root + "/" + include.path) else {
            var diagnostic = Diagnostic(Self.missingFile, at: include.location)
            diagnostic.message = "included file '\(include.path)' does not exist"
            return .failure(diagnostic)
        }
        if let problem = UTF8Text.problem(in: [UInt8](data), file: root + "/" + include.path) { return .failure(problem) }
        return select(include, in: String(decoding: data, as: UTF8.self))
    }

    /// The whole text, or the declaration the include's `symbol` names in it.
    private func select(_ include: IncludeDirective, in text: String) -> Result<String, Diagnostic> {
        guard let symbol = include.symbol else { return .success(text) }
        let found = cache.declaration(symbol, in: text) {
            Self.find(symbol.split(separator: ".").map(String.init), in: Syntax(Parser.parse(source: text))).map { Self.dedented($0.description) }
        }
        guard let found else {
            var diagnostic = Diagnostic(Self.missingSymbol, at: include.location)
            diagnostic.message = "'\(include.path)' declares no '\(symbol)'"
            return .failure(diagnostic)
        }
        return .success(found)
    }

    /// Finds the declaration reached by following `path` through nested members, types and extensions.
    static func find(_ path: [String], in node: Syntax) -> Syntax? {
        guard let name = path.first else { return node }
        for child in members(of: node) where declaredName(child) == name {
            if path.count == 1 { return child }
            if let found = find(Array(path.dropFirst()), in: child) { return found }
        }
        return nil
    }

    private static func members(of node: Syntax) -> [Syntax] {
        if let file = node.as(SourceFileSyntax.self) {
            return file.statements.map { Syntax($0.item) }
        }
        if let group = node.asProtocol(DeclGroupSyntax.self) {
            return group.memberBlock.members.map { Syntax($0.decl) }
        }
        return []
    }

    private static func declaredName(_ node: Syntax) -> String? {
        if let named = node.asProtocol(NamedDeclSyntax.self) { return named.name.text }
        if let function = node.as(FunctionDeclSyntax.self) { return function.name.text }
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) { return extensionDecl.extendedType.trimmedDescription }
        if node.is(InitializerDeclSyntax.self) { return "init" }
        if node.is(DeinitializerDeclSyntax.self) { return "deinit" }
        if node.is(SubscriptDeclSyntax.self) { return "subscript" }
        if let variable = node.as(VariableDeclSyntax.self) {
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        return nil
    }

    /// The declaration's lines with the indentation they share removed, and no blank lines around them.
    static func dedented(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }.joined(separator: "\n") + "\n"
    }
}
