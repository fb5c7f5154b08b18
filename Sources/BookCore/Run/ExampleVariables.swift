import Foundation

/// The environment variables a process running the author's code starts with: a few that every
/// program expects, those book.toml's `pass-environment` names, and none other of bookgen's, so a
/// token in the shell that runs bookgen never reaches an example, its diffs or a JUnit report.
/// The compiler and SwiftPM keep bookgen's whole environment: they run bookgen's code, not the book's.
struct ExampleVariables: Sendable {
    /// Where programs, the home folder and temporary files are, and the locale, when bookgen has them.
    static let alwaysPassed = ["PATH", "HOME", "TMPDIR", "LANG", "LC_ALL", "LC_CTYPE"]
    /// The always-passed variables whose values can change what an example prints (Foundation's
    /// formatters read the locale); PATH, HOME and TMPDIR only say where things are.
    static let printedLocale = ["LANG", "LC_ALL", "LC_CTYPE"]
    /// What bookgen sets itself for the supervisor and the runtime; a book cannot pass them.
    static let setByBookgen = [SourceGenerator.markerEnvironmentKey, SupervisorSource.timelineExamplesKey,
                               SupervisorSource.libraryTimelineKey, "SWIFT_BACKTRACE"]

    /// The variables and their values, as every example process of the book gets them.
    let values: [String: String]
    /// What of `values` a cached result depends on: the locale and every passed variable, by name
    /// and value (an unset one as unset), so that a verdict depends only on the book and the
    /// environment it declares.
    let fingerprint: String

    /// - Parameters:
    ///   - passed: book.toml's `pass-environment`.
    ///   - parent: bookgen's own environment.
    init(passing passed: [String], from parent: [String: String] = ProcessInfo.processInfo.environment) {
        let names = Self.alwaysPassed + passed.filter { !Self.alwaysPassed.contains($0) }
        values = parent.filter { names.contains($0.key) }
        var hasher = SHA256()
        for name in Self.printedLocale + passed.filter({ !Self.printedLocale.contains($0) }).sorted() {
            hasher.update(field: name + (parent[name].map { "=" + $0 } ?? " unset"))
        }
        fingerprint = String(hasher.finalizeHex().prefix(16))
    }

    /// Why `name` cannot be passed to examples, or nil when it can.
    static func problem(withName name: String) -> String? {
        let isName = name.first.map { $0 == "_" || ($0.isASCII && $0.isLetter) } == true
            && name.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        if !isName {
            return "'pass-environment' takes names of environment variables (letters, digits and _, not starting with a digit), not '\(name)'"
        }
        if setByBookgen.contains(name) {
            return "'pass-environment' cannot pass \(name): bookgen sets it itself for the program that runs the examples"
        }
        return nil
    }
}
