import Foundation

/// Renders a check report in the formats `bookgen check --format` offers.
package enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, junit, github
}

package enum ReportFormatter {
    /// Every diagnostic of the report in reading order: the book's own, then each result's, then warnings.
    package static func diagnostics(of report: CheckedBook) -> [Diagnostic] {
        let all = report.diagnostics + report.verdicts.flatMap(\.diagnostics) + report.warnings
        // A chapter with `{{#include}}` was read expanded: its lines are put back where they came from.
        let origins = Dictionary(report.chapters.compactMap { chapter in chapter.chapter.lineOrigins.map { (chapter.chapter.path, $0) } }) { first, _ in first }
        return origins.isEmpty ? all : all.map { $0.placed(by: origins) }
    }

    package static func render(_ report: CheckedBook, format: ReportFormat, explain: Bool) -> String {
        switch format {
        case .text: text(report, explain: explain)
        case .json: json(report)
        case .junit: junit(report)
        case .github: github(report)
        }
    }

    /// Compiler-style text: `file:line:column: severity: message [id]`, notes under it, the summary last.
    package static func text(_ report: CheckedBook, explain: Bool) -> String {
        var lines: [String] = []
        for diagnostic in diagnostics(of: report) {
            lines += diagnostic.printedLines
        }
        let several = report.environments.count > 1
        if explain {
            for verdict in report.verdicts {
                for outcome in verdict.outcomes where !outcome.rerunReasons.isEmpty {
                    let place = several ? " in '\(outcome.environment)'" : ""
                    // A compile-fail check, or an example that did not compile, never ran.
                    let what = outcome.runs.isEmpty ? "was compiled" : "ran"
                    lines.append("\(verdict.location.file):\(verdict.location.line):\(verdict.location.column): note: '\(verdict.name)' \(what)\(place) because \(outcome.rerunReasons.joined(separator: ", ")) [explain]")
                }
            }
            let cached = report.verdicts.filter(\.fromCache).count
            lines.append("note: \(cached) result\(cached == 1 ? "" : "s") came from the cache; \(report.compilerRuns) compiler run\(report.compilerRuns == 1 ? "" : "s") [explain]")
        }
        for environment in report.environments {
            if let reason = environment.skipReason {
                lines.append("note: environment '\(environment.name)' was not checked: \(reason)")
            }
        }
        for path in report.updatedFiles { lines.append("updated \(path)") }
        if report.listings > 0 {
            lines.append("\(report.listings) Swift block\(report.listings == 1 ? "" : "s") shown without a check, as listings")
        }
        let paired = report.transcriptListings
        if paired.paired > 0 {
            let one = paired.paired == 1
            lines.append("\(paired.paired) listing\(one ? "" : "s") with `// Prints` comments show\(one ? "s" : "") the code of the transcript after \(one ? "it" : "them"): "
                         + "\(paired.comments) comment\(paired.comments == 1 ? " is" : "s are") checked with \(one ? "its" : "their") test\(one ? "" : "s")")
        }
        if paired.unpaired > 0 {
            lines.append("\(paired.unpaired) listing\(paired.unpaired == 1 ? "" : "s") with `// Prints` comments \(paired.unpaired == 1 ? "has" : "have") no transcript of "
                         + "\(paired.unpaired == 1 ? "its" : "their") code after \(paired.unpaired == 1 ? "it" : "them"), so \(paired.unpaired == 1 ? "its comments are" : "their comments are") not checked")
        }
        if several {
            for environment in report.environments where environment.skipReason == nil {
                lines.append("\(environment.name): \(environment.passed) passed, \(environment.failed) failed" + (environment.skipped > 0 ? ", \(environment.skipped) skipped" : ""))
            }
        }
        lines.append(report.summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    /// GitHub Actions workflow commands, which annotate the lines in a pull request.
    package static func github(_ report: CheckedBook) -> String {
        var lines: [String] = []
        for diagnostic in diagnostics(of: report) {
            let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
            let body = ([diagnostic.message] + diagnostic.printedLines.dropFirst()).joined(separator: "\n")
            lines.append("::\(command) file=\(escapeProperty(diagnostic.file)),line=\(diagnostic.line),col=\(diagnostic.column),title=\(escapeProperty(diagnostic.id))::\(escapeData(body))")
        }
        lines.append(report.summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    package static func json(_ report: CheckedBook) -> String {
        struct Output: Encodable {
            struct Result: Encodable {
                var id: String
                var name: String
                var file: String
                var line: Int
                var status: String
                var cached: Bool
                var diagnostics: [Diagnostic]
                var environments: [Outcome]
            }
            struct Outcome: Encodable {
                var environment: String
                var status: String
                var cached: Bool
                /// What the example printed, cut at its output blocks.
                var output: [String]?
            }
            struct Environment: Encodable {
                var name: String
                var label: String
                var version: String
                var skipped: String?
                var passed: Int
                var failed: Int
            }
            var results: [Result]
            var environments: [Environment]
            var diagnostics: [Diagnostic]
            var warnings: [Diagnostic]
            var passed: Int
            var failed: Int
            var skipped: Int
            var bookProblems: Int
        }
        let output = Output(
            results: report.verdicts.map {
                .init(id: $0.id, name: $0.name, file: $0.location.file, line: $0.location.line,
                      status: $0.status.rawValue, cached: $0.fromCache, diagnostics: $0.diagnostics,
                      environments: $0.outcomes.map { .init(environment: $0.environment, status: $0.status.rawValue, cached: $0.fromCache, output: $0.run?.segments) })
            },
            environments: report.environments.map {
                .init(name: $0.name, label: $0.label, version: $0.version, skipped: $0.skipReason, passed: $0.passed, failed: $0.failed)
            },
            diagnostics: report.diagnostics, warnings: report.warnings,
            passed: report.passed, failed: report.failed, skipped: report.skipped, bookProblems: report.bookProblems
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(output)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// JUnit XML: a test suite per chapter, a test case per example; book problems form their own suite.
    package static func junit(_ report: CheckedBook) -> String {
        let bookErrors = report.diagnostics.filter { $0.severity == .error }
        // Book problems are test cases of their own suite, so the counts agree with the suites'.
        var xml = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                   "<testsuites name=\"bookgen check\" tests=\"\(report.verdicts.count + bookErrors.count)\" failures=\"\(report.failed + bookErrors.count)\" skipped=\"\(report.skipped)\">"]
        let chapters = report.verdicts.map(\.chapterPath).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for chapter in chapters {
            let results = report.verdicts.filter { $0.chapterPath == chapter }
            xml.append("  <testsuite name=\"\(escapeXML(chapter))\" tests=\"\(results.count)\" failures=\"\(results.filter { $0.status == .failed }.count)\" skipped=\"\(results.filter { $0.status == .skipped }.count)\">")
            for result in results {
                xml.append("    <testcase classname=\"\(escapeXML(chapter))\" name=\"\(escapeXML(result.name))\" file=\"\(escapeXML(result.location.file))\" line=\"\(result.location.line)\">")
                if result.status == .skipped { xml.append("      <skipped/>") }
                for diagnostic in result.diagnostics {
                    xml.append("      <failure message=\"\(escapeXML(diagnostic.headline))\">\(escapeXML(diagnostic.printedLines.dropFirst().joined(separator: "\n")))</failure>")
                }
                xml.append("    </testcase>")
            }
            xml.append("  </testsuite>")
        }
        if !bookErrors.isEmpty {
            xml.append("  <testsuite name=\"book\" tests=\"\(bookErrors.count)\" failures=\"\(bookErrors.count)\">")
            for diagnostic in bookErrors {
                xml.append("    <testcase classname=\"book\" name=\"\(escapeXML(diagnostic.id))\" file=\"\(escapeXML(diagnostic.file))\" line=\"\(diagnostic.line)\">")
                xml.append("      <failure message=\"\(escapeXML(diagnostic.headline))\"/>")
                xml.append("    </testcase>")
            }
            xml.append("  </testsuite>")
        }
        xml.append("</testsuites>")
        return xml.joined(separator: "\n") + "\n"
    }

    /// Markup escaping, with the control characters XML 1.0 cannot hold replaced.
    static func escapeXML(_ text: String) -> String {
        var cleaned = ""
        for scalar in text.unicodeScalars {
            // XML 1.0's Char production: no C0 controls but tab and line ends, no U+FFFE or U+FFFF.
            let allowed = (scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF) || scalar == "\n" || scalar == "\t" || scalar == "\r"
            cleaned.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
        }
        return MarkupEscape.text(cleaned)
    }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
