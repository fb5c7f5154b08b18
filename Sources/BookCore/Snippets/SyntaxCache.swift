import Foundation

/// What the Swift parser said, kept by the exact text it read: each block's shape, and each included
/// declaration. A check of an unchanged book then parses no Swift; SwiftParser is the largest cost of
/// a warm check, most of all in the debug build a reader runs.
///
/// `@unchecked Sendable`: `lock` guards `stored`, `usedShapes`, `usedDeclarations` and `changed`.
package final class SyntaxCache: @unchecked Sendable {
    private struct Stored: Codable {
        var format = 2
        /// A block's compiler view (after the helper's call form, for another than `example(of:)`) -> its shape.
        var shapes: [String: SnippetShape] = [:]
        /// Symbol, NUL, the included file's text -> the declaration's text, or nil when it has none.
        var declarations: [String: String?] = [:]
        /// A top-level chapter's block -> its shape; absent in a cache written before there were any.
        var topLevel: [String: TopLevelShape]?
    }

    private let lock = NSLock()
    private var stored = Stored()
    private var usedShapes: Set<String> = []
    private var usedTopLevel: Set<String> = []
    private var usedDeclarations: Set<String> = []
    private var changed = false
    /// Where the cache lives; nil keeps it in memory only.
    let path: String?

    /// A cache that starts empty and is never saved.
    package init() {
        path = nil
    }

    /// The cache saved in `folder`, or an empty one.
    package init(folder: String) {
        path = folder + "/syntax.json"
        if let decoded = CacheFile.load(Stored.self, from: folder + "/syntax.json"), decoded.format == 2 {
            stored = decoded
        }
    }

    /// The shape of `text`, parsed only if this text was never seen with this helper.
    func shape(of text: String, helper: ExampleHelper = .standard) -> SnippetShape {
        // Another helper reads the same text differently; `example(of:)` keeps the plain text as key.
        let key = helper == .standard ? text : "\u{1}\(helper.callForm)\u{0}" + text
        if let shape = lock.withLock({ usedShapes.insert(key); return stored.shapes[key] }) { return shape }
        let shape = SnippetShape(parsing: text, helper: helper)
        lock.withLock {
            stored.shapes[key] = shape
            changed = true
        }
        return shape
    }

    /// The shape of a top-level chapter's block, parsed only if this text was never seen.
    func topLevelShape(of text: String) -> TopLevelShape {
        if let shape = lock.withLock({ usedTopLevel.insert(text); return stored.topLevel?[text] }) { return shape }
        let shape = TopLevelShape(parsing: text)
        lock.withLock {
            stored.topLevel = (stored.topLevel ?? [:]).merging([text: shape]) { $1 }
            changed = true
        }
        return shape
    }

    /// The declaration `symbol` names in `source`, found by `find` only if this pair was never seen.
    func declaration(_ symbol: String, in source: String, find: () -> String?) -> String? {
        let key = symbol + "\u{0}" + source
        if let known = lock.withLock({ usedDeclarations.insert(key); return stored.declarations[key] }) { return known }
        let found = find()
        lock.withLock {
            stored.declarations[key] = .some(found)
            changed = true
        }
        return found
    }

    /// Writes the cache if it changed, keeping only what this run used when `prune` is set.
    package func save(prune: Bool) {
        lock.lock()
        defer { lock.unlock() }
        guard let path else { return }
        if prune, usedShapes.count != stored.shapes.count || usedDeclarations.count != stored.declarations.count
            || usedTopLevel.count != (stored.topLevel?.count ?? 0) {
            stored.shapes = stored.shapes.filter { usedShapes.contains($0.key) }
            stored.declarations = stored.declarations.filter { usedDeclarations.contains($0.key) }
            stored.topLevel = stored.topLevel?.filter { usedTopLevel.contains($0.key) }
            changed = true
        }
        guard changed else { return }
        CacheFile.save(stored, to: path)
        changed = false
    }
}
