import BookMarkdown
import Foundation

/// `check --update`, a pass after the check: rewrites the output blocks that differ from what their
/// examples printed, from the runs the checked book holds.
package enum UpdatePass {
    static let includesExpanded = DiagnosticMessage(id: "update-refused", "--update leaves this chapter alone: it uses {{#include}}, so its output blocks are updated by hand")
    static let notRoundTrip = DiagnosticMessage(id: "update-not-round-trip", "--update could not write this chapter's output blocks so that they read back as printed; it wrote nothing to the chapter")

    /// Rewrites the output blocks that differ from what their examples printed in each chapter's
    /// first checked environment, then judges the examples again against what was written.
    ///
    /// Nothing is written to a chapter whose file changed since it was read (the author's edit
    /// wins), nor when the rewritten file would not read back with exactly the intended blocks.
    ///
    /// - Throws: `SetupError` when a chapter cannot be written.
    package static func run(_ book: inout CheckedBook) throws(SetupError) {
        for chapter in book.chapters {
            // The first of the chapter's environments this check ran in.
            guard let primary = chapter.environments.first(where: { book.environment($0).map { $0.skipReason == nil } ?? false }) else { continue }
            // What printed differently on two runs is not written down: the page would hold one run's chance.
            let corrections = chapter.snippets.examples.flatMap { example -> [(ExpectedOutput, String)] in
                guard let outcome = book.verdict(example.id)?.outcomes.first(where: { $0.environment == primary }),
                      !outcome.diagnostics.contains(where: { $0.id == RunStability.unstable.id }) else { return [] }
                return ExampleVerifier.corrections(example, runs: outcome.runs)
            }
            guard !corrections.isEmpty else { continue }
            // Its text was read with {{#include}} expanded; writing that back would inline the files.
            guard chapter.chapter.lineOrigins == nil else {
                book.diagnostics.append(Diagnostic(Self.includesExpanded, at: FileLocation(file: chapter.chapter.path, line: 1)))
                continue
            }
            let (bytes, refused) = OutputUpdater.rewrite(chapter.chapter.lines, replacing: corrections)
            book.diagnostics += refused
            guard bytes != chapter.chapter.lines.bytes else { continue }
            let refusedLocations = Set(refused.map(\.location))
            let written = corrections.filter { !refusedLocations.contains($0.0.location) }
            let helper = book.book.manifest.exampleHelper(forChapter: chapter.chapter.fileName)
            guard Self.readsBack(bytes, chapter: chapter.chapter, helper: helper, swiftBlocks: book.book.manifest.swiftBlocks,
                                 style: book.book.manifest.exampleStyle, expecting: chapter.snippets, corrections: written) else {
                book.diagnostics.append(Diagnostic(Self.notRoundTrip, at: FileLocation(file: chapter.chapter.path, line: 1)))
                continue
            }
            do {
                try OutputUpdater.writeAtomically(bytes, to: chapter.chapter.path, replacing: chapter.chapter.lines.bytes, as: .authorsFile)
            } catch {
                switch error {
                case .changedMeanwhile:
                    book.diagnostics.append(Diagnostic(OutputUpdater.changedMeanwhile, at: FileLocation(file: chapter.chapter.path, line: 1)))
                    continue
                case .failed(let message):
                    throw SetupError(.ioError, message)
                }
            }
            book.updatedFiles.append(chapter.chapter.path)
            rejudge(&book, chapter: chapter, corrections: written)
        }
    }

    /// Whether `bytes`, parsed again, hold the chapter's output blocks with `corrections` applied, and no other change to them.
    static func readsBack(_ bytes: [UInt8], chapter: Chapter, helper: ExampleHelper = .standard, swiftBlocks: BookManifest.SwiftBlocks = .all,
                          style: BookManifest.ExampleStyle = .exampleOf, expecting snippets: ChapterSnippets,
                          corrections: [(ExpectedOutput, String)]) -> Bool {
        var reread = chapter
        reread.lines = SourceLines(bytes)
        reread.document = MarkdownParser.parse(String(decoding: bytes, as: UTF8.self))
        let (found, _) = SnippetExtractor.extract(reread, helper: helper, swiftBlocks: swiftBlocks, style: style)
        let replaced = Dictionary(corrections.map { ($0.0.location, $0.1) }) { first, _ in first }
        let intended = snippets.examples.flatMap(\.expectations).map { replaced[$0.location] ?? $0.text }
        let actual = found.examples.flatMap(\.expectations).map(\.text)
        return intended.map(OutputComparison.normalizedLines) == actual.map(OutputComparison.normalizedLines)
            && snippets.examples.map(\.id) == found.examples.map(\.id)
    }

    /// Judges the chapter's examples again against the blocks as written, in every environment.
    private static func rejudge(_ book: inout CheckedBook, chapter: PreparedChapter, corrections: [(ExpectedOutput, String)]) {
        let rewritten = Dictionary(corrections.map { ($0.0.location, $0.1) }) { first, _ in first }
        for example in chapter.snippets.examples {
            guard var verdict = book.verdict(example.id) else { continue }
            var updated = example
            for index in updated.expectedOutputs.indices {
                if let text = rewritten[updated.expectedOutputs[index].location] { updated.expectedOutputs[index].text = text }
            }
            for index in updated.printsComments.indices {
                if let text = rewritten[updated.printsComments[index].location] { updated.printsComments[index].text = text }
            }
            for index in verdict.outcomes.indices {
                guard !verdict.outcomes[index].runs.isEmpty else { continue }
                verdict.outcomes[index].diagnostics = ExampleVerifier.verify(updated, runs: verdict.outcomes[index].runs)
                verdict.outcomes[index].status = verdict.outcomes[index].diagnostics.isEmpty ? .passed : .failed
            }
            let renewed = Checker.verdict(id: verdict.id, name: verdict.name, kind: verdict.kind, chapter: chapter,
                                       location: verdict.location, outcomes: verdict.outcomes)
            if let position = book.verdicts.firstIndex(where: { $0.id == verdict.id }) { book.verdicts[position] = renewed }
        }
    }
}
