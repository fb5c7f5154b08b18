import Foundation

extension Checker {
    /// One verdict per example and compile-fail check, from the outcomes of every environment.
    func verdicts(_ chapters: [PreparedChapter], environments: [String], results: [String: EnvironmentResult]) -> [Verdict] {
        var verdicts: [Verdict] = []
        for chapter in chapters {
            let names = chapter.environments.filter(environments.contains)
            func outcomes(_ id: String) -> [Verdict.Outcome] {
                names.compactMap { name in
                    guard let result = results[name] else {
                        // The environment was skipped (its package is absent here).
                        return Verdict.Outcome(environment: name, status: .skipped, diagnostics: [], fromCache: false, rerunReasons: [])
                    }
                    return result.outcomes[id]
                }
            }
            for example in chapter.snippets.examples + chapter.packageSnippets.flatMap(\.examples) {
                verdicts.append(Self.verdict(id: example.id, name: example.name, kind: .example, chapter: chapter,
                                             location: example.location, outcomes: outcomes(example.id)))
            }
            for check in chapter.snippets.compileFailures {
                let found = outcomes(check.id)
                // Left out by --filter in every environment: not reported.
                guard found.contains(where: { results[$0.environment] != nil }) else { continue }
                verdicts.append(Self.verdict(id: check.id, name: check.displayName, kind: .compileFailure, chapter: chapter,
                                             location: check.location, outcomes: found))
            }
            for test in chapter.snippets.transcripts {
                let found = outcomes(test.id)
                // Left out by --filter in every environment: not reported.
                guard found.contains(where: { results[$0.environment] != nil }) else { continue }
                verdicts.append(Self.verdict(id: test.id, name: "test \(test.name)", kind: .example, chapter: chapter,
                                             location: test.location, outcomes: found))
            }
        }
        let order = Dictionary(chapters.enumerated().map { ($0.element.chapter.path, $0.offset) }) { first, _ in first }
        return verdicts.sorted { (order[$0.chapterPath] ?? 0, $0.location.line) < (order[$1.chapterPath] ?? 0, $1.location.line) }
    }

    static func verdict(id: String, name: String, kind: Verdict.Kind, chapter: PreparedChapter, location: FileLocation, outcomes: [Verdict.Outcome]) -> Verdict {
        let status: Verdict.Status = outcomes.contains { $0.status == .failed } ? .failed
            : outcomes.contains { $0.status == .passed } ? .passed : .skipped
        return Verdict(id: id, name: name, kind: kind, chapterPath: chapter.chapter.path, location: location, status: status,
                       diagnostics: merged(outcomes), outcomes: outcomes)
    }

    /// The outcomes' diagnostics: once for a problem every checked environment has, and with a note
    /// naming the environment for a problem only some have, so a difference between them shows.
    static func merged(_ outcomes: [Verdict.Outcome]) -> [Diagnostic] {
        let checked = outcomes.filter { $0.status != .skipped }
        guard checked.count > 1 else { return checked.flatMap(\.diagnostics) }
        var merged: [Diagnostic] = []
        for outcome in checked {
            for diagnostic in outcome.diagnostics {
                if checked.allSatisfy({ $0.diagnostics.contains(diagnostic) }) {
                    if !merged.contains(diagnostic) { merged.append(diagnostic) }
                } else {
                    var located = diagnostic
                    located.message += " (in environment '\(outcome.environment)')"
                    // A block one environment gets right and another wrong: say which prints the block.
                    if diagnostic.id == ExampleVerifier.mismatch.id {
                        for other in checked where other.environment != outcome.environment
                            && !other.diagnostics.contains(where: { $0.id == diagnostic.id && $0.location == diagnostic.location }) {
                            located.notes.append(Diagnostic.Note("in environment '\(other.environment)' the example prints what the block expects"))
                        }
                    }
                    merged.append(located)
                }
            }
        }
        return merged
    }
}
