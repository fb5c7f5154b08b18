/// What the checks said about the book's examples, in the form the pages need.
public struct PageVerdicts: Sendable {
    /// The verdict on one example or compile-fail check.
    package enum Status: Sendable, Equatable {
        /// Compiled, ran and printed what the page says.
        case verified
        /// Checked and failed; the messages say why. Shown by `build --allow-failures` and `serve`.
        case failed([String])
        /// Not checked in this build.
        case unchecked
    }

    /// Keyed by `Example.id` and `CompileFailureCheck.id`.
    package var statuses: [String: Status]
    /// The libraries each example was checked against, in words: `RxSubjects (sources 32ac9d2b2d0b)`,
    /// `RxSwift 6.10.2`.
    package var checkedAgainst: [String: [String]]
    /// Every library the book was checked against, in the book's order; empty when nothing was checked.
    package var libraries: [String]
    /// The timelines of the examples marked `marbles`, recorded in their chapter's first environment.
    package var timelines: [String: [TimelineEntry]] = [:]

    package init(statuses: [String: Status], checkedAgainst: [String: [String]] = [:], libraries: [String] = []) {
        self.statuses = statuses
        self.checkedAgainst = checkedAgainst
        self.libraries = libraries
    }

    /// Nothing was checked: every example is shown as unchecked.
    package static let unchecked = PageVerdicts(statuses: [:])

    /// The verdicts of a checked book.
    package init(_ book: CheckedBook) {
        statuses = [:]
        checkedAgainst = [:]
        libraries = []
        guard book.wasChecked else { return }
        var names: [String: String] = [:]
        for environment in book.environments where environment.skipReason == nil {
            let name = environment.version.isEmpty ? environment.label
                : environment.version.hasPrefix("sources ") ? "\(environment.label) (\(environment.version))"
                : "\(environment.label) \(environment.version)"
            names[environment.name] = name
            libraries.append(name)
        }
        for verdict in book.verdicts {
            switch verdict.status {
            case .passed: statuses[verdict.id] = .verified
            case .failed: statuses[verdict.id] = .failed(verdict.diagnostics.map(\.message))
            case .skipped: statuses[verdict.id] = .unchecked
            }
            checkedAgainst[verdict.id] = verdict.checkedEnvironments.compactMap { names[$0] }
        }
        for chapter in book.chapters {
            for example in chapter.snippets.examples where example.drawsMarbleDiagram {
                // The diagram goes under the last output block, so it draws the run of that block's version.
                guard let version = example.expectedOutputs.last?.version,
                      let outcome = book.verdict(example.id)?.outcomes.first(where: { $0.environment == chapter.environments.first }),
                      version < outcome.runs.count else { continue }
                let timeline = outcome.runs[version].timeline
                if !timeline.isEmpty { timelines[example.id] = timeline }
            }
        }
    }

    package func status(of id: String) -> Status {
        statuses[id] ?? .unchecked
    }

    /// The libraries an example was checked against, joined for a sentence: `A 1.0 and B 2.0`.
    package func librariesText(of id: String) -> String? {
        Self.sentence(checkedAgainst[id] ?? [])
    }

    package static func sentence(_ names: [String]) -> String? {
        switch names.count {
        case 0: return nil
        case 1: return names[0]
        default: return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        }
    }
}
